import type { Participant } from '@proclub/contracts/messaging';
import { displayName } from './person-name';

/** Who (other than me) has read up to this message: their last_read_at is at or after it. */
export function seenBy(createdAt: string, participants: Participant[], meId: string): string[] {
  const at = Date.parse(createdAt);
  return participants
    .filter((participant) => participant.userId !== meId && Date.parse(participant.lastReadAt) >= at)
    .map((participant) => displayName(participant.person));
}

/** 'Seen by Bob', 'Seen by Bob and Carol', 'Seen by Bob, Carol and 2 others'. */
export function seenByText(names: string[]): string | null {
  if (names.length === 0) return null;
  if (names.length === 1) return `Seen by ${names[0]}`;
  if (names.length === 2) return `Seen by ${names[0]} and ${names[1]}`;
  if (names.length === 3) return `Seen by ${names[0]}, ${names[1]} and ${names[2]}`;
  return `Seen by ${names[0]}, ${names[1]} and ${names.length - 2} others`;
}
