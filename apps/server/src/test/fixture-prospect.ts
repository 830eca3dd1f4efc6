import { type FixtureRoute, html, text } from './fixture-site';

/**
 * A small dental practice whose facts are spread over its pages, as on real small-business sites: the homepage
 * has the phone and a "Since 2009 Dr. …" line (not an address), the contact page has the form, the opening hours,
 * the email and the LocalBusiness data with the street address. /index.html is the homepage again.
 */
const layout = (title: string, body: string) => `<!doctype html>
<html lang="en-US"><head><meta charset="utf-8"><title>${title}</title>
<meta name="description" content="${title}: gentle family dentistry on Chicago's North Side.">
<meta name="viewport" content="width=device-width, initial-scale=1"></head><body>
<header><a href="/" class="brand"><img src="/logo.svg" alt="Lakeview Family Dentistry logo"></a>
<nav><a href="/index.html">Home</a> <a href="/about">About</a> <a href="/contact">Contact</a></nav>
<a href="tel:+13125550148">(312) 555-0148</a></header>
<main>${body}</main>
<footer><p>© 2024 Lakeview Family Dentistry. All rights reserved.</p></footer></body></html>`;

const home = layout(
  'Dentist in Chicago | Lakeview Family Dentistry',
  `<h1>Gentle family dentistry</h1><p>Since 2009 Dr. Maria Okafor has cared for families on the North Side. ${'Cleanings, fillings, crowns and whitening for the whole family, with evening appointments for busy parents. '.repeat(3)}</p>`,
);

export const PROSPECT = {
  name: 'Lakeview Family Dentistry',
  phone: '(312) 555-0148',
  address: '1200 Lake Shore Dr, Chicago, IL 60610',
  email: 'hello@lakeview-dental.test',
};

export function prospectSiteRoutes(origin: () => string): Record<string, FixtureRoute> {
  return {
    '/': html(home),
    '/index.html': html(home),
    '/about': html(
      layout(
        'About Dr. Okafor | Lakeview Family Dentistry',
        '<h1>About the practice</h1><p>Dr. Maria Okafor studied at the University of Illinois and has practised in Chicago since 2009.</p>',
      ),
    ),
    '/contact': html(
      layout(
        'Contact | Lakeview Family Dentistry',
        `<h1>Contact us</h1>
<script type="application/ld+json">${JSON.stringify({
          '@context': 'https://schema.org',
          '@type': 'Dentist',
          name: PROSPECT.name,
          telephone: '+1-312-555-0148',
          email: PROSPECT.email,
          address: {
            '@type': 'PostalAddress',
            streetAddress: '1200 Lake Shore Dr',
            addressLocality: 'Chicago',
            addressRegion: 'IL',
            postalCode: '60610',
          },
          openingHours: 'Mo-Fr 08:00-17:00',
        })}</script>
<p>Write to <a href="mailto:${PROSPECT.email}">${PROSPECT.email}</a> or use the form.</p>
<p>Open Monday to Friday, 8am – 5pm.</p>
<form action="/contact" method="post"><label>Your name <input name="name"></label>
<label>Email <input type="email" name="email"></label><label>Message <textarea name="message"></textarea></label>
<button type="submit">Send</button></form>`,
      ),
    ),
    '/robots.txt': text('User-agent: *\nAllow: /\n'),
    '/sitemap.xml': (_request, response) => {
      response
        .writeHead(200, { 'content-type': 'application/xml' })
        .end(
          `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${['/', '/about', '/contact']
            .map((path) => `<url><loc>${origin()}${path}</loc></url>`)
            .join('')}</urlset>`,
        );
    },
  };
}
