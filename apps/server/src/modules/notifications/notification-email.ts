import { appUrl } from '../../config/app-origin';
import type { Env } from '../../config/env';
import { type RenderedEmail, renderEmail } from '../../lib/email-layout';

export interface NoticeEmailInput {
  subject: string;
  greeting: string;
  /** Paragraphs (one notice's text). */
  lines: string[];
  /** A bulleted list under them (the digest's notices, oldest first). */
  list?: string[];
  action: { label: string; url: string };
}

/**
 * A notification mail (one notice, or the digest's list) in the platform's branded layout: the footer links the
 * recipient's notification settings, where they choose what arrives by email. The layout escapes every text.
 */
export function renderNoticeEmail(input: NoticeEmailInput, env: Env): Promise<RenderedEmail> {
  const app = appUrl(env);
  return renderEmail({
    subject: input.subject,
    brand: { kind: 'platform' },
    greeting: input.greeting,
    paragraphs: input.lines,
    facts: input.list,
    action: input.action,
    settings: { label: 'notification settings', url: `${app}/settings/account#notifications` },
    appUrl: app,
  });
}
