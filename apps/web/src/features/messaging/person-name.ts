import type { Person } from '@proclub/contracts/messaging';

/** The name shown for a person: full name, else email. */
export function displayName(person: Pick<Person, 'fullName' | 'email'> | null | undefined): string {
  return person?.fullName?.trim() || person?.email || 'Someone';
}

export const participantRoleLabels = { admin: 'Admin', client: 'Client', team_member: 'Team member' } as const;
