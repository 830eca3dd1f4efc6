import { WEEK_DAYS } from '@proclub/contracts/products';
import { faviconLink } from '../../../lib/favicon';
import { escapeHtml } from '../../../lib/html-escape';
import type { MapPageWrite } from './map-boost.repository';
import { telHref } from './tel-href';

/** What the public page shows: the seller's text without the client it was written for. */
export interface MapPageView extends Omit<MapPageWrite, 'clientId'> {
  slug: string;
  published: boolean;
  updatedAt: Date;
}

/**
 * JSON for a <script> data block: '<' (and '>', '&', U+2028/9) become \u escapes, so a value containing
 * </script> or <!-- cannot end the block or open a comment. JSON.parse reads the same data back.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export const fullAddress = (page: MapPageView) =>
  [page.streetAddress, page.city, [page.region, page.postalCode].filter(Boolean).join(' '), page.country]
    .filter((part) => part?.trim())
    .join(', ');

/** A Google Maps search link for the business at its address (no API key, works everywhere). */
export const mapLink = (page: MapPageView) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${page.businessName}, ${fullAddress(page)}`)}`;

const dayOrder = (day: string) => WEEK_DAYS.indexOf(day as (typeof WEEK_DAYS)[number]);

/** schema.org LocalBusiness for the page (https://schema.org/LocalBusiness). */
export function localBusinessJsonLd(page: MapPageView, pageUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${pageUrl}#business`,
    name: page.businessName,
    description: page.description,
    url: page.website ?? pageUrl,
    telephone: page.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: page.streetAddress,
      addressLocality: page.city,
      ...(page.region ? { addressRegion: page.region } : {}),
      ...(page.postalCode ? { postalCode: page.postalCode } : {}),
      ...(page.country ? { addressCountry: page.country } : {}),
    },
    hasMap: mapLink(page),
    ...(page.hours.length
      ? {
          openingHoursSpecification: [...page.hours]
            .sort((a, b) => dayOrder(a.day) - dayOrder(b.day) || a.opens.localeCompare(b.opens))
            .map((hours) => ({
              '@type': 'OpeningHoursSpecification',
              dayOfWeek: `https://schema.org/${hours.day}`,
              opens: hours.opens,
              closes: hours.closes,
            })),
        }
      : {}),
    makesOffer: page.services.map((service) => ({
      '@type': 'Offer',
      itemOffered: { '@type': 'Service', name: service },
    })),
  };
}

const STYLE = `
:root{color-scheme:light dark;--bg:#f8fafc;--card:#fff;--fg:#0f172a;--muted:#475569;--border:#e2e8f0;--primary:#4f46e5;--note:#fef9c3;--note-fg:#713f12}
@media (prefers-color-scheme:dark){:root{--bg:#0b1020;--card:#111827;--fg:#f1f5f9;--muted:#cbd5e1;--border:#1f2937;--primary:#a5b4fc;--note:#422006;--note-fg:#fef08a}}
*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif}
main{max-width:760px;margin:0 auto;padding:24px 16px 48px}
.note{background:var(--note);color:var(--note-fg);border-radius:8px;padding:10px 14px;margin-bottom:16px;font-size:14px}
.card{background:var(--card);border:1px solid var(--border);border-radius:12px;padding:20px;margin-top:16px}
h1{font-size:1.9rem;line-height:1.2;margin:0 0 4px;overflow-wrap:anywhere}h2{font-size:1.15rem;margin:0 0 12px}
.place{color:var(--muted);margin:0}address{font-style:normal}
.actions{display:flex;flex-wrap:wrap;gap:8px;margin-top:16px}
.button{display:inline-block;padding:10px 16px;border-radius:8px;border:1px solid var(--border);color:var(--fg);text-decoration:none;font-weight:600}
.button.primary{background:var(--primary);border-color:var(--primary);color:#fff}
@media (prefers-color-scheme:dark){.button.primary{color:#0b1020}}
a{color:var(--primary)}p{margin:0 0 12px;overflow-wrap:anywhere}
ul.services{display:flex;flex-wrap:wrap;gap:8px;list-style:none;margin:0;padding:0}
ul.services li{border:1px solid var(--border);border-radius:999px;padding:4px 12px;font-size:14px}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:6px 0;border-bottom:1px solid var(--border)}th{font-weight:600;width:40%}
footer{margin-top:32px;color:var(--muted);font-size:13px;text-align:center}
`;

function hoursRows(page: MapPageView): string {
  return WEEK_DAYS.map((day) => {
    const slots = page.hours.filter((hours) => hours.day === day).sort((a, b) => a.opens.localeCompare(b.opens));
    const text = slots.length ? slots.map((slot) => `${slot.opens}–${slot.closes}`).join(', ') : 'Closed';
    return `<tr><th scope="row">${escapeHtml(day)}</th><td>${escapeHtml(text)}</td></tr>`;
  }).join('');
}

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('');

/**
 * The public directory page: plain server-rendered HTML and CSS, no JavaScript. Every value from the seller
 * is escaped (a business called <script> shows as text); the JSON-LD block is escaped for a script element.
 * Unpublished pages (previews) carry noindex.
 */
export function renderMapPage(page: MapPageView, options: { pageUrl: string; preview: boolean }): string {
  const place = [page.city, page.region].filter(Boolean).join(', ');
  const title = `${page.businessName} — ${place}`;
  const summary = page.description.replace(/\s+/g, ' ').trim().slice(0, 160);
  const robots = page.published && !options.preview ? 'index, follow' : 'noindex, nofollow';
  const services = page.services.map((service) => `<li>${escapeHtml(service)}</li>`).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
${faviconLink('pin')}
<meta name="description" content="${escapeHtml(summary)}">
<meta name="robots" content="${robots}">
${page.published ? `<link rel="canonical" href="${escapeHtml(options.pageUrl)}">` : ''}
<meta property="og:type" content="business.business">
<meta property="og:title" content="${escapeHtml(title)}">
<meta property="og:description" content="${escapeHtml(summary)}">
<style>${STYLE}</style>
<script type="application/ld+json">${jsonForScript(localBusinessJsonLd(page, options.pageUrl))}</script>
</head>
<body>
<main>
${
  options.preview
    ? `<p class="note" role="note">Preview: this page is ${page.published ? 'published' : 'not published yet'}${page.published ? '' : ' and hidden from search engines'}.</p>`
    : ''
}
<header>
<h1>${escapeHtml(page.businessName)}</h1>
<p class="place">${escapeHtml(place)}</p>
</header>
<section class="card" aria-labelledby="contact">
<h2 id="contact">Contact</h2>
<address>${escapeHtml(page.streetAddress)}<br>${escapeHtml(
    [page.city, [page.region, page.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', '),
  )}${page.country ? `<br>${escapeHtml(page.country)}` : ''}</address>
<p style="margin-top:8px">Phone: <a href="${escapeHtml(telHref(page.phone, page.country))}">${escapeHtml(page.phone)}</a></p>
<div class="actions">
<a class="button primary" href="${escapeHtml(mapLink(page))}" rel="noopener noreferrer">Open in Google Maps</a>
<a class="button" href="${escapeHtml(telHref(page.phone, page.country))}">Call ${escapeHtml(page.businessName)}</a>
${page.website ? `<a class="button" href="${escapeHtml(page.website)}" rel="noopener noreferrer">Visit website</a>` : ''}
</div>
</section>
<section class="card" aria-labelledby="about">
<h2 id="about">About ${escapeHtml(page.businessName)}</h2>
${paragraphs(page.description)}
</section>
<section class="card" aria-labelledby="services">
<h2 id="services">Services</h2>
<ul class="services">${services}</ul>
</section>
<section class="card" aria-labelledby="hours">
<h2 id="hours">Opening hours</h2>
${page.hours.length ? `<table><tbody>${hoursRows(page)}</tbody></table>` : '<p>Opening hours are not listed. Please call ahead.</p>'}
</section>
<footer>Updated ${escapeHtml(page.updatedAt.toISOString().slice(0, 10))} · Directory page by ProClub</footer>
</main>
</body>
</html>`;
}

/** The answer for an unknown, unpublished (without its link) or removed page. */
export function renderNotFoundPage(): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>Page not found</title>${faviconLink('pin')}<style>${STYLE}</style></head>
<body><main><h1>Page not found</h1><p class="place">This directory page does not exist or is not published.</p><p><a href="/">Go to ProClub</a></p></main></body>
</html>`;
}
