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

export interface MessageRow {
  id: string;
  conversationId: string;
  senderId: string;
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
    senderId: row.senderId,
    content: row.content,
    createdAt: iso(row.createdAt),
    sender: toPerson({
      id: row.senderId,
      fullName: row.senderName,
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
