/** A person who may be named with @ in a thread or conversation. */
export interface Mentionable {
  userId: string;
  name: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The people a message names with @: "@Sam Rivera" (the full name) or "@Sam" (the first name), any case, ending at
 * a space, punctuation or the end. The sender is never among them.
 */
export function mentionedIn<T extends Mentionable>(text: string, people: readonly T[], senderId: string): T[] {
  if (!text.includes('@')) return [];
  const lower = text.toLowerCase();
  const names = (person: T) => [person.name, person.name.split(/\s+/)[0]].filter((name) => name.length > 0);
  const named = (name: string) => new RegExp(`(^|[^\\w@])@${escapeRegExp(name.toLowerCase())}(?![\\w])`, 'u').test(lower);
  return people.filter((person) => person.userId !== senderId && names(person).some(named));
}
