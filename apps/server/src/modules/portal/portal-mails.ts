import { appUrl } from '../../config/app-origin';
import type { Env } from '../../config/env';
import { renderEmail, sellerEmailBrand } from '../../lib/email-layout';
import type { MailMessage } from '../../plugins/mailer/mailer.plugin';
import type { PortalInvitationMail } from './portal.service';

/** The portal invitation, in the agency's name: who invites, to what, and until when the link works. */
export async function portalInvitationMessage(env: Env, invitation: PortalInvitationMail): Promise<MailMessage> {
  const url = `${appUrl(env)}/portal/invitations/${invitation.token}`;
  const email = await renderEmail({
    subject: `${invitation.agencyName} invited you to your client portal`,
    preheader: `See your projects, reports and invoices with ${invitation.agencyName}`,
    // The agency's brand: its logo and colour, and no ProClub mark with White Label (issue 33).
    brand: sellerEmailBrand(invitation.brand, appUrl(env)),
    greeting: invitation.firstName ? `Hi ${invitation.firstName},` : 'Hello,',
    paragraphs: [
      `${invitation.inviterName} at ${invitation.agencyName} invited you to the client portal${invitation.clientName ? ` for ${invitation.clientName}` : ''}: your projects and milestones, shared files, proposals, reports and invoices in one place.`,
      `The link works once and until ${invitation.expiresAt.toUTCString()}. You set your password on the way.`,
    ],
    action: { label: 'Open your portal', url },
    smallPrint: 'If you did not expect this invitation, ignore this mail: nothing happens unless you open the link.',
    appUrl: appUrl(env),
  });
  return { to: invitation.to, fromName: invitation.agencyName, ...email };
}
