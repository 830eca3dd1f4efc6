import type { PublicBrand } from '@proclub/contracts/hub';
import type { Db } from '../../db/client';
import { agencyBrand } from '../branding/branding.public';
import { ProfilesRepository } from './profiles.repository';

/**
 * Whose name a client-facing page or email carries: the workspace's brand (branding module, ADR 051): the agency
 * name it set, else its owner's company when it is someone's personal workspace, else the workspace's name; with
 * its logo, colour and support email. Sellers with White Label Access get pages and emails without ours.
 */
export class PublicBrands {
  private readonly profiles: ProfilesRepository;

  constructor(private readonly db: Db) {
    this.profiles = new ProfilesRepository(db);
  }

  async of(workspaceId: string): Promise<PublicBrand> {
    const brand = await agencyBrand(this.db, workspaceId, {
      // A personal workspace's id is its owner's account id: their company (or name) as before.
      fallbackName: async (id) => {
        const profile = await this.profiles.findById(id);
        return profile?.companyName || profile?.fullName || null;
      },
    });
    return {
      name: brand.name,
      whiteLabel: brand.whiteLabel,
      logoUrl: brand.logoUrl,
      color: brand.color,
      supportEmail: brand.supportEmail,
    };
  }
}
