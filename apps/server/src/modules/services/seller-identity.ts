import type { Profile } from '@proclub/contracts/profiles';
import type { SellerPage } from '@proclub/contracts/services';
import type { Db } from '../../db/client';
import { profileLookup } from '../profiles/profiles.public';
import { WorkspaceDirectory } from '../workspaces/workspaces.public';

export type PublicSeller = SellerPage['seller'] & { role: Profile['role'] };

/** Who a listing's seller is to the public: a person's profile, or a team workspace under its own name. */
export interface SellerLookup {
  findById(workspaceId: string): Promise<PublicSeller | null>;
}

/**
 * A personal workspace's id is its owner's account id, so their profile speaks for it; a workspace made from
 * scratch (ADR 045: a random id) has no profile and shows its own name, with its owner's seller role.
 */
export function sellerLookup(db: Db): SellerLookup {
  const profiles = profileLookup(db);
  const directory = new WorkspaceDirectory(db);
  return {
    async findById(workspaceId) {
      const profile = await profiles.findById(workspaceId);
      if (profile) {
        const { id, fullName, role, avatarUrl, companyName, bio, location, website } = profile;
        return { id, fullName, role, avatarUrl, companyName, bio, location, website };
      }
      const team = await directory.of(workspaceId);
      const owner = team?.ownerId ? await profiles.findById(team.ownerId) : null;
      if (!team || !owner) return null;
      return {
        id: team.id,
        fullName: team.name,
        role: owner.role,
        avatarUrl: null,
        companyName: team.name,
        bio: null,
        location: null,
        website: null,
      };
    },
  };
}
