import { reviewRequestSubject } from '@proclub/contracts/products';
import { escapeHtml } from '../../lib/html-escape';

export interface ReviewRequestEmail {
  subject: string;
  html: string;
  text: string;
}

/**
 * The review request a customer receives: who asks, an optional personal note and one button to the
 * platform's review form. Every value is escaped; the link was validated as http(s) when the platform was added.
 */
export function renderReviewRequestEmail(input: {
  business: string;
  platform: string;
  reviewUrl: string;
  customerName: string;
  message: string | null;
}): ReviewRequestEmail {
  const subject = reviewRequestSubject(input.business);
  const note = input.message
    ? `<p style="margin:0 0 16px;padding:12px;border-left:3px solid #c7d2fe;color:#334155">${escapeHtml(input.message).replace(/\n/g, '<br>')}</p>`
    : '';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f8fafc;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f8fafc"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px">
<tr><td style="padding:24px">
<p style="margin:0 0 12px;font-size:16px">Hi ${escapeHtml(input.customerName)},</p>
<p style="margin:0 0 16px;font-size:16px">Thank you for choosing ${escapeHtml(input.business)}. Would you take a minute to share your experience on ${escapeHtml(input.platform)}? It helps neighbours find us.</p>
${note}
<p style="margin:0 0 24px"><a href="${escapeHtml(input.reviewUrl)}" style="display:inline-block;padding:12px 20px;background:#4f46e5;color:#ffffff;border-radius:8px;text-decoration:none;font-weight:600">Leave a review on ${escapeHtml(input.platform)}</a></p>
<p style="margin:0;color:#64748b;font-size:13px">Thank you,<br>${escapeHtml(input.business)}</p>
</td></tr></table></td></tr></table></body></html>`;
  const text = [
    `Hi ${input.customerName},`,
    '',
    `Thank you for choosing ${input.business}. Would you take a minute to share your experience on ${input.platform}?`,
    ...(input.message ? ['', input.message] : []),
    '',
    `Leave a review: ${input.reviewUrl}`,
    '',
    `Thank you,`,
    input.business,
  ].join('\n');
  return { subject, html, text };
}
