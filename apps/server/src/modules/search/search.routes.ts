import { type SearchHit, type SearchKind, searchQuery, searchResultSchema } from '@proclub/contracts/search';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SearchRepository } from './search.repository';

const linkFor: Record<SearchKind, (id: string) => string> = {
  client: (id) => `/crm/clients/${id}`,
  project: () => '/crm?tab=projects',
  service: (id) => `/services/edit/${id}`,
  conversation: (id) => `/messages?c=${id}`,
  proposal: (id) => `/hub/proposals?open=${id}`,
};

/** GET /api/search?q=: the command palette's search over the signed-in user's own records, by name. */
export async function searchRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const repository = new SearchRepository(app.database.db);
  app.get(
    '/api/search',
    { schema: { tags: ['search'], querystring: searchQuery, response: { 200: searchResultSchema } } },
    async (request) => {
      const user = await request.requireUser();
      const rows = await repository.search(user.id, request.query.q, request.query.limit);
      const items: SearchHit[] = rows.map((row) => ({
        kind: row.kind,
        id: row.id,
        title: row.title,
        subtitle: row.subtitle,
        link: linkFor[row.kind](row.id),
      }));
      return { items };
    },
  );
}
