import { z } from 'zod';
import { text } from './common';

/** The palette's search: the signed-in user's own records matched by name. */
export const SEARCH_KINDS = ['client', 'project', 'service', 'conversation', 'proposal'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const searchQuery = z.object({
  q: text().trim().min(2, 'Search must be at least 2 characters').max(100, 'Search must be at most 100 characters'),
  /** Results per kind. */
  limit: z.coerce.number().int().min(1).max(10).default(5),
});

export const searchHitSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  /** The app path that opens it. */
  link: z.string(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchResultSchema = z.object({ items: z.array(searchHitSchema) });
export type SearchResult = z.infer<typeof searchResultSchema>;
