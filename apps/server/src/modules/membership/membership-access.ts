import {
  type AddOn,
  type AddOnFlags,
  addOnRequiredMessage,
  MEMBERSHIP_REQUIRED_MESSAGE,
  type SubscriptionStatus,
} from '@proclub/contracts/membership';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { MembershipRepository, type SubscriptionRow } from './membership.repository';

export const noFlags: AddOnFlags = { advancedCrm: false, prioritySupport: false, analyticsPro: false, whiteLabel: false };

export function flagsOf(addOns: readonly AddOn[]): AddOnFlags {
  return {
    advancedCrm: addOns.includes('advanced_crm'),
    prioritySupport: addOns.includes('priority_support'),
    analyticsPro: addOns.includes('analytics_pro'),
    whiteLabel: addOns.includes('white_label'),
  };
}

/**
 * What a user's membership entitles them to, read from the subscriptions table (which only verified payment
 * events write). Other features gate on this: ordering (member), CRM import and board (Advanced CRM Tools),
 * analytics (Analytics Pro); emails and public pages ask `features(userId).whiteLabel`, support asks
 * `features(userId).prioritySupport`.
 */
export class MembershipAccess {
  private readonly repository: MembershipRepository;

  constructor(
    db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.repository = new MembershipRepository(db);
  }

  current(userId: string): Promise<SubscriptionRow | null> {
    return this.repository.current(userId, this.now());
  }

  async status(userId: string | null): Promise<SubscriptionStatus> {
    const row = userId ? await this.current(userId) : null;
    return { subscribed: !!row, subscriptionEnd: row?.currentPeriodEnd?.toISOString() ?? null };
  }

  async features(userId: string): Promise<AddOnFlags> {
    const row = await this.current(userId);
    return row ? flagsOf(row.addOns) : noFlags;
  }

  async hasAddOn(userId: string, addOn: AddOn): Promise<boolean> {
    const row = await this.current(userId);
    return !!row && row.addOns.includes(addOn);
  }

  /** 402 with a clear message unless the user has a live membership. */
  async requireMember(userId: string): Promise<SubscriptionRow> {
    const row = await this.current(userId);
    if (!row) throw new AppError('membership_required', 402, MEMBERSHIP_REQUIRED_MESSAGE);
    return row;
  }

  /** 402 naming the add-on unless the user's membership includes it. */
  async requireAddOn(userId: string, addOn: AddOn): Promise<void> {
    if (!(await this.hasAddOn(userId, addOn))) throw new AppError('add_on_required', 402, addOnRequiredMessage(addOn));
  }
}
