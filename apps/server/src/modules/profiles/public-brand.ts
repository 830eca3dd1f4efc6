import type { PublicBrand } from '@proclub/contracts/hub';
import type { Db } from '../../db/client';
import { MembershipAccess } from '../membership/membership.public';
import { ProfilesRepository } from './profiles.repository';

/**
 * Whose name a client-facing page or email carries: the seller's company (or name). Sellers with White
 * Label Access get pages and emails without ours.
 */
export class PublicBrands {
  private readonly profiles: ProfilesRepository;
  private readonly membership: MembershipAccess;

  constructor(db: Db) {
    this.profiles = new ProfilesRepository(db);
    this.membership = new MembershipAccess(db);
  }

  async of(vendorId: string): Promise<PublicBrand> {
    const [profile, features] = await Promise.all([this.profiles.findById(vendorId), this.membership.features(vendorId)]);
    return { name: profile?.companyName || profile?.fullName || 'Your consultant', whiteLabel: features.whiteLabel };
  }
}
