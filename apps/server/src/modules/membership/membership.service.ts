import {
  type AddOn,
  type CheckoutResult,
  type Membership,
  membershipTotal,
  type Plans,
  type SubscriptionStatus,
  type TestCheckout,
} from '@proclub/contracts/membership';
import type { Role } from '@proclub/contracts/profiles';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import type { BillingGateway } from './billing-gateway';
import type { PriceBook } from './membership.prices';
import type { MembershipRepository, SubscriptionRow } from './membership.repository';
import { flagsOf, type MembershipAccess, noFlags, usableAddOns } from './membership-access';
import type { TestBilling } from './test-billing';

type TestPayment = Parameters<TestBilling['pay']>[2];

const sameAddOns = (a: readonly AddOn[], b: readonly AddOn[]) => a.length === b.length && a.every((id) => b.includes(id));

/** Plans, check-subscription, checkout and Manage Membership (change add-ons, cancel at period end, resume). */
export class MembershipService {
  constructor(
    private readonly repository: MembershipRepository,
    private readonly access: MembershipAccess,
    private readonly prices: PriceBook,
    private readonly gateway: BillingGateway,
    private readonly testBilling: TestBilling | null,
    private readonly appUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  plans(): Plans {
    return this.prices.plans(this.gateway.kind);
  }

  checkSubscription(user: AuthUser | null): Promise<SubscriptionStatus> {
    return this.access.status(user?.id ?? null);
  }

  /** The plan a workspace works with (its owner's, ADR 047): what any of its members reads. */
  async membershipOfWorkspace(workspaceId: string): Promise<Membership> {
    const [row, role] = await Promise.all([this.access.ofWorkspace(workspaceId), this.repository.roleOfWorkspace(workspaceId)]);
    return toMembership(row, role);
  }

  /** Whether the person may order: their own membership, else the workspace they work in (ADR 045 §6). */
  async checkSubscriptionIn(user: AuthUser, workspaceId: string): Promise<SubscriptionStatus> {
    const own = await this.access.status(user.id);
    return own.subscribed ? own : this.access.status(workspaceId, { ofWorkspace: true });
  }

  async membership(user: AuthUser): Promise<Membership> {
    const [row, role] = await Promise.all([this.access.current(user.id), this.access.role(user.id)]);
    return toMembership(row, role);
  }

  async createCheckout(user: AuthUser, input: { priceId: string; addOns: AddOn[]; userId?: string }): Promise<CheckoutResult> {
    if (input.userId !== undefined && input.userId !== user.id) {
      this.log.warn({ userId: user.id, requested: input.userId }, 'refused a checkout for another account');
      throw forbidden('You can only start a checkout for your own account');
    }
    if (input.priceId !== this.prices.base) {
      this.log.warn({ userId: user.id, priceId: input.priceId }, 'refused a checkout with an unknown price id');
      throw new AppError('unknown_price', 400, 'Unknown price: choose the club membership plan', {
        fields: [{ field: 'priceId', message: 'Unknown price' }],
      });
    }
    if (await this.access.current(user.id))
      throw new AppError('already_member', 409, 'You are already a club member. Manage your add-ons instead.');
    await this.access.assertAddOnsAllowed(user.id, input.addOns);
    const contact = await this.repository.contact(user.id);
    const { url, sessionId } = await this.gateway.startCheckout({
      user,
      name: contact?.name ?? null,
      addOns: input.addOns,
      priceIds: this.prices.lineItems(input.addOns),
      successUrl: `${this.appUrl}/membership?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${this.appUrl}/membership?checkout=cancelled`,
    });
    return { url, sessionId, provider: this.gateway.kind };
  }

  private requireTestBilling(): TestBilling {
    if (!this.testBilling) throw notFound('Checkout');
    return this.testBilling;
  }

  testCheckout(user: AuthUser, id: string): Promise<TestCheckout> {
    return this.requireTestBilling().describe(user, id);
  }

  async payTestCheckout(user: AuthUser, id: string, card: TestPayment): Promise<SubscriptionStatus> {
    await this.requireTestBilling().pay(user, id, card);
    return this.access.status(user.id);
  }

  private async requireSubscription(user: AuthUser): Promise<SubscriptionRow> {
    return this.access.requireMember(user.id);
  }

  async changeAddOns(user: AuthUser, addOns: AddOn[]): Promise<Membership> {
    const subscription = await this.requireSubscription(user);
    await this.access.assertAddOnsAllowed(user.id, addOns);
    if (!sameAddOns(subscription.addOns, addOns)) await this.gateway.changeAddOns(subscription, addOns);
    return this.membership(user);
  }

  async cancel(user: AuthUser): Promise<Membership> {
    const subscription = await this.requireSubscription(user);
    if (!subscription.cancelAtPeriodEnd) await this.gateway.setCancelAtPeriodEnd(subscription, true);
    return this.membership(user);
  }

  /** Before an account is deleted: a paid membership stops renewing, so nothing is charged after the account is gone. */
  async cancelForAccountDeletion(user: AuthUser): Promise<void> {
    const subscription = await this.access.current(user.id);
    if (subscription && !subscription.cancelAtPeriodEnd) await this.gateway.setCancelAtPeriodEnd(subscription, true);
  }

  async resume(user: AuthUser): Promise<Membership> {
    const subscription = await this.requireSubscription(user);
    if (subscription.cancelAtPeriodEnd) await this.gateway.setCancelAtPeriodEnd(subscription, false);
    return this.membership(user);
  }
}

/** `features` are the add-ons the role may use (ADR 026); `addOns` is what is billed. */
export function toMembership(row: SubscriptionRow | null, role: Role | null): Membership {
  if (!row)
    return {
      subscribed: false,
      provider: null,
      status: null,
      subscriptionEnd: null,
      cancelAtPeriodEnd: false,
      addOns: [],
      monthlyTotal: 0,
      features: noFlags,
    };
  return {
    subscribed: true,
    provider: row.provider,
    status: row.status,
    subscriptionEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    addOns: row.addOns,
    monthlyTotal: membershipTotal(row.addOns),
    features: flagsOf(usableAddOns(row.addOns, role)),
  };
}
