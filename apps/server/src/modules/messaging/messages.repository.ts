import { SNIPPET_MARK_END, SNIPPET_MARK_START } from '@proclub/contracts/messaging';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messageReactions } from '../../db/schema/index';
import { queryRows } from '../../lib/query-rows.repository';
import type { MessageRow, ReactionRow } from './messaging.mapper';

export type MessagePageRow = MessageRow & { key: string };

/** Reactions of message m, grouped by emoji in the order they were first used. */
const reactionsOf = (messageId: SQL) => sql`
  coalesce((
    select json_agg(json_build_object('emoji', r.emoji, 'count', r.count, 'userIds', r.user_ids) order by r.first_at)
    from (
      select emoji, count(*)::int as count, array_agg(user_id order by created_at) as user_ids, min(created_at) as first_at
      from message_reactions where message_id = ${messageId} group by emoji
    ) r
  ), '[]'::json)`;

/**
 * A user's unread messages in their other conversations, as the statement found them: the send statement
 * only changes this conversation's rows, so this plus the new count is the user's total.
 */
const otherConversationsUnread = (userId: SQL) => sql`(
  select sum(o.unread_count) from conversation_participants o
  where o.user_id = ${userId} and o.conversation_id <> i.conversation_id
)`;

export type InsertedMessage = MessageRow & {
  recipients: { userId: string; inConversation: number; total: number }[];
  senderTotal: number;
};

const senderColumns = sql`pr.full_name as "senderName", pr.email as "senderEmail", pr.role as "senderRole",
  pr.avatar_url as "senderAvatarUrl"`;

export class MessagesRepository {
  constructor(private readonly db: Db) {}

  /**
   * The newest `limit` messages before the cursor, newest first (the service reverses them). The
   * (conversation_id, created_at, id) index is walked backwards, so a 10,000-message history opens as fast
   * as a short one.
   */
  async page(conversationId: string, limit: number, before: { key: string; id: string } | null): Promise<MessagePageRow[]> {
    const beforeClause = before ? sql`and (m.created_at, m.id) < (${before.key}::timestamptz, ${before.id}::uuid)` : sql``;
    return queryRows<MessagePageRow>(
      this.db,
      sql`
      select m.id, m.conversation_id as "conversationId", m.sender_id as "senderId", m.content, m.created_at as "createdAt",
             to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "key",
             ${senderColumns}, ${reactionsOf(sql`m.id`)} as "reactions"
      from conversation_messages m
      left join profiles pr on pr.id = m.sender_id
      where m.conversation_id = ${conversationId} ${beforeClause}
      order by m.created_at desc, m.id desc
      limit ${limit}`,
    );
  }

  /**
   * Saves a message if the sender is a participant (else returns null). The same statement moves the
   * conversation's last_message_at (and every participant's inbox copy of it), marks it read for the sender
   * (their own message is never unread), adds one to every other participant's unread count, clears the
   * sender's typing indicator, and returns each recipient's new unread counts for the inbox events. One
   * round trip: sending is the hot path. Sends to one conversation are serialised on its row (no deadlocks).
   */
  async insertAsParticipant(conversationId: string, senderId: string, content: string): Promise<InsertedMessage | null> {
    const [row] = await queryRows<InsertedMessage>(
      this.db,
      sql`
      -- Sends to one conversation take turns on its row first: the updates below touch the same participant rows
      -- in no fixed order, and concurrent sends to a busy group deadlocked (107 in a 60 s load run).
      with turn as (
        select id from conversations where id = ${conversationId}::uuid for update
      ), inserted as (
        insert into conversation_messages (conversation_id, sender_id, content)
        select turn.id, ${senderId}, ${content} from turn
        where exists (
          select 1 from conversation_participants where conversation_id = ${conversationId}::uuid and user_id = ${senderId}
        )
        returning id, conversation_id, sender_id, content, created_at
      ), bumped as (
        update conversations set last_message_at = inserted.created_at
        from inserted where conversations.id = inserted.conversation_id and conversations.last_message_at < inserted.created_at
      ), read_own as (
        update conversation_participants
        set last_read_at = greatest(conversation_participants.last_read_at, inserted.created_at), unread_count = 0,
            last_message_at = greatest(conversation_participants.last_message_at, inserted.created_at)
        from inserted
        where conversation_participants.conversation_id = inserted.conversation_id
          and conversation_participants.user_id = inserted.sender_id
      ), counted as (
        -- A reader whose last_read_at already passed this message (a read racing the send) has read it.
        update conversation_participants p
        set unread_count = p.unread_count + (case when p.last_read_at < inserted.created_at then 1 else 0 end),
            last_message_at = greatest(p.last_message_at, inserted.created_at)
        from inserted
        where p.conversation_id = inserted.conversation_id and p.user_id <> inserted.sender_id
        returning p.user_id, p.unread_count
      ), stopped_typing as (
        delete from typing_indicators
        where conversation_id = ${conversationId}::uuid and user_id = ${senderId} and exists (select 1 from inserted)
      )
      select i.id, i.conversation_id as "conversationId", i.sender_id as "senderId", i.content, i.created_at as "createdAt",
             ${senderColumns}, '[]'::json as "reactions",
             coalesce((
               select json_agg(json_build_object(
                 'userId', c.user_id,
                 'inConversation', c.unread_count,
                 'total', c.unread_count + coalesce(${otherConversationsUnread(sql`c.user_id`)}, 0)
               ))
               from counted c
             ), '[]'::json) as "recipients",
             coalesce(${otherConversationsUnread(sql`i.sender_id`)}, 0)::int as "senderTotal"
      from inserted i left join profiles pr on pr.id = i.sender_id`,
    );
    return row ?? null;
  }

  /** In one round trip: is the user a participant, and is the message in that conversation? */
  async reactionTarget(conversationId: string, messageId: string, userId: string): Promise<{ member: boolean; found: boolean }> {
    const [row] = await queryRows<{ member: boolean; found: boolean }>(
      this.db,
      sql`
      select exists (
               select 1 from conversation_participants where conversation_id = ${conversationId}::uuid and user_id = ${userId}
             ) as "member",
             exists (
               select 1 from conversation_messages where id = ${messageId}::uuid and conversation_id = ${conversationId}::uuid
             ) as "found"`,
    );
    return row;
  }

  /** Adds the user's reaction, or removes it when it is already there; returns the message's reactions. */
  async toggleReaction(messageId: string, userId: string, emoji: string): Promise<ReactionRow[]> {
    const inserted = await this.db
      .insert(messageReactions)
      .values({ messageId, userId, emoji })
      .onConflictDoNothing()
      .returning({ id: messageReactions.id });
    if (inserted.length === 0) {
      await this.db
        .delete(messageReactions)
        .where(
          and(eq(messageReactions.messageId, messageId), eq(messageReactions.userId, userId), eq(messageReactions.emoji, emoji)),
        );
    }
    const [row] = await queryRows<{ reactions: ReactionRow[] }>(
      this.db,
      sql`select ${reactionsOf(sql`${messageId}::uuid`)} as "reactions"`,
    );
    return row.reactions;
  }

  /**
   * Moves last_read_at to now (or the newest message, if later) and zeroes the unread count. `advanced` says
   * whether it passed a message from someone else (read receipts changed); `total` is the user's new total.
   */
  async markRead(
    conversationId: string,
    userId: string,
  ): Promise<{ lastReadAt: Date | string; advanced: boolean; total: number } | null> {
    const [row] = await queryRows<{ lastReadAt: Date | string; advanced: boolean; total: number }>(
      this.db,
      sql`
      with target as (
        select id, unread_count from conversation_participants where conversation_id = ${conversationId} and user_id = ${userId}
      ), updated as (
        update conversation_participants p
        set last_read_at = greatest(p.last_read_at, now(),
              coalesce((select max(created_at) from conversation_messages where conversation_id = ${conversationId}), p.last_read_at)),
            unread_count = 0
        from target where p.id = target.id
        returning p.last_read_at, target.unread_count as previous_unread
      )
      select updated.last_read_at as "lastReadAt", updated.previous_unread > 0 as "advanced",
             coalesce((
               select sum(unread_count) from conversation_participants
               where user_id = ${userId} and conversation_id <> ${conversationId}
             ), 0)::int as "total"
      from updated`,
    );
    return row ?? null;
  }

  /** Messages from others newer than the user's last_read_at, over all their conversations. */
  async unreadTotal(userId: string): Promise<number> {
    const [row] = await queryRows<{ total: number }>(
      this.db,
      sql`select coalesce(sum(unread_count), 0)::int as total from conversation_participants where user_id = ${userId}`,
    );
    return row.total;
  }

  /** For every participant (except `exceptUserId`): unread in this conversation and in total. */
  async unreadForParticipants(
    conversationId: string,
    exceptUserId: string | null,
  ): Promise<{ userId: string; inConversation: number; total: number }[]> {
    const except = exceptUserId ? sql`and mine.user_id <> ${exceptUserId}` : sql``;
    return queryRows(
      this.db,
      sql`
      select mine.user_id as "userId", mine.unread_count as "inConversation",
             (select coalesce(sum(o.unread_count), 0) from conversation_participants o where o.user_id = mine.user_id)::int as "total"
      from conversation_participants mine
      where mine.conversation_id = ${conversationId} ${except}`,
    );
  }

  /** Full-text search over the messages of the user's own conversations, newest first. */
  async search(userId: string, q: string, limit: number) {
    const query = sql`websearch_to_tsquery('english', ${q})`;
    const options = `StartSel=${SNIPPET_MARK_START}, StopSel=${SNIPPET_MARK_END}, MaxWords=24, MinWords=8, MaxFragments=2, FragmentDelimiter=" … "`;
    return queryRows<MessageRow & { conversationTitle: string; snippet: string }>(
      this.db,
      sql`
      with hits as (
        select m.id, m.conversation_id, m.sender_id, m.content, m.created_at
        from conversation_messages m
        join conversation_participants p on p.conversation_id = m.conversation_id and p.user_id = ${userId}
        where m.search @@ ${query}
        order by m.created_at desc, m.id desc
        limit ${limit}
      )
      select h.id, h.conversation_id as "conversationId", h.sender_id as "senderId", h.content, h.created_at as "createdAt",
             c.title as "conversationTitle", ${senderColumns}, ${reactionsOf(sql`h.id`)} as "reactions",
             ts_headline('english', h.content, ${query}, ${options}) as "snippet"
      from hits h
      join conversations c on c.id = h.conversation_id
      left join profiles pr on pr.id = h.sender_id
      order by h.created_at desc, h.id desc`,
    );
  }
}
