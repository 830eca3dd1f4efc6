import type { Message, Participant, Person } from '@proclub/contracts/messaging';

/** Timestamps come back as Date from the drivers but as text inside json; both become ISO strings. */
export function iso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

export interface PersonRow {
  id: string;
  fullName: string | null;
  email: string | null;
  role: string | null;
  avatarUrl: string | null;
}

export function toPerson(row: PersonRow): Person {
  return { id: row.id, fullName: row.fullName, email: row.email, role: row.role, avatarUrl: row.avatarUrl };
}

/** The name other people see: full name, else the email address. */
export function displayName(person: { fullName: string | null; email: string | null }): string | null {
  return person.fullName?.trim() || person.email || null;
}

export interface ReactionRow {
  emoji: string;
  count: number;
  userIds: string[];
}

/** Stands in for the sender of a message whose account was deleted (the message itself stays with the others). */
export const DELETED_USER = { id: 'deleted-user', name: 'Deleted user' } as const;

export interface MessageRow {
  id: string;
  conversationId: string;
  senderId: string | null;
  content: string;
  createdAt: Date | string;
  senderName: string | null;
  senderEmail: string | null;
  senderRole: string | null;
  senderAvatarUrl: string | null;
  reactions: ReactionRow[] | null;
}

export function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId ?? DELETED_USER.id,
    content: row.content,
    createdAt: iso(row.createdAt),
    sender: toPerson({
      id: row.senderId ?? DELETED_USER.id,
      fullName: row.senderId ? row.senderName : DELETED_USER.name,
      email: row.senderEmail,
      role: row.senderRole,
      avatarUrl: row.senderAvatarUrl,
    }),
    reactions: (row.reactions ?? []).map((reaction) => ({
      emoji: reaction.emoji,
      count: Number(reaction.count),
      userIds: reaction.userIds,
    })),
  };
}

export interface ParticipantRow {
  id: string;
  userId: string;
  role: Participant['role'];
  lastReadAt: Date | string;
  person: PersonRow;
}

export function toParticipant(row: ParticipantRow): Participant {
  return { id: row.id, userId: row.userId, role: row.role, lastReadAt: iso(row.lastReadAt), person: toPerson(row.person) };
}
