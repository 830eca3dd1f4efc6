import { findAddress, findOpeningHours, findPhone, localBusinessNodes, siteBusinessName } from './business-facts';
import { type CheckDefinition, fail, pass, quote, warn } from './check-types';
import { typesOf } from './page-context';
import { findWidgets } from './widgets';

const MAP_EMBED = /(google\.[a-z.]+\/maps|maps\.google\.|openstreetmap\.org|bing\.com\/maps|maps\.apple\.com|api\.mapbox\.com)/i;
const MAP_LINK =
  /(google\.[a-z.]+\/maps|maps\.google\.|goo\.gl\/maps|maps\.app\.goo\.gl|g\.page\/|openstreetmap\.org|maps\.apple\.com)/i;

export const localChecks: CheckDefinition[] = [
  {
    id: 'local_business_schema',
    group: 'local',
    label: 'LocalBusiness structured data',
    weight: 3,
    advice: 'schema.org LocalBusiness JSON-LD (name, address, phone, hours) feeds Google’s local results.',
    run: (page) => {
      const local = localBusinessNodes(page);
      if (local.length) return pass(`JSON-LD @type ${typesOf(local[0]).join(', ')}`);
      if (page.jsonLd.length) {
        const types = [...new Set(page.jsonLd.flatMap(typesOf))].slice(0, 4).join(', ') || 'untyped';
        return warn(`JSON-LD found (${types}) but no LocalBusiness type`);
      }
      if (page.jsonLdErrors) return fail(`${page.jsonLdErrors} JSON-LD block(s) could not be parsed`);
      return fail('No JSON-LD structured data on the page');
    },
  },
  {
    id: 'business_name',
    group: 'local',
    label: 'Business name',
    weight: 1,
    advice: 'State the business name in schema.org data or og:site_name, not only in a logo image.',
    run: (page) => {
      const name = siteBusinessName(page);
      if (!name) return fail('No business name found');
      return !name.confident
        ? warn(`${quote(name.name)} (only guessed from the ${name.source === 'H1 heading' ? 'H1 heading' : 'page title'})`)
        : pass(`${quote(name.name)} (${name.source})`);
    },
  },
  {
    id: 'address',
    group: 'local',
    label: 'Address on page',
    weight: 2,
    advice: 'Show the full street address as text so customers and Google can place you on the map.',
    run: (page) => {
      const { address, poBox } = findAddress(page);
      if (address) return pass(`${quote(address.text)} (${address.source})`);
      if (poBox) return fail(`Only a P.O. box (${quote(poBox)}): customers and maps need a street address`);
      return fail('No street address (house number and street) found on the page');
    },
  },
  {
    id: 'phone',
    group: 'local',
    label: 'Phone number on page',
    weight: 2,
    advice: 'Show a phone number as text; it must match your Google Business Profile and citations.',
    run: (page) => {
      const phone = findPhone(page);
      return phone ? pass(`${phone.display} (${phone.source})`) : fail('No phone number found on the page');
    },
  },
  {
    id: 'click_to_call',
    group: 'local',
    label: 'Click-to-call link',
    weight: 2,
    advice: 'A tel: link lets phone visitors call with one tap.',
    run: (page) => {
      const tel = page.all('a').find((link) => /^tel:/i.test(link.attribs.href ?? ''));
      if (tel) return pass(`Link to ${tel.attribs.href}`);
      return findPhone(page) ? warn('A phone number is shown but is not a tel: link') : fail('No tel: link and no phone number');
    },
  },
  {
    id: 'map_embed',
    group: 'local',
    label: 'Map',
    weight: 1,
    advice: 'An embedded map (or at least a map link) helps customers find the location.',
    run: ({ all }) => {
      const frame = all('iframe')
        .map((element) => element.attribs.src ?? '')
        .find((src) => MAP_EMBED.test(src));
      if (frame) return pass(`Embedded map: ${frame.slice(0, 100)}`);
      const link = all('a')
        .map((element) => element.attribs.href ?? '')
        .find((href) => MAP_LINK.test(href));
      return link ? warn(`Map link only: ${link.slice(0, 100)}`) : fail('No map embed or map link');
    },
  },
  {
    id: 'opening_hours',
    group: 'local',
    label: 'Opening hours',
    weight: 1,
    advice: 'List opening hours (ideally also as schema.org openingHours).',
    run: (page) => {
      const hours = findOpeningHours(page);
      if (!hours) return fail('No opening hours found');
      return hours.source.startsWith('schema')
        ? pass(`${quote(hours.text)} (${hours.source})`)
        : warn(`${quote(hours.text)} (text only, not in schema.org)`);
    },
  },
  {
    id: 'reviews_shown',
    group: 'local',
    label: 'Reviews and ratings',
    weight: 1,
    advice: 'Showing reviews (and aggregateRating data) builds trust and earns star ratings in search.',
    run: (page) => {
      const rated = page.jsonLd.find((node) => node.aggregateRating && typeof node.aggregateRating === 'object');
      if (rated) {
        const rating = rated.aggregateRating as Record<string, unknown>;
        return pass(
          `aggregateRating ${String(rating.ratingValue ?? '?')} from ${String(rating.reviewCount ?? rating.ratingCount ?? '?')} reviews`,
        );
      }
      const widget = findWidgets(page).find((found) => found.kind === 'reviews');
      if (widget) return pass(`Review widget: ${widget.name}`);
      if (/\b(testimonials?|reviews?)\b/i.test(page.text)) return warn('Mentions reviews or testimonials, but no rating data');
      return fail('No reviews, testimonials or ratings on the page');
    },
  },
];
