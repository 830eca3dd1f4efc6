import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { faviconLink } from '../../lib/favicon';
import { escapeHtml } from '../../lib/html-escape';
import { isWellFormedToken } from '../../lib/public-token';
import type { DeliveryRepository } from './delivery.repository';
import type { SellerUnsubscribe } from './seller-unsubscribe';
import type { TrackingLinks } from './tracking-links';
import { TrackingRecorder } from './tracking-recorder';

/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

function page(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>${faviconLink('mail')}<style>body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f8fafc;color:#0f172a;margin:0}
main{max-width:480px;margin:64px auto;padding:32px;background:#fff;border:1px solid #e2e8f0;border-radius:8px}h1{font-size:22px;margin-top:0}
button{background:#4f46e5;color:#fff;border:0;border-radius:6px;padding:10px 18px;font-size:15px;cursor:pointer}</style></head>
<body><main>${body}</main></body></html>`);
}

/**
 * A person opening the mail or following its link, as opposed to a HEAD request (link checkers, Fastify answers HEAD
 * with the GET route) or a prefetch (browsers' speculative loads, mail clients' link previews), which are answered
 * the same but never counted.
 */
function isPersonOpening(request: FastifyRequest): boolean {
  if (request.method !== 'GET') return false;
  const purpose = `${request.headers['sec-purpose'] ?? ''} ${request.headers.purpose ?? ''} ${request.headers['x-purpose'] ?? ''} ${request.headers['x-moz'] ?? ''}`;
  return !/\b(prefetch|prerender|preview)\b/i.test(purpose);
}

/** What an unsubscribe stops, and what it does not (the suppression list is read by campaigns and review requests). */
const whatStops = (sender: string) =>
  `<p>This stops ${sender}’s campaign emails and review requests, including the automatic ones. Mails about work you asked for (proposals, reports and project messages) still arrive.</p>`;
const stoppedLine = (email: string, sender: string) =>
  `<p>${escapeHtml(email)} gets no more campaign emails or review requests from ${sender}.</p><p>Mails about work you asked for (proposals, reports and project messages) still arrive.</p>`;

const notFoundPage = (reply: FastifyReply) =>
  page(reply, 404, 'Link not found', '<h1>Link not found</h1><p>This link is not valid.</p>');

/**
 * Public tracking and unsubscribe links from campaign emails (under /api/public/: the token is the credential,
 * so the cross-origin guard lets mail providers' one-click POSTs through). Anything malformed, edited or unknown
 * is a 404 and records nothing; the click redirect only ever goes to a URL stored with the campaign.
 */
export async function trackingRoutes(
  app: FastifyInstance,
  {
    delivery,
    links,
    sellerLinks,
  }: { delivery: DeliveryRepository; links: () => Promise<TrackingLinks>; sellerLinks: SellerUnsubscribe },
) {
  // First opens and clicks are the automations' "campaign email opened / clicked" (issue 35).
  const recorder = new TrackingRecorder(delivery, (event) => app.recordDomainEvent(event));
  // RFC 8058 one-click unsubscribes are form posts (List-Unsubscribe=One-Click); the body itself is not needed.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.get<{ Params: { token: string } }>('/api/public/email/o/:token', { schema: { hide: true } }, async (request, reply) => {
    const token = request.params.token.replace(/\.gif$/, '');
    if (!isWellFormedToken(token)) return reply.status(404).send();
    if (isPersonOpening(request) ? !(await recorder.open(token)) : !(await delivery.recipientByToken(token)))
      return reply.status(404).send();
    return reply.type('image/gif').header('cache-control', 'no-store, private').send(PIXEL);
  });

  app.get<{ Params: { token: string; position: string; signature: string } }>(
    '/api/public/email/c/:token/:position/:signature',
    { schema: { hide: true } },
    async (request, reply) => {
      const { token, signature } = request.params;
      const position = /^\d{1,4}$/.test(request.params.position) ? Number(request.params.position) : -1;
      const valid = isWellFormedToken(token) && position >= 0 && (await links()).verify(token, position, signature);
      const url = !valid
        ? null
        : isPersonOpening(request)
          ? await recorder.click(token, position)
          : await delivery.linkFor(token, position);
      if (!url) return notFoundPage(reply);
      return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(url, 302);
    },
  );

  const find = async (token: string) => (isWellFormedToken(token) ? delivery.recipientByToken(token) : null);

  app.get<{ Params: { token: string } }>(
    '/api/public/email/unsubscribe/:token',
    { schema: { hide: true } },
    async (request, reply) => {
      const recipient = await find(request.params.token);
      if (!recipient) return notFoundPage(reply);
      const sender = escapeHtml(await delivery.senderOf(recipient.campaignId));
      if (recipient.unsubscribedAt) {
        return page(reply, 200, 'Unsubscribed', `<h1>You are unsubscribed</h1>${stoppedLine(recipient.email, sender)}`);
      }
      return page(
        reply,
        200,
        'Unsubscribe',
        `<h1>Unsubscribe</h1><p>Stop campaign emails from ${sender} to ${escapeHtml(recipient.email)}?</p>${whatStops(sender)}
<form method="post"><button type="submit">Unsubscribe</button></form>`,
      );
    },
  );

  app.post<{ Params: { token: string } }>(
    '/api/public/email/unsubscribe/:token',
    { schema: { hide: true } },
    async (request, reply) => {
      const recipient = await find(request.params.token);
      if (!recipient) return notFoundPage(reply);
      await delivery.recordUnsubscribe(recipient);
      const sender = escapeHtml(await delivery.senderOf(recipient.campaignId));
      return page(reply, 200, 'Unsubscribed', `<h1>You are unsubscribed</h1>${stoppedLine(recipient.email, sender)}`);
    },
  );

  // A seller's one-off mails (review requests): the link names the seller and the address, signed.
  const unsubscribedPage = async (reply: FastifyReply, target: { workspaceId: string; email: string }) =>
    page(
      reply,
      200,
      'Unsubscribed',
      `<h1>You are unsubscribed</h1>${stoppedLine(target.email, escapeHtml(await sellerLinks.sellerName(target.workspaceId)))}`,
    );

  app.get<{ Params: { token: string } }>(
    '/api/public/email/unsubscribe/seller/:token',
    { schema: { hide: true } },
    async (request, reply) => {
      const target = await sellerLinks.read(request.params.token);
      if (!target) return notFoundPage(reply);
      if (await sellerLinks.isSuppressed(target.workspaceId, target.email)) return unsubscribedPage(reply, target);
      const sender = escapeHtml(await sellerLinks.sellerName(target.workspaceId));
      return page(
        reply,
        200,
        'Unsubscribe',
        `<h1>Unsubscribe</h1><p>Stop emails from ${sender} to ${escapeHtml(target.email)}?</p>${whatStops(sender)}
<form method="post"><button type="submit">Unsubscribe</button></form>`,
      );
    },
  );

  app.post<{ Params: { token: string } }>(
    '/api/public/email/unsubscribe/seller/:token',
    { schema: { hide: true } },
    async (request, reply) => {
      const target = await sellerLinks.read(request.params.token);
      if (!target) return notFoundPage(reply);
      await sellerLinks.suppress(target.workspaceId, target.email);
      return unsubscribedPage(reply, target);
    },
  );
}
