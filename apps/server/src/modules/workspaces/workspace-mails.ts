import { roleLabels } from '@proclub/contracts/workspaces';
import { appUrl } from '../../config/app-origin';
import type { Env } from '../../config/env';
import { renderEmail } from '../../lib/email-layout';
import type { MailMessage } from '../../plugins/mailer/mailer.plugin';
import type { InvitationMail } from './workspaces.service';

/** The invitation, in the workspace's name: who invites, to what, as what, and until when the link works. */
export async function invitationMessage(env: Env, invitation: InvitationMail): Promise<MailMessage> {
  const url = `${appUrl(env)}/invitations/${invitation.token}`;
  const email = await renderEmail({
    subject: `${invitation.inviterName} invited you to join ${invitation.workspaceName} on ProClub`,
    preheader: `Join ${invitation.workspaceName} as ${roleLabels[invitation.role].toLowerCase()}`,
    brand: { kind: 'platform' },
    paragraphs: [
      `${invitation.inviterName} invited you to join ${invitation.workspaceName} on ProClub as ${roleLabels[invitation.role].toLowerCase()}.`,
      `The link works once and until ${invitation.expiresAt.toUTCString()}. If you have no ProClub account yet, you can create one with this address on the way.`,
    ],
    action: { label: `Join ${invitation.workspaceName}`, url },
    smallPrint: 'If you did not expect this invitation, ignore this mail: nothing happens unless you open the link.',
    appUrl: appUrl(env),
  });
  return { to: invitation.to, fromName: invitation.workspaceName, ...email };
}
