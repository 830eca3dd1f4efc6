import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../lib/html-escape';
import { isUuid } from '../../lib/ids';
import type { OutboxMail, OutboxRepository } from './outbox.repository';

const styles = `body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:0;background:#f8fafc;color:#0f172a}
main{max-width:960px;margin:0 auto;padding:24px}h1{font-size:22px}table{width:100%;border-collapse:collapse;background:#fff}
th,td{text-align:left;padding:8px 10px;border-bottom:1px solid #e2e8f0;font-size:14px;vertical-align:top}a{color:#4338ca}
.status{font-size:12px;padding:2px 8px;border-radius:999px;background:#e0e7ff}dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px}
dt{font-weight:600}iframe{width:100%;height:70vh;border:1px solid #e2e8f0;background:#fff}pre{white-space:pre-wrap;background:#fff;padding:12px;border:1px solid #e2e8f0}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${styles}</style></head><body><main>${body}</main></body></html>`;
}

function listPage(mails: OutboxMail[]): string {
  const rows = mails
    .map(
      (
        mail,
      ) => `<tr><td><a href="/dev/mailbox/${mail.id}">${escapeHtml(mail.subject)}</a></td><td>${escapeHtml(mail.toAddress)}</td>
<td><span class="status">${escapeHtml(mail.status)}</span></td><td><time datetime="${mail.createdAt.toISOString()}">${escapeHtml(mail.createdAt.toISOString())}</time></td></tr>`,
    )
    .join('');
  const table = mails.length
    ? `<table><thead><tr><th scope="col">Subject</th><th scope="col">To</th><th scope="col">Status</th><th scope="col">Created</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No mail yet.</p>';
  return page('Dev mailbox', `<h1>Dev mailbox</h1><p>Emails written to the outbox (newest first, last 100).</p>${table}`);
}

function mailPage(mail: OutboxMail): string {
  // The mail's HTML is shown as text inside a sandboxed srcdoc frame: no script runs, nothing reaches our origin.
  return page(
    mail.subject,
    `<p><a href="/dev/mailbox">← All mail</a></p><h1>${escapeHtml(mail.subject)}</h1>
<dl><dt>From</dt><dd>${escapeHtml(mail.fromAddress)}</dd><dt>To</dt><dd>${escapeHtml(mail.toAddress)}</dd>
${mail.replyTo ? `<dt>Reply-To</dt><dd>${escapeHtml(mail.replyTo)}</dd>` : ''}
${Object.entries(mail.headers ?? {})
  .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`)
  .join('')}
<dt>Status</dt><dd>${escapeHtml(mail.status)}${mail.lastError ? ` (${escapeHtml(mail.lastError)})` : ''}</dd>
<dt>Created</dt><dd>${escapeHtml(mail.createdAt.toISOString())}</dd></dl>
<h2>HTML</h2><iframe title="Email HTML body" sandbox="" srcdoc="${escapeHtml(mail.html)}"></iframe>
<h2>Text</h2><pre>${escapeHtml(mail.text)}</pre>`,
  );
}

/** /dev/mailbox: the outbox as HTML pages, for development and e2e runs only (registered behind a flag). */
export async function devMailboxRoutes(app: FastifyInstance, { outbox }: { outbox: OutboxRepository }) {
  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(listPage(await outbox.latest(100))),
  );
  app.get<{ Params: { id: string } }>('/dev/mailbox/:id', { schema: { hide: true } }, async (request, reply) => {
    const mail = isUuid(request.params.id) ? await outbox.find(request.params.id) : null;
    if (!mail) return reply.status(404).type('text/html; charset=utf-8').send(page('Not found', '<h1>No such mail</h1>'));
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(mailPage(mail));
  });
  app.get('/dev/mailbox.json', { schema: { hide: true } }, async () =>
    (await outbox.latest(100)).map(({ html: _html, ...mail }) => mail),
  );
}
