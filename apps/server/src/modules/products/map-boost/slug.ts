import crypto from 'node:crypto';

const MAX = 80;

/** A URL-safe slug from the words given: lower-case ASCII letters and digits joined by hyphens. */
export function slugify(...parts: (string | null | undefined)[]): string {
  const slug = parts
    .filter(Boolean)
    .join(' ')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX)
    .replace(/-+$/g, '');
  return slug || 'business';
}

/** The first candidates tried for a new page's slug, then a random suffix. */
export function slugCandidates(base: string): string[] {
  const trimmed = base.slice(0, MAX - 7);
  return [base, ...[2, 3, 4, 5].map((n) => `${trimmed}-${n}`), `${trimmed}-${crypto.randomBytes(3).toString('hex')}`];
}

/** The unguessable key of a page's preview link (192 bits). */
export const newPreviewToken = () => crypto.randomBytes(24).toString('base64url');

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
