import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/test-app';
import { clientSearchText, clients } from './schema/index';

// The search queries only stay fast while their WHERE expressions match an index exactly. With sequential
// scans switched off, the plan must name the index; an edited expression that no longer matches fails here.
describeEachDatabase('search queries can use their indexes', (t) => {
  const planOf = async (query: ReturnType<typeof sql>) =>
    t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
      return result.rows.map((row) => Object.values(row)[0]).join('\n');
    });

  it('the CRM client search (substring, any of name, email, company) uses the trigram index', async () => {
    const plan = await planOf(sql`select id from ${clients} where ${clientSearchText(clients)} ilike ${'%acme%'}`);
    expect(plan).toContain('clients_search_trgm_idx');
  });

  it('the marketplace full-text search uses the GIN index', async () => {
    const plan = await planOf(sql`select id from services where search @@ websearch_to_tsquery('english', ${'bakery site'})`);
    expect(plan).toContain('services_search_idx');
  });
});
