import { escapeHtml } from '../../lib/html-escape';
import type { MailMessage } from '../../plugins/mailer/mailer.plugin';

/** The notice every moderation action sends the affected user (mail through the outbox; there is no in-app centre). */
export function moderationNotice(to: string, subject: string, lines: string[]): MailMessage {
  return {
    to,
    subject,
    html: `<div style="font-family:system-ui,sans-serif;max-width:560px;line-height:1.5">${lines
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join('')}<p style="font-size:12px;color:#666">ProClub moderation</p></div>`,
    text: [...lines, '— ProClub moderation'].join('\n\n'),
  };
}
