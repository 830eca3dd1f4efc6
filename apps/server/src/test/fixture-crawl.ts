import { type FixtureRoute, html, text } from './fixture-site';

/**
 * A four-page local business site for the crawl: /about and /services share a title, /services links to a
 * missing page, /contact shows another phone number, robots.txt keeps crawlers out of /private.
 */
const page = (title: string, description: string, h1: string, body: string, phone = '(402) 555-0142') => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title><meta name="description" content="${description}">
<meta name="viewport" content="width=device-width, initial-scale=1"></head><body>
<header><nav><a href="/">Home</a> <a href="/about">About us</a> <a href="/services">Services</a> <a href="/contact">Contact</a></nav></header>
<main><h1>${h1}</h1><p>${body}</p></main>
<footer><p>Lincoln Lock &amp; Key · 310 S 13th St, Lincoln, NE 68508 · <a href="tel:${phone.replace(/\D/g, '')}">${phone}</a></p>
<p>© 2026 Lincoln Lock &amp; Key</p></footer></body></html>`;

const words = 'Licensed locksmiths serving Lincoln homes and businesses with fast, friendly help day and night. '.repeat(4);

export function crawlSiteRoutes(origin: () => string): Record<string, FixtureRoute> {
  return {
    '/': html(
      page(
        'Lincoln Lock & Key | Locksmith in Lincoln, NE',
        'Locksmith in Lincoln, NE.',
        'Locksmith in Lincoln',
        `${words} <a href="/private/admin">Staff</a>`,
      ),
    ),
    '/about': html(page('Lincoln Lock & Key', 'About our family locksmith business.', 'About us', words)),
    '/services': html(
      page(
        'Lincoln Lock & Key',
        'Lockouts, rekeying and safes.',
        'Our services',
        `${words} <a href="/old-prices">Old price list</a>`,
      ),
    ),
    '/contact': html(page('Contact Lincoln Lock & Key', 'Call or visit us.', 'Contact us', words, '(402) 555-0199')),
    '/private/admin': html(page('Staff only', 'Staff.', 'Staff', 'Private.')),
    '/robots.txt': text('User-agent: *\nDisallow: /private\n'),
    '/sitemap.xml': (request, response) => {
      const base = origin();
      response
        .writeHead(200, { 'content-type': 'application/xml' })
        .end(
          `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${[
            '/',
            '/about',
            '/services',
            '/contact',
          ]
            .map((path) => `<url><loc>${base}${path}</loc></url>`)
            .join('')}</urlset>`,
        );
      void request;
    },
  };
}
