import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type PersonalDataSet, rowsFromSql } from '../../lib/personal-data.repository';

const nameOf = (column: string) =>
  sql.raw(`coalesce((select coalesce(p.full_name, p.email) from profiles p where p.id = ${column}), 'Deleted user')`);

/** The messaging part of a data export: conversations (with the other people's names), messages sent, reactions. */
export function messagingPersonalData(db: Db): PersonalDataSet[] {
  return [
    rowsFromSql(
      db,
      'conversations',
      ['conversations', 'conversation_participants'],
      (userId) => sql`
        select c.id, c.title, c.created_at as "createdAt", ${nameOf('c.created_by')} as "startedBy",
               (select string_agg(${nameOf('o.user_id')}, '; ') from conversation_participants o
                 where o.conversation_id = c.id and o.user_id <> ${userId}) as "with"
        from conversations c
        where c.created_by = ${userId}
           or exists (select 1 from conversation_participants me where me.conversation_id = c.id and me.user_id = ${userId})
        order by c.created_at`,
    ),
    rowsFromSql(
      db,
      'messages',
      ['conversation_messages'],
      (userId) => sql`
        select m.id, c.title as "conversation", m.content, m.created_at as "createdAt"
        from conversation_messages m join conversations c on c.id = m.conversation_id
        where m.sender_id = ${userId} order by m.created_at`,
    ),
    rowsFromSql(
      db,
      'message-reactions',
      ['message_reactions'],
      (userId) => sql`
        select r.emoji, m.content as "message", r.created_at as "createdAt"
        from message_reactions r join conversation_messages m on m.id = r.message_id where r.user_id = ${userId}`,
    ),
  ];
}
