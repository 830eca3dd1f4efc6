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

  /** A person's membership status, or with `ofWorkspace` a workspace's (its owner's). */
  async status(id: string | null, options: { ofWorkspace?: boolean } = {}): Promise<SubscriptionStatus> {
    const row = id ? await (options.ofWorkspace ? this.ofWorkspace(id) : this.current(id)) : null;
    return { subscribed: !!row, subscriptionEnd: row?.currentPeriodEnd?.toISOString() ?? null };
  }

  role(userId: string): Promise<Role | null> {
    return this.repository.role(userId);
  }

  /**
   * The membership a workspace works with (ADR 045 §6, ADR 047): its owner's, which every member uses. `id` is a
   * workspace id, or the account id of a person without a workspace (a client-role buyer: their own).
   */
  ofWorkspace(id: string): Promise<SubscriptionRow | null> {
    return this.repository.currentOfWorkspace(id, this.now());
  }

  private async workspaceEntitlement(id: string) {
    return Promise.all([this.ofWorkspace(id), this.repository.roleOfWorkspace(id)]);
  }

  /** The add-ons a workspace's seller tools may use (`id`: a workspace id, or a person without a workspace). */
  async features(id: string): Promise<AddOnFlags> {
    const [row, role] = await this.workspaceEntitlement(id);
    return row ? flagsOf(usableAddOns(row.addOns, role)) : noFlags;
  }

  async hasAddOn(id: string, addOn: AddOn): Promise<boolean> {
    const [row, role] = await this.workspaceEntitlement(id);
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

  /**
   * 402 with a clear message unless the person may order (ADR 045 §6): they hold a live membership of their own, or
   * the workspace they work in (`workspaceId`) has one.
   */
  async requireMember(userId: string, workspaceId: string | null = null): Promise<SubscriptionRow> {
    const row = (await this.current(userId)) ?? (workspaceId ? await this.ofWorkspace(workspaceId) : null);
    if (!row) throw new AppError('membership_required', 402, MEMBERSHIP_REQUIRED_MESSAGE);
    return row;
  }

  /**
   * 403 when the user's role cannot use the add-on at all (no purchase would help); otherwise 402 naming the add-on
   * unless the user's membership includes it. `details.addOn` tells a screen which lock to show.
   */
  async requireAddOn(id: string, addOn: AddOn): Promise<void> {
    const [row, role] = await this.workspaceEntitlement(id);
    if (!addOnAllowedFor(role, addOn)) throw new AppError('add_on_not_for_role', 403, addOnNotForRoleMessage(addOn), { addOn });
    if (!row?.addOns.includes(addOn)) throw new AppError('add_on_required', 402, addOnRequiredMessage(addOn), { addOn });
  }
}
