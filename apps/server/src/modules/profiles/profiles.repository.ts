import type { Profile } from '@proclub/contracts/profiles';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema/index';

const profileColumns = {
  id: profiles.id,
  role: profiles.role,
  fullName: profiles.fullName,
  email: profiles.email,
  avatarUrl: profiles.avatarUrl,
  companyName: profiles.companyName,
  bio: profiles.bio,
  location: profiles.location,
  website: profiles.website,
};

export type ProfileDetails = Partial<Pick<Profile, 'fullName' | 'companyName' | 'bio' | 'location' | 'website' | 'avatarUrl'>>;

export class ProfilesRepository {
  constructor(private readonly db: Db) {}

  async findById(id: string): Promise<Profile | null> {
    const [row] = await this.db.select(profileColumns).from(profiles).where(eq(profiles.id, id));
    return row ?? null;
  }

  /** Creates the profile if the account hook never ran (e.g. it failed); returns the existing one otherwise. */
  async ensure(id: string, email: string, fullName: string | null): Promise<Profile> {
    await this.db.insert(profiles).values({ id, email, fullName }).onConflictDoNothing();
    const found = await this.findById(id);
    if (!found) throw new Error(`profile ${id} missing after insert`);
    return found;
  }

  /** Sets the role only while none is set; returns null when a role was already chosen. */
  async completeSetup(id: string, role: NonNullable<Profile['role']>, details: ProfileDetails): Promise<Profile | null> {
    const [row] = await this.db
      .update(profiles)
      .set({ role, ...details, updatedAt: new Date() })
      .where(and(eq(profiles.id, id), isNull(profiles.role)))
      .returning(profileColumns);
    return row ?? null;
  }

  async update(id: string, details: ProfileDetails): Promise<Profile | null> {
    const [row] = await this.db
      .update(profiles)
      .set({ ...details, updatedAt: new Date() })
      .where(eq(profiles.id, id))
      .returning(profileColumns);
    return row ?? null;
  }

  /** The app role (profiles.role; the trigger copies it to the admin plugin's user.role). */
  async setRole(id: string, role: NonNullable<Profile['role']>): Promise<void> {
    await this.db.update(profiles).set({ role, updatedAt: new Date() }).where(eq(profiles.id, id));
  }
}
