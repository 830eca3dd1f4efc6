import { namesMatch, siteBusinessName } from './business-facts';
import { type CheckDefinition, fail, pass, quote, warn } from './check-types';
import type { PageContext } from './page-context';

export interface GoogleBusinessReading {
  input: string | null;
  kind: 'name' | 'url' | null;
  name: string | null;
  siteName: string | null;
  siteNameSource: string | null;
  napMatch: 'match' | 'mismatch' | 'unknown' | null;
}

/** A Maps place URL carries the place name (…/maps/place/Rosa's+Bakery/@…); g.page links carry a slug. */
function nameFromUrl(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(raw) ? raw : `https://${raw}`);
  } catch {
    return null;
  }
  const place = url.pathname.match(/\/maps\/place\/([^/@]+)/);
  if (place) return decodeURIComponent(place[1].replace(/\+/g, ' ')).trim() || null;
  if (/(^|\.)g\.page$/i.test(url.hostname)) {
    const slug = url.pathname.split('/').filter(Boolean)[0];
    return slug ? slug.replace(/[-_]+/g, ' ').trim() : null;
  }
  const query = url.searchParams.get('q') ?? url.searchParams.get('query');
  return query?.trim() || null;
}

const looksLikeUrl = (value: string) =>
  /^https?:\/\//i.test(value) || /^[\w-]+(\.[\w-]+)+\//.test(value) || /^(www\.)?(google\.|g\.page|maps\.app)/i.test(value);

export function readGoogleBusiness(page: PageContext): GoogleBusinessReading {
  const input = page.googleBusinessProfile;
  const site = siteBusinessName(page);
  const siteName = site?.name ?? null;
  const siteNameSource = site?.source ?? null;
  if (!input) return { input: null, kind: null, name: null, siteName, siteNameSource, napMatch: null };
  const kind = looksLikeUrl(input) ? 'url' : 'name';
  const name = kind === 'url' ? nameFromUrl(input) : input;
  // A name guessed from the title or H1 alone is often keywords ("Best Plumber in Portland"): no mismatch on a guess.
  const napMatch = !name || !site ? 'unknown' : namesMatch(name, site.name) ? 'match' : site.confident ? 'mismatch' : 'unknown';
  return { input, kind, name, siteName, siteNameSource, napMatch };
}

export const googleBusinessChecks: CheckDefinition[] = [
  {
    id: 'gbp_provided',
    group: 'google_business',
    label: 'Google Business Profile given',
    weight: 1,
    advice: 'Enter the business name or its Google Maps link to compare the profile with the site.',
    run: (page) => {
      const reading = readGoogleBusiness(page);
      if (!reading.input) return warn('No Google Business Profile was given');
      return pass(
        reading.kind === 'url' ? `Profile URL: ${reading.input.slice(0, 120)}` : `Business name: ${quote(reading.input)}`,
      );
    },
  },
  {
    id: 'gbp_nap_match',
    group: 'google_business',
    label: 'Name matches the profile',
    weight: 2,
    advice: 'The name on the site should match the Google Business Profile exactly (NAP consistency).',
    run: (page) => {
      const reading = readGoogleBusiness(page);
      if (!reading.input) return warn('Nothing to compare: no Google Business Profile given');
      if (reading.napMatch === 'match')
        return pass(`Profile ${quote(reading.name ?? '')} matches the site’s ${quote(reading.siteName ?? '')}`);
      if (reading.napMatch === 'mismatch')
        return fail(`Profile ${quote(reading.name ?? '')} differs from the site’s ${quote(reading.siteName ?? '')}`);
      if (!reading.name) return warn('The profile link does not contain a business name to compare');
      if (reading.siteName)
        return warn(
          `The site states no business name (only a guess from the ${reading.siteNameSource === 'H1 heading' ? 'H1' : 'title'}, ${quote(reading.siteName)}) to compare with the profile`,
        );
      return warn('The site shows no business name to compare with the profile');
    },
  },
];
