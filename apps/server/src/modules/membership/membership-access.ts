import {
  type AddOn,
  type AddOnFlags,
  addOnAllowedFor,
  addOnNotForRoleMessage,
  addOnRequiredMessage,
  MEMBERSHIP_REQUIRED_MESSAGE,
  type SubscriptionStatus,
} from '@proclub/contracts/membership';
import type { Role } from '@proclub/contracts/profiles';
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

/** The add-ons of a subscription that the role may use (ADR 026): one bought before a role change counts for nothing. */
export const usableAddOns = (addOns: readonly AddOn[], role: Role | null): AddOn[] =>
  addOns.filter((id) => addOnAllowedFor(role, id));

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

  role(userId: string): Promise<Role | null> {
    return this.repository.role(userId);
  }

  async features(userId: string): Promise<AddOnFlags> {
    const [row, role] = await Promise.all([this.current(userId), this.role(userId)]);
    return row ? flagsOf(usableAddOns(row.addOns, role)) : noFlags;
  }

  async hasAddOn(userId: string, addOn: AddOn): Promise<boolean> {
    const [row, role] = await Promise.all([this.current(userId), this.role(userId)]);
    return !!row && row.addOns.includes(addOn) && addOnAllowedFor(role, addOn);
  }

  /** 400 naming `addOns` when the list holds an add-on the user's role cannot use (checkout and Manage Membership). */
  async assertAddOnsAllowed(userId: string, addOns: readonly AddOn[]): Promise<void> {
    const role = await this.role(userId);
    const refused = addOns.filter((id) => !addOnAllowedFor(role, id));
    if (refused.length === 0) return;
    const message = addOnNotForRoleMessage(refused[0] as AddOn);
    throw new AppError('add_on_not_for_role', 400, message, {
      fields: [{ field: 'addOns', message }],
      refused,
    });
  }

  /** 402 with a clear message unless the user has a live membership. */
  async requireMember(userId: string): Promise<SubscriptionRow> {
    const row = await this.current(userId);
    if (!row) throw new AppError('membership_required', 402, MEMBERSHIP_REQUIRED_MESSAGE);
    return row;
  }

  /**
   * 403 when the user's role cannot use the add-on at all (no purchase would help); otherwise 402 naming the add-on
   * unless the user's membership includes it. `details.addOn` tells a screen which lock to show.
   */
  async requireAddOn(userId: string, addOn: AddOn): Promise<void> {
    const [row, role] = await Promise.all([this.current(userId), this.role(userId)]);
    if (!addOnAllowedFor(role, addOn)) throw new AppError('add_on_not_for_role', 403, addOnNotForRoleMessage(addOn), { addOn });
    if (!row?.addOns.includes(addOn)) throw new AppError('add_on_required', 402, addOnRequiredMessage(addOn), { addOn });
  }
}
