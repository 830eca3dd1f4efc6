import { renderEmail } from '../../lib/email-layout';
import type { MailMessage } from '../../plugins/mailer/mailer.plugin';

/** The notice every moderation action sends the affected user (mail through the outbox, in the platform's layout). */
export async function moderationNotice(to: string, subject: string, lines: string[]): Promise<MailMessage> {
  const email = await renderEmail({
    subject,
    brand: { kind: 'platform' },
    paragraphs: lines,
    signOff: ['ProClub moderation'],
  });
  return { to, ...email };
}
