import { z } from 'zod';
import { text } from './common';

export const CONVERSATION_TYPES = ['general', 'inquiry', 'project', 'support'] as const;
export const conversationTypeSchema = z.enum(CONVERSATION_TYPES, {
  message: 'Type must be general, inquiry, project or support',
});
export type ConversationType = z.infer<typeof conversationTypeSchema>;

export const PARTICIPANT_ROLES = ['admin', 'client', 'team_member'] as const;
export type ParticipantRole = (typeof PARTICIPANT_ROLES)[number];

/** The spec's eight reactions: thumbs up, heart, laughing, surprised, sad, party, fire, clapping. */
export const REACTION_EMOJI = ['👍', '❤️', '😂', '😮', '😢', '🎉', '🔥', '👏'] as const;
export const reactionEmojiSchema = z.enum(REACTION_EMOJI, { message: 'Reaction must be one of the eight supported emoji' });

export const MESSAGE_MAX = 5000;
/** Typing is cleared after 3 s idle and shown only if refreshed within 5 s. */
export const TYPING_IDLE_MS = 3000;
export const TYPING_EXPIRY_MS = 5000;
export const MESSAGE_PAGE_SIZE = 50;

const userIds = z.array(text().min(1).max(64)).max(50, 'At most 50 participants at once');

export const createConversationSchema = z.object({
  title: text().trim().min(1, 'Please enter a conversation title').max(120, 'Title must be at most 120 characters'),
  type: conversationTypeSchema.default('general'),
  participantIds: userIds.min(1, 'Please select at least one participant'),
});
export type CreateConversationInput = z.input<typeof createConversationSchema>;

export const addParticipantsSchema = z.object({ userIds: userIds.min(1, 'Please select at least one user to add') });

export const sendMessageSchema = z.object({
  content: text().trim().min(1, 'Message cannot be empty').max(MESSAGE_MAX, `Message must be at most ${MESSAGE_MAX} characters`),
});

export const reactionInputSchema = z.object({ emoji: reactionEmojiSchema });
export const typingInputSchema = z.object({ isTyping: z.boolean() });

export const personSchema = z.object({
  id: z.string(),
  fullName: z.string().nullable(),
  /** Shown only to people with a relationship (conversation, order, CRM); null otherwise. */
  email: z.string().nullable(),
  role: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type Person = z.infer<typeof personSchema>;

export const participantSchema = z.object({
  id: z.string(),
  userId: z.string(),
  role: z.enum(PARTICIPANT_ROLES),
  lastReadAt: z.string(),
  person: personSchema,
});
export type Participant = z.infer<typeof participantSchema>;

export const reactionSummarySchema = z.object({
  emoji: z.string(),
  count: z.number(),
  userIds: z.array(z.string()),
});

export const messageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  senderId: z.string(),
  content: z.string(),
  createdAt: z.string(),
  sender: personSchema,
  reactions: z.array(reactionSummarySchema),
});
export type Message = z.infer<typeof messageSchema>;

export const messagePageSchema = z.object({
  items: z.array(messageSchema),
  /** Cursor for the next OLDER page (history loads newest last, older pages on scroll up). */
  olderCursor: z.string().nullable(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

export const conversationSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  type: conversationTypeSchema,
  lastMessageAt: z.string(),
  lastMessage: z.object({ content: z.string(), senderName: z.string().nullable() }).nullable(),
  unread: z.number(),
  myRole: z.enum(PARTICIPANT_ROLES),
  /** A support conversation with a Priority Support member in it (the add-on marks it; answer it first). */
  priority: z.boolean().default(false),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationDetailSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: conversationTypeSchema,
  lastMessageAt: z.string(),
  participants: z.array(participantSchema),
});
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

export const unreadTotalSchema = z.object({ total: z.number() });

export const messageSearchResultSchema = z.object({
  items: z.array(
    z.object({ conversationId: z.string(), conversationTitle: z.string(), message: messageSchema, snippet: z.string() }),
  ),
});

/** Realtime events on channel conversation:{id}; unread totals go to user:{id}. */
export type ConversationChannelEvent =
  | { type: 'message.created'; message: Message }
  | { type: 'reaction.changed'; messageId: string; reactions: Message['reactions'] }
  | { type: 'typing'; userId: string; name: string | null; isTyping: boolean; at: string }
  | { type: 'read'; userId: string; lastReadAt: string }
  | { type: 'participants.changed' };

/** 'Alice is typing...', 'Alice and Bob are typing...', 'N people are typing...' */
export function typingText(names: string[]): string | null {
  if (names.length === 0) return null;
  if (names.length === 1) return `${names[0]} is typing...`;
  if (names.length === 2) return `${names[0]} and ${names[1]} are typing...`;
  return `${names.length} people are typing...`;
}

// ---- Additions for the messaging API (pages, results and the user-channel events). ----

export const CONVERSATION_PAGE_SIZE = 30;

export const conversationPageSchema = z.object({
  items: z.array(conversationSummarySchema),
  nextCursor: z.string().nullable(),
});
export type ConversationPage = z.infer<typeof conversationPageSchema>;

export const personPageSchema = z.object({ items: z.array(personSchema), nextCursor: z.string().nullable() });
export type PersonPage = z.infer<typeof personPageSchema>;

export const reactionResultSchema = z.object({ messageId: z.string(), reactions: z.array(reactionSummarySchema) });
export type ReactionResult = z.infer<typeof reactionResultSchema>;

export const typingListSchema = z.object({
  items: z.array(z.object({ userId: z.string(), name: z.string().nullable(), at: z.string() })),
});
export type TypingList = z.infer<typeof typingListSchema>;

export const readResultSchema = z.object({ lastReadAt: z.string(), total: z.number() });
export type ReadResult = z.infer<typeof readResultSchema>;

export const contactSellerSchema = z.object({ serviceId: text().min(1).max(64) });
export type ContactSellerInput = z.infer<typeof contactSellerSchema>;

export const searchQuerySchema = z.object({
  q: text().trim().min(1, 'Please enter something to search for').max(200, 'Search must be at most 200 characters'),
});
export type MessageSearchResult = z.infer<typeof messageSearchResultSchema>;

/** ts_headline marks the matched words with these control characters; the browser turns them into <mark>. */
export const SNIPPET_MARK_START = '\u0002';
export const SNIPPET_MARK_END = '\u0003';

/** Realtime events on channel user:{id}: the inbox of one user (only that user may subscribe). */
export type UserChannelEvent =
  | {
      type: 'inbox';
      conversationId: string;
      lastMessageAt: string;
      lastMessage: { content: string; senderName: string | null };
      /** This conversation's unread count and the user's total, both absolute so repeated delivery is harmless. */
      unread: number;
      total: number;
    }
  | { type: 'unread'; total: number; conversationId?: string; unreadInConversation?: number }
  | { type: 'conversation.added'; conversationId: string }
  | { type: 'conversation.removed'; conversationId: string };
