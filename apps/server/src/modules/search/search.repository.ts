import type { SearchKind } from '@proclub/contracts/search';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../lib/keyset.repository';

export interface SearchRow {
  kind: SearchKind;
  id: string;
  title: string;
  subtitle: string | null;
}

/**
 * The palette's one query: the user's own clients, projects, services, conversations and proposals whose name
 * contains the text, each kind capped. Every branch is scoped by its owner column (workspace_id, or
 * participation), and the name tests are written to match the trigram indexes (clients_search_trgm_idx and the
 * lower(title) indexes of migration 0021), so neither a long table nor a short term scans.
 */
export class SearchRepository {
  constructor(private readonly db: Db) {}

  /**
   * `workspace` is the one the request names, when the person is a member (null: conversations only); services only
   * for a role that manages listings (a member's link to the listing editor would be refused).
   */
  async search(
    userId: string,
    workspace: { id: string; listings: boolean } | null,
    text: string,
    perKind: number,
  ): Promise<SearchRow[]> {
    // No workspace: the seller branches match nothing (an id no workspace has), so the statement stays one shape.
    const workspaceId = workspace?.id ?? '';
    const services = workspace?.listings ? perKind : 0;
    const pattern = containsPattern(text.toLowerCase());
    const clientPattern = containsPattern(text);
    const result = (await this.db.execute(sql`
      (select 'client' as kind, c.id::text as id, c.name as title, coalesce(c.company, c.email) as subtitle
         from clients c
        where c.workspace_id = ${workspaceId}
          and (c.name || ' ' || c.email || ' ' || coalesce(c.company, '')) ilike ${clientPattern}
        order by c.name limit ${perKind})
      union all
      (select 'project', p.id::text, p.title, c.name
         from projects p join clients c on c.id = p.client_id
        where p.workspace_id = ${workspaceId} and lower(p.title) like ${pattern}
        order by p.title limit ${perKind})
      union all
      (select 'service', s.id::text, s.title, s.category::text
         from services s
        where s.workspace_id = ${workspaceId} and lower(s.title) like ${pattern}
        order by s.title limit ${services})
      union all
      (select 'conversation', v.id::text, v.title, null
         from conversations v join conversation_participants cp on cp.conversation_id = v.id and cp.user_id = ${userId}
        where lower(v.title) like ${pattern}
        order by v.last_message_at desc limit ${perKind})
      union all
      (select 'proposal', r.id::text, r.title, r.status::text
         from proposals r
        where r.workspace_id = ${workspaceId} and lower(r.title) like ${pattern}
        order by r.title limit ${perKind})
    `)) as unknown as { rows: SearchRow[] };
    return result.rows;
  }
}
