import type { ConversationType, ParticipantRole } from '@proclub/contracts/messaging';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversationMessages, conversationParticipants, conversations, profiles, services } from '../../db/schema/index';
import { queryRows } from '../../lib/query-rows.repository';
import { LIVE_STATUSES } from '../membership/membership.public';
import { workspaceOwner } from '../workspaces/workspaces.public';
import type { ParticipantRow, PersonRow } from './messaging.mapper';

export interface ConversationListRow {
  id: string;
  title: string;
  type: ConversationType;
  myRole: ParticipantRole;
  lastMessageAt: Date | string;
  /** Microsecond-exact sort key for the cursor (a JS Date would round and make pages skip rows). */
  lastMessageKey: string;
  lastContent: string | null;
  lastSenderName: string | null;
  unread: number;
  priority: boolean;
}

export interface ConversationRow {
  id: string;
  title: string;
  type: ConversationType;
  lastMessageAt: Date;
  serviceId: string | null;
}

export interface NewConversation {
  title: string;
  type: ConversationType;
  createdBy: string;
  serviceId?: string | null;
  participants: { userId: string; role: ParticipantRole }[];
}

const PREVIEW_CHARS = 200;
/** A name search shorter than this finds only connections (one letter would list everyone). */
const NAME_SEARCH_MIN = 2;

/**
 * A support conversation opened by someone with a live Priority Support add-on is marked priority for every
 * participant. Read at list time, so dropping the add-on drops the mark (same rule as MembershipAccess).
 */
const priorityColumn = sql`(c.type = 'support' and exists (
  select 1 from subscriptions s
  where s.user_id = c.created_by
    and s.status in (${sql.join(
      LIVE_STATUSES.map((status) => sql`${status}`),
      sql`, `,
    )})
    and s.current_period_end > now()
    and 'priority_support' = any(s.add_ons)))`;

const personColumns = {
  id: profiles.id,
  fullName: profiles.fullName,
  email: profiles.email,
  role: profiles.role,
  avatarUrl: profiles.avatarUrl,
};

export class ConversationsRepository {
  constructor(private readonly db: Db) {}

  async participantRole(conversationId: string, userId: string): Promise<ParticipantRole | null> {
    const [row] = await this.db
      .select({ role: conversationParticipants.role })
      .from(conversationParticipants)
      .where(and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.userId, userId)));
    return row?.role ?? null;
  }

  /**
   * One page of a user's conversations, newest activity first, with the last message and the unread count
   * in the same statement (no query per conversation). The page is read straight off the participant inbox
   * index (user_id, last_message_at, conversation_id), and only its rows get the last-message lookup, so a
   * user in thousands of conversations pays for one page.
   */
  async listForUser(userId: string, limit: number, after: { key: string; id: string } | null): Promise<ConversationListRow[]> {
    const afterClause = after
      ? sql`and (p.last_message_at, p.conversation_id) < (${after.key}::timestamptz, ${after.id}::uuid)`
      : sql``;
    return queryRows<ConversationListRow>(
      this.db,
      sql`
      with page as (
        select p.conversation_id as id, p.last_message_at, p.role, p.unread_count
        from conversation_participants p
        where p.user_id = ${userId} ${afterClause}
        order by p.last_message_at desc, p.conversation_id desc
        limit ${limit}
      )
      select page.id, c.title, c.type, page.role as "myRole",
             page.last_message_at as "lastMessageAt",
             to_char(page.last_message_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "lastMessageKey",
             last.content as "lastContent", last.sender_name as "lastSenderName",
             page.unread_count as "unread",
             ${priorityColumn} as "priority"
      from page
      join conversations c on c.id = page.id
      left join lateral (
        select left(m.content, ${PREVIEW_CHARS}) as content, coalesce(nullif(trim(pr.full_name), ''), pr.email) as sender_name
        from conversation_messages m
        left join profiles pr on pr.id = m.sender_id
        where m.conversation_id = page.id
        order by m.created_at desc, m.id desc
        limit 1
      ) last on true
      order by page.last_message_at desc, page.id desc`,
    );
  }

  async findById(id: string): Promise<ConversationRow | null> {
    const [row] = await this.db
      .select({
        id: conversations.id,
        title: conversations.title,
        type: conversations.type,
        lastMessageAt: conversations.lastMessageAt,
        serviceId: conversations.serviceId,
      })
      .from(conversations)
      .where(eq(conversations.id, id));
    return row ?? null;
  }

  async participants(conversationId: string): Promise<ParticipantRow[]> {
    const rows = await this.db
      .select({
        id: conversationParticipants.id,
        userId: conversationParticipants.userId,
        role: conversationParticipants.role,
        lastReadAt: conversationParticipants.lastReadAt,
        joinedAt: conversationParticipants.joinedAt,
        person: personColumns,
      })
      .from(conversationParticipants)
      .innerJoin(profiles, eq(profiles.id, conversationParticipants.userId))
      .where(eq(conversationParticipants.conversationId, conversationId))
      .orderBy(asc(conversationParticipants.joinedAt), asc(conversationParticipants.id));
    return rows.map(({ joinedAt: _joinedAt, ...row }) => row);
  }

  async participantIds(conversationId: string): Promise<string[]> {
    const rows = await this.db
      .select({ userId: conversationParticipants.userId })
      .from(conversationParticipants)
      .where(eq(conversationParticipants.conversationId, conversationId));
    return rows.map((row) => row.userId);
  }

  /** Which of these ids have a profile. */
  async existingProfileIds(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db.select({ id: profiles.id }).from(profiles).where(inArray(profiles.id, ids));
    return new Set(rows.map((row) => row.id));
  }

  async create(input: NewConversation): Promise<string> {
    return this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(conversations)
        .values({ title: input.title, type: input.type, createdBy: input.createdBy, serviceId: input.serviceId ?? null })
        .returning({ id: conversations.id });
      await tx
        .insert(conversationParticipants)
        .values(input.participants.map((participant) => ({ conversationId: created.id, ...participant })));
      return created.id;
    });
  }

  /**
   * Adds people who are not yet in; returns the ids actually added (a concurrent add wins silently). They
   * have read nothing yet (last_read_at 1970), so the whole history counts as unread for them.
   */
  async addParticipants(conversationId: string, userIds: string[], role: ParticipantRole): Promise<string[]> {
    // Someone removed and added again may have written some of it.
    const history = (userId: string) =>
      sql<number>`(select count(*)::int from ${conversationMessages} where ${conversationMessages.conversationId} = ${conversationId} and ${conversationMessages.senderId} is distinct from ${userId})`;
    const rows = await this.db
      .insert(conversationParticipants)
      .values(
        userIds.map((userId) => ({
          conversationId,
          userId,
          role,
          unreadCount: history(userId),
          lastMessageAt: sql<Date>`(select ${conversations.lastMessageAt} from ${conversations} where ${conversations.id} = ${conversationId})`,
        })),
      )
      .onConflictDoNothing()
      .returning({ userId: conversationParticipants.userId });
    return rows.map((row) => row.userId);
  }

  async removeParticipant(conversationId: string, userId: string): Promise<boolean> {
    const rows = await this.db
      .delete(conversationParticipants)
      .where(and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.userId, userId)))
      .returning({ id: conversationParticipants.id });
    return rows.length > 0;
  }

  /** A listing and the person who answers for it: its workspace's owner (a workspace's id is not always a person's, ADR 045). */
  async findService(serviceId: string): Promise<{ id: string; title: string; sellerId: string; isActive: boolean } | null> {
    const [row] = await this.db
      .select({ id: services.id, title: services.title, workspaceId: services.workspaceId, isActive: services.isActive })
      .from(services)
      .where(eq(services.id, serviceId));
    if (!row) return null;
    const { workspaceId, ...listing } = row;
    return { ...listing, sellerId: (await workspaceOwner(this.db, workspaceId)) ?? workspaceId };
  }

  /**
   * The buyer's inquiry about a service: reused if one exists, otherwise created. An advisory lock on the
   * (service, buyer) pair makes a double click open one conversation, not two.
   */
  async findOrCreateInquiry(
    service: { id: string; title: string; sellerId: string },
    buyerId: string,
  ): Promise<{ id: string; created: boolean }> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`inquiry:${service.id}:${buyerId}`}))`);
      const [existing] = await queryRows<{ id: string }>(
        tx as unknown as Db,
        sql`
        select c.id from conversations c
        where c.service_id = ${service.id} and c.type = 'inquiry'
          and exists (select 1 from conversation_participants p where p.conversation_id = c.id and p.user_id = ${buyerId})
          and exists (select 1 from conversation_participants p where p.conversation_id = c.id and p.user_id = ${service.sellerId})
        order by c.created_at
        limit 1`,
      );
      if (existing) return { id: existing.id, created: false };
      const [created] = await tx
        .insert(conversations)
        .values({ title: service.title.slice(0, 120), type: 'inquiry', createdBy: buyerId, serviceId: service.id })
        .returning({ id: conversations.id });
      await tx.insert(conversationParticipants).values([
        { conversationId: created.id, userId: buyerId, role: 'admin' },
        { conversationId: created.id, userId: service.sellerId, role: 'client' },
      ]);
      return { id: created.id, created: true };
    });
  }

  /**
   * The New Chat directory (issue #13 item 7). Without a search it lists only the viewer's connections: people
   * they share a conversation or an order with, their CRM clients who have an account, and sellers who keep the
   * viewer as a CRM client. A search also finds anyone else by name, or by the exact address typed; emails are
   * shown only for connections (and for the exact address, which the viewer already knows). Admins never appear.
   */
  async people(
    viewer: { id: string; email: string },
    q: string | undefined,
    limit: number,
    after: { name: string; id: string } | null,
  ) {
    // The connections are read once (a CTE) and joined: each row then knows whether it is one.
    const exactEmail = q ? sql`lower(pr.email) = lower(${q})` : sql`false`;
    let match = sql`conn.id is not null`;
    if (q) {
      const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      match = sql`(
        (conn.id is not null and (pr.full_name ilike ${pattern} or pr.email ilike ${pattern} or pr.company_name ilike ${pattern}))
        or (${q.length >= NAME_SEARCH_MIN} and pr.full_name ilike ${pattern})
        or ${exactEmail}
      )`;
    }
    const afterClause = after ? sql`and (lower(coalesce(pr.full_name, pr.email)), pr.id) > (${after.name}, ${after.id})` : sql``;
    return queryRows<PersonRow & { sortName: string }>(
      this.db,
      sql`
      with connections as (
        select other.user_id as id
          from conversation_participants mine
          join conversation_participants other on other.conversation_id = mine.conversation_id
         where mine.user_id = ${viewer.id}
        union select o.seller_id from orders o where o.buyer_id = ${viewer.id}
        union select o.buyer_id from orders o where o.seller_id = ${viewer.id}
        union select p.id from clients c join profiles p on lower(p.email) = lower(c.email) where c.workspace_id = ${viewer.id}
        union select c.workspace_id from clients c where lower(c.email) = lower(${viewer.email})
      )
      select pr.id, pr.full_name as "fullName", pr.role, pr.avatar_url as "avatarUrl",
             case when conn.id is not null or ${exactEmail} then pr.email end as email,
             lower(coalesce(pr.full_name, pr.email)) as "sortName"
      from profiles pr
      left join connections conn on conn.id = pr.id
      where pr.id <> ${viewer.id} and pr.role is distinct from 'admin' and ${match} ${afterClause}
      order by lower(coalesce(pr.full_name, pr.email)), pr.id
      limit ${limit}`,
    );
  }
}
