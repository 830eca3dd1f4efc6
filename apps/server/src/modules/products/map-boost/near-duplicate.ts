/**
 * Near-duplicate detection for directory pages. Doorway pages copy one text and swap the business or city
 * name; to see through that, each page's own place and name words are removed before comparing, then the
 * pages' word 3-grams are compared (Jaccard similarity, 0–1).
 */

/** Lower-cased words without accents or punctuation. */
export function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

export interface ComparablePage {
  /** The page's own text: description and services. */
  text: string;
  /** Names that legitimately differ between locations: business name, city, region, street, postal code. */
  ownNames: (string | null | undefined)[];
}

const SHINGLE = 3;

/** The page's word 3-grams after removing its own name and place words (single words for very short texts). */
export function fingerprint(page: ComparablePage): Set<string> {
  const own = new Set(page.ownNames.flatMap((name) => (name ? words(name) : [])));
  const kept = words(page.text).filter((word) => !own.has(word));
  if (kept.length < SHINGLE) return new Set(kept);
  const shingles = new Set<string>();
  for (let i = 0; i + SHINGLE <= kept.length; i++) shingles.add(kept.slice(i, i + SHINGLE).join(' '));
  return shingles;
}

/** Jaccard similarity of two fingerprints: 1 for the same text, 0 for nothing in common. */
export function similarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const item of small) if (large.has(item)) shared += 1;
  return shared / (a.size + b.size - shared);
}

export interface DirectoryPageText {
  description: string;
  services: string[];
  /** Business name, street, city, region, postal code. */
  ownNames: (string | null | undefined)[];
}

/**
 * How alike two directory pages are (0–1), once the names and places of both pages are removed from both
 * (so a street or town named in one page's text does not make its copy look different). The larger of
 * the description's and the whole text's similarity counts: the same description with another service
 * list is still a copy.
 */
export function pageSimilarity(a: DirectoryPageText, b: DirectoryPageText): number {
  const names = [...a.ownNames, ...b.ownNames];
  const of = (text: string) => fingerprint({ text, ownNames: names });
  const full = (page: DirectoryPageText) => `${page.description}\n${page.services.join('\n')}`;
  return Math.max(similarity(of(a.description), of(b.description)), similarity(of(full(a)), of(full(b))));
}
