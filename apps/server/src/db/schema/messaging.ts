import { CONVERSATION_TYPES, PARTICIPANT_ROLES } from '@proclub/contracts/messaging';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, linkedTo, timestamptz, tsvector, updatedAt, uuidPrimaryKey } from './columns';
import { services } from './services';
import { belongsToUser, linkedToUser } from './user-columns';

export const conversationType = pgEnum('conversation_type', CONVERSATION_TYPES);
export const participantRole = pgEnum('participant_role', PARTICIPANT_ROLES);

export const conversations = pgTable(
  'conversations',
  {
    id: uuidPrimaryKey(),
    title: text('title').notNull(),
    type: conversationType('type').notNull().default('general'),
    createdBy: linkedToUser('created_by'),
    /** For 'Contact Seller' inquiries: the service they are about, so the same pair reuses one conversation. */
    serviceId: linkedTo('service_id', () => services.id),
    lastMessageAt: timestamptz('last_message_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [index('conversations_service_idx').on(table.serviceId)],
);

export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    id: uuidPrimaryKey(),
    conversationId: belongsTo('conversation_id', () => conversations.id),
    userId: belongsToUser('user_id'),
    role: participantRole('role').notNull(),
    // The spec's sample data counts unread from 1970 when last_read_at is missing.
    lastReadAt: timestamptz('last_read_at').notNull().default(sql`'1970-01-01T00:00:00Z'`),
    /**
     * Messages from others newer than last_read_at, kept in step by the send and read statements, so the
     * list, the header total and the per-message inbox updates never count messages.
     */
    unreadCount: integer('unread_count').notNull().default(0),
    /** The conversation's last_message_at, copied here so a user's inbox is one index range (newest first). */
    lastMessageAt: timestamptz('last_message_at').notNull().defaultNow(),
    joinedAt: timestamptz('joined_at').notNull().defaultNow(),
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
    id: uuidPrimaryKey(),
    conversationId: belongsTo('conversation_id', () => conversations.id),
    // Null once the sender deleted their account: the other participants keep the message ("Deleted user").
    senderId: linkedToUser('sender_id'),
    content: text('content').notNull(),
    search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('english', coalesce(content, ''))`),
    createdAt: createdAt(),
  },
  (table) => [
    index('conversation_messages_conversation_created_idx').on(table.conversationId, table.createdAt, table.id),
    index('conversation_messages_search_idx').using('gin', table.search),
  ],
);

export const messageReactions = pgTable(
  'message_reactions',
  {
    id: uuidPrimaryKey(),
    messageId: belongsTo('message_id', () => conversationMessages.id),
    userId: belongsToUser('user_id'),
    emoji: text('emoji').notNull(),
    createdAt: createdAt(),
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
    conversationId: belongsTo('conversation_id', () => conversations.id),
    userId: belongsToUser('user_id'),
    isTyping: boolean('is_typing').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.conversationId, table.userId] })],
);
