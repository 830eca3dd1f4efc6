// What other modules may use from profiles: reading a user's role and public profile, the name client-facing
// pages and emails carry (the seller's brand), and the admin's change of a user's role.
import type { Profile, Role } from '@proclub/contracts/profiles';
import type { Db } from '../../db/client';
import { ProfilesRepository } from './profiles.repository';

export { profilesPersonalData } from './profiles.personal-data.repository';
export { PublicBrands } from './public-brand';

/** Reads one user's profile (role, names): what the seller guards and pages need from profiles. */
export interface ProfileLookup {
  findById(id: string): Promise<Profile | null>;
}

export function profileLookup(db: Db): ProfileLookup {
  const repository = new ProfilesRepository(db);
  return { findById: (id) => repository.findById(id) };
}

/** Changes a user's app role (an admin's decision; a trigger copies it to the admin plugin's user.role). */
export async function setProfileRole(db: Db, id: string, role: Role): Promise<void> {
  await new ProfilesRepository(db).setRole(id, role);
}
