import { type SearchHit, type SearchKind, searchQuery, searchResultSchema } from '@proclub/contracts/search';
import { mayDo, WORKSPACE_HEADER } from '@proclub/contracts/workspaces';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { SearchRepository } from './search.repository';

const linkFor: Record<SearchKind, (id: string) => string> = {
  client: (id) => `/crm/clients/${id}`,
  project: () => '/crm?tab=projects',
  service: (id) => `/services/edit/${id}`,
  conversation: (id) => `/messages?c=${id}`,
  proposal: (id) => `/hub/proposals?open=${id}`,
};

/**
 * The workspace whose records the palette searches: the one the request names, through the guard, when the person
 * belongs to it; none for a buyer or a workspace they are not in (their conversations are still theirs).
 */
async function searchedWorkspace(request: FastifyRequest) {
  if (!request.headers[WORKSPACE_HEADER]) return null;
  try {
    const current = await request.workspace('client_work');
    return { id: current.id, listings: mayDo(current.role, 'listings') };
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  }
}

/** GET /api/search?q=: the command palette's search over the signed-in person's records, by name. */
export async function searchRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const repository = new SearchRepository(app.database.db);
  app.get(
    '/api/search',
    { schema: { tags: ['search'], querystring: searchQuery, response: { 200: searchResultSchema } } },
    async (request) => {
      const user = await request.requireUser();
      const rows = await repository.search(user.id, await searchedWorkspace(request), request.query.q, request.query.limit);
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
