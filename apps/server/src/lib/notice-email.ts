import { type EmailBrand, type RenderedEmail, renderEmail } from './email-layout';

export interface NoticeEmailInput {
  /** One line: it becomes the mail's Subject header. */
  subject: string;
  greeting: string;
  lines: string[];
  action: { label: string; url: string };
  appUrl: string;
  /** A notice to a seller is the platform's; a welcome to a seller's client is the seller's. */
  brand?: EmailBrand;
}

/** A short notice (to a seller: a hot lead, an accepted deal, an audit alert; to a client: a welcome). */
export function renderNoticeEmail(input: NoticeEmailInput): Promise<RenderedEmail> {
  return renderEmail({
    subject: input.subject,
    brand: input.brand ?? { kind: 'platform' },
    greeting: input.greeting,
    paragraphs: input.lines,
    action: input.action,
    appUrl: input.appUrl,
  });
}
