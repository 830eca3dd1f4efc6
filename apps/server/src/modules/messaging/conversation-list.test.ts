import type { ConversationPage } from '@proclub/contracts/messaging';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { describeEachDatabase, type SignedUpUser, signUp } from '../../test/test-app';
import { api } from './messaging.test-helpers';

const CONVERSATIONS = 1000;

/**
 * Counts the statements the database receives while `run` executes, by wrapping the driver's entry points
 * (node-postgres pool.query, PGlite query/exec) for its duration.
 */
async function countQueries(database: Database, run: () => Promise<unknown>): Promise<number> {
  let count = 0;
  const target = (database.kind === 'postgres' ? database.pool : database.pglite) as unknown as Record<string, unknown>;
  const names = database.kind === 'postgres' ? ['query'] : ['query', 'exec'];
  const originals = names.map((name) => [name, target[name]] as const);
  for (const [name, original] of originals) {
    target[name] = function (this: unknown, ...args: unknown[]) {
      count += 1;
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    };
  }
  try {
    await run();
  } finally {
    for (const [name, original] of originals) target[name] = original;
  }
  return count;
}

describeEachDatabase('messaging: conversation list at scale', (t) => {
  let owner: SignedUpUser;
  let other: SignedUpUser;

  beforeAll(async () => {
    owner = await signUp(t.app, { name: 'Busy Owner' });
    other = await signUp(t.app, { name: 'Other Person' });
    // 1,000 conversations, each with three messages from the other person; every fifth one already read.
    await t.database.db.execute(sql`
      with created as (
        insert into conversations (title, type, last_message_at)
        select 'Conversation ' || g, 'general', now() - g * interval '1 minute'
        from generate_series(1, ${CONVERSATIONS}::int) g
        returning id, last_message_at, title
      ), owner_rows as (
        insert into conversation_participants (conversation_id, user_id, role, last_read_at, unread_count, last_message_at)
        select id, ${owner.id}, 'admin',
               case when split_part(title, ' ', 2)::int % 5 = 0 then last_message_at else '1970-01-01'::timestamptz end,
               case when split_part(title, ' ', 2)::int % 5 = 0 then 0 else 3 end,
               last_message_at
        from created
      ), other_rows as (
        insert into conversation_participants (conversation_id, user_id, role, last_message_at)
        select id, ${other.id}, 'client', last_message_at from created
      )
      insert into conversation_messages (conversation_id, sender_id, content, created_at)
      select id, ${other.id}, title || ' message ' || n, last_message_at - (3 - n) * interval '1 second'
      from created, generate_series(1, 3) n`);
  });

  it('pages through all 1,000 conversations newest first, with previews and unread counts', async () => {
    const seen: ConversationPage['items'] = [];
    let cursor: string | null = null;
    do {
      const response = await owner.client.get(`${api}/conversations?limit=100${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.statusCode).toBe(200);
      const page = response.json() as ConversationPage;
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(CONVERSATIONS);
    expect(new Set(seen.map((item) => item.id)).size).toBe(CONVERSATIONS);
    expect(seen.map((item) => item.title)).toEqual(Array.from({ length: CONVERSATIONS }, (_, i) => `Conversation ${i + 1}`));
    expect(seen[0]).toMatchObject({
      unread: 3,
      lastMessage: { content: 'Conversation 1 message 3', senderName: 'Other Person' },
    });
    expect(seen[4].unread).toBe(0);
    const expectedTotal = (CONVERSATIONS - CONVERSATIONS / 5) * 3;
    expect(seen.reduce((sum, item) => sum + item.unread, 0)).toBe(expectedTotal);
    expect((await owner.client.get(`${api}/unread`)).json()).toEqual({ total: expectedTotal });
  });

  it('loads a page in one statement whatever its size (no query per conversation)', async () => {
    // The session lookup costs the same on every request; the unread endpoint is known to be one statement.
    // The fewest of three runs: the job engine's own polling can land inside one run and add to its count.
    const fewest = async (url: string) => {
      const counts = [];
      for (let run = 0; run < 3; run++) counts.push(await countQueries(t.database, () => owner.client.get(url)));
      return Math.min(...counts);
    };
    const baseline = await fewest(`${api}/unread`);
    const small = await fewest(`${api}/conversations?limit=5`);
    const large = await fewest(`${api}/conversations?limit=100`);
    expect(baseline).toBeGreaterThan(0);
    expect(small).toBe(baseline);
    expect(large).toBe(baseline);
  });
});
