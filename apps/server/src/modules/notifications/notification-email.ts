import type { Env } from '../../config/env';
import { escapeHtml } from '../../lib/html-escape';

/** The address people open from emails: APP_URL when configured, else this server on localhost. */
export const appUrl = (env: Env) => (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');

export interface NoticeEmailInput {
  subject: string;
  greeting: string;
  lines: string[];
  action: { label: string; url: string };
}

/**
 * A notification mail (one notice, or the digest's list). Every piece of user text is escaped; the footer says
 * where to change what arrives by email.
 */
export function renderNoticeEmail(input: NoticeEmailInput & { settingsUrl?: string }): {
  subject: string;
  html: string;
  text: string;
} {
  const subject = input.subject.replace(/\s+/g, ' ').slice(0, 250);
  const lines = input.lines.map((line) => `<p style="margin:0 0 10px;font-size:15px">${escapeHtml(line)}</p>`).join('');
  const settings = input.settingsUrl
    ? `<p style="margin:16px 0 0;font-size:12px;color:#64748b">Choose which notifications you get by email: <a href="${escapeHtml(input.settingsUrl)}">notification settings</a>.</p>`
    : '';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f8fafc;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px"><tr><td style="padding:24px">
<p style="margin:0 0 10px;font-size:15px">${escapeHtml(input.greeting)}</p>${lines}
<a href="${escapeHtml(input.action.url)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:8px;font-weight:600">${escapeHtml(input.action.label)}</a>${settings}
</td></tr></table></body></html>`;
  const text = [
    input.greeting,
    '',
    ...input.lines,
    '',
    `${input.action.label}: ${input.action.url}`,
    ...(input.settingsUrl ? ['', `Notification settings: ${input.settingsUrl}`] : []),
  ].join('\n');
  return { subject, html, text };
}
