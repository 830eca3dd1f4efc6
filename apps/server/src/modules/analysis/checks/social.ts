import { type CheckDefinition, fail, pass, warn } from './check-types';

const OG = ['og:title', 'og:description', 'og:image'] as const;

export const socialChecks: CheckDefinition[] = [
  {
    id: 'open_graph',
    group: 'social',
    label: 'Open Graph tags',
    weight: 2,
    advice: 'og:title, og:description and og:image make shared links show a proper card.',
    run: ({ meta }) => {
      const found = OG.filter((property) => (meta(property) ?? '').trim());
      const missing = OG.filter((property) => !found.includes(property));
      if (missing.length === 0) return pass(`Found ${found.join(', ')}`);
      if (found.length === 0) return fail('No Open Graph tags');
      return warn(`Missing ${missing.join(', ')}`);
    },
  },
  {
    id: 'twitter_card',
    group: 'social',
    label: 'Twitter/X card',
    weight: 1,
    advice: 'A twitter:card meta tag controls how links look on X.',
    run: ({ meta }) => {
      const card = (meta('twitter:card') ?? '').trim();
      if (card) return pass(`twitter:card = ${card}`);
      if (meta('og:title')) return warn('No twitter:card (X falls back to Open Graph)');
      return fail('No twitter:card and no Open Graph tags');
    },
  },
  {
    id: 'favicon',
    group: 'social',
    label: 'Favicon',
    weight: 1,
    advice: 'A favicon shows the brand in browser tabs, bookmarks and mobile search results.',
    run: ({ all }) => {
      const href = all('link').find((link) => /(^|\s)(icon|apple-touch-icon)(\s|$)/i.test(link.attribs.rel ?? ''))?.attribs.href;
      return href ? pass(`Favicon: ${href.slice(0, 120)}`) : warn('No favicon link in the page head');
    },
  },
];
