import { CONVERSATION_TYPES, PARTICIPANT_ROLES } from '@proclub/contracts/messaging';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { services } from './services';

export const conversationType = pgEnum('conversation_type', CONVERSATION_TYPES);
export const participantRole = pgEnum('participant_role', PARTICIPANT_ROLES);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    type: conversationType('type').notNull().default('general'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    /** For 'Contact Seller' inquiries: the service they are about, so the same pair reuses one conversation. */
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('conversations_service_idx').on(table.serviceId)],
);

export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: participantRole('role').notNull(),
    // The spec's sample data counts unread from 1970 when last_read_at is missing.
    lastReadAt: timestamp('last_read_at', { withTimezone: true }).notNull().default(sql`'1970-01-01T00:00:00Z'`),
    /**
     * Messages from others newer than last_read_at, kept in step by the send and read statements, so the
     * list, the header total and the per-message inbox updates never count messages.
     */
    unreadCount: integer('unread_count').notNull().default(0),
    /** The conversation's last_message_at, copied here so a user's inbox is one index range (newest first). */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('conversation_participants_unique_idx').on(table.conversationId, table.userId),
    index('conversation_participants_user_idx').on(table.userId, table.conversationId),
    // Walked backwards for ORDER BY last_message_at DESC, conversation_id DESC (plain DESC = NULLS FIRST matches).
    index('conversation_participants_inbox_idx').on(table.userId, table.lastMessageAt, table.conversationId),
  ],
);

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    // Null once the sender deleted their account: the other participants keep the message ("Deleted user").
    senderId: text('sender_id').references(() => user.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('english', coalesce(content, ''))`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('conversation_messages_conversation_created_idx').on(table.conversationId, table.createdAt, table.id),
    index('conversation_messages_search_idx').using('gin', table.search),
  ],
);

export const messageReactions = pgTable(
  'message_reactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => conversationMessages.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    emoji: text('emoji').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('message_reactions_unique_idx').on(table.messageId, table.userId, table.emoji),
    // Same set as REACTION_EMOJI in @proclub/contracts/messaging.
    check('message_reactions_emoji_set', sql`${table.emoji} in ('👍', '❤️', '😂', '😮', '😢', '🎉', '🔥', '👏')`),
  ],
);

/** Typing state lives in the database (not one process's memory) so every instance sees it. */
export const typingIndicators = pgTable(
  'typing_indicators',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    isTyping: boolean('is_typing').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.conversationId, table.userId] })],
);
