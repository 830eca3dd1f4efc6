import crypto from 'node:crypto';
import type { AddOn, BillingProvider } from '@proclub/contracts/membership';
import type { Role } from '@proclub/contracts/profiles';
import { and, desc, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  appSettings,
  billingCustomers,
  billingEvents,
  checkoutSessions,
  membershipCharges,
  profiles,
  subscriptions,
  user,
} from '../../db/schema/index';

/** Provider statuses that keep a membership on (until the paid period ends). */
export const LIVE_STATUSES = ['active', 'trialing', 'past_due'] as const;
/** A subscription in one of these never changes again (Stripe never revives it). */
const TERMINAL_STATUSES = ['canceled', 'incomplete_expired'];

/**
 * Who holds a workspace's membership (ADR 047): the workspace's first owner; for an id that names no workspace (a
 * person without one), that person. A personal workspace's id is its owner's, so both read the same row. The one
 * read of workspace_members outside workspaces, kept inside the statement (a sub-select, not a second round trip
 * per add-on check; workspaces.public's WorkspaceDirectory answers the same question in its own query).
 */
const holderOf = (id: string): SQL =>
  sql`coalesce((select wm.user_id from workspace_members wm where wm.workspace_id = ${id} and wm.role = 'owner' order by wm.joined_at, wm.user_id limit 1), ${id})`;

/** A subscription's state as the provider reports it. */
interface SubscriptionState {
  id: string;
  userId: string;
  provider: BillingProvider;
  customerId: string | null;
  status: string;
  addOns: AddOn[];
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
}

export interface SubscriptionRow extends SubscriptionState {
  lastEventCreated: number;
}

export interface SubscriptionSnapshot extends SubscriptionState {
  eventCreated: number;
  eventId: string;
}

export interface CheckoutSessionRow {
  id: string;
  userId: string;
  provider: BillingProvider;
  addOns: AddOn[];
  priceIds: string[];
  status: 'open' | 'complete' | 'expired';
  subscriptionId: string | null;
  expiresAt: Date;
  email: string;
}

const subscriptionColumns = {
  id: subscriptions.id,
  userId: subscriptions.userId,
  provider: subscriptions.provider,
  customerId: subscriptions.customerId,
  status: subscriptions.status,
  addOns: subscriptions.addOns,
  cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
  currentPeriodEnd: subscriptions.currentPeriodEnd,
  lastEventCreated: subscriptions.lastEventCreated,
};

export interface Card {
  brand: string;
  last4: string;
}

export interface NewCharge {
  userId: string;
  provider: BillingProvider;
  invoiceId: string;
  subscriptionId: string | null;
  eventId: string;
  amountCents: number;
  currency: string;
  reason: string;
  addOns: AddOn[];
  periodStart: Date;
  periodEnd: Date;
  card: Card | null;
  paidAt: Date;
}

export interface ChargeRow {
  id: string;
  userId: string;
  provider: BillingProvider;
  invoiceId: string;
  amountCents: number;
  currency: string;
  reason: string;
  addOns: AddOn[];
  periodStart: Date;
  periodEnd: Date;
  cardBrand: string | null;
  cardLast4: string | null;
  paidAt: Date;
}

const chargeColumns = {
  id: membershipCharges.id,
  userId: membershipCharges.userId,
  provider: membershipCharges.provider,
  invoiceId: membershipCharges.invoiceId,
  amountCents: membershipCharges.amountCents,
  currency: membershipCharges.currency,
  reason: membershipCharges.reason,
  addOns: membershipCharges.addOns,
  periodStart: membershipCharges.periodStart,
  periodEnd: membershipCharges.periodEnd,
  cardBrand: membershipCharges.cardBrand,
  cardLast4: membershipCharges.cardLast4,
  paidAt: membershipCharges.paidAt,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class MembershipRepository {
  constructor(private readonly db: Db) {}

  /** The connection (or transaction) this repository writes through: a mail written with it commits with the rows. */
  get executor(): Db {
    return this.db;
  }

  /** Runs the body in one transaction with a repository bound to it. */
  transaction<T>(body: (repository: MembershipRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => body(new MembershipRepository(tx as unknown as Db)));
  }

  /** The user's membership now: a live subscription whose paid period has not ended (latest end first). */
  async current(userId: string, now: Date): Promise<SubscriptionRow | null> {
    return this.liveOf(sql`${userId}`, now);
  }

  /**
   * A workspace's membership now (ADR 047): its owner's. `id` is a workspace id, or the account id of a person
   * without a workspace (a client-role buyer), whose own membership it then is.
   */
  async currentOfWorkspace(id: string, now: Date): Promise<SubscriptionRow | null> {
    return this.liveOf(holderOf(id), now);
  }

  /** The role whose add-ons a workspace may use: its owner's (a person without a workspace: their own). */
  async roleOfWorkspace(id: string): Promise<Role | null> {
    const [row] = await this.db
      .select({ role: profiles.role })
      .from(profiles)
      .where(sql`${profiles.id} = ${holderOf(id)}`);
    return (row?.role as Role | null | undefined) ?? null;
  }

  private async liveOf(holder: SQL, now: Date): Promise<SubscriptionRow | null> {
    const [row] = await this.db
      .select(subscriptionColumns)
      .from(subscriptions)
      .where(
        and(
          sql`${subscriptions.userId} = ${holder}`,
          inArray(subscriptions.status, [...LIVE_STATUSES]),
          gt(subscriptions.currentPeriodEnd, now),
        ),
      )
      .orderBy(desc(subscriptions.currentPeriodEnd))
      .limit(1);
    return (row as SubscriptionRow | undefined) ?? null;
  }

  /** Test-checkout subscriptions still live whose paid period has ended: due for renewal (or their cancellation). */
  async testSubscriptionsDue(now: Date, limit = 200): Promise<SubscriptionRow[]> {
    const rows = await this.db
      .select(subscriptionColumns)
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.provider, 'test'),
          inArray(subscriptions.status, [...LIVE_STATUSES]),
          sql`${subscriptions.currentPeriodEnd} <= ${now}`,
        ),
      )
      .limit(limit);
    return rows as SubscriptionRow[];
  }

  async findSubscription(id: string): Promise<SubscriptionRow | null> {
    const [row] = await this.db.select(subscriptionColumns).from(subscriptions).where(eq(subscriptions.id, id));
    return (row as SubscriptionRow | undefined) ?? null;
  }

  async userExists(userId: string): Promise<boolean> {
    const [row] = await this.db.select({ id: user.id }).from(user).where(eq(user.id, userId));
    return !!row;
  }

  /** The user's role (profiles.role): the membership rule says which add-ons each role may buy and use. */
  async role(userId: string): Promise<Role | null> {
    const [row] = await this.db.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, userId));
    return (row?.role as Role | null | undefined) ?? null;
  }

  async contact(userId: string): Promise<{ email: string; name: string | null } | null> {
    const [row] = await this.db
      .select({ email: user.email, name: sql<string | null>`coalesce(${profiles.fullName}, ${user.name})` })
      .from(user)
      .leftJoin(profiles, eq(profiles.id, user.id))
      .where(eq(user.id, userId));
    return row ?? null;
  }

  /** Records an event id; false when it was already recorded (a replay or a retry of a processed event). */
  async recordEvent(event: { id: string; type: string; provider: BillingProvider; subscriptionId: string | null }) {
    const rows = await this.db.insert(billingEvents).values(event).onConflictDoNothing().returning({ id: billingEvents.id });
    return rows.length > 0;
  }

  /**
   * Applies a subscription snapshot unless a newer one (by event time) is already stored or the stored one
   * is terminal. A deletion is final whatever its time. Returns whether the row changed.
   */
  async applySnapshot(snapshot: SubscriptionSnapshot, options: { terminal: boolean }): Promise<boolean> {
    const values = {
      id: snapshot.id,
      userId: snapshot.userId,
      provider: snapshot.provider,
      customerId: snapshot.customerId,
      status: snapshot.status,
      addOns: snapshot.addOns,
      cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
      currentPeriodEnd: snapshot.currentPeriodEnd,
      lastEventCreated: snapshot.eventCreated,
      lastEventId: snapshot.eventId,
    };
    const notTerminal = sql`${subscriptions.status} not in (${sql.join(
      TERMINAL_STATUSES.map((status) => sql`${status}`),
      sql`, `,
    )})`;
    const rows = await this.db
      .insert(subscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: subscriptions.id,
        set: {
          customerId: sql`coalesce(excluded.customer_id, ${subscriptions.customerId})`,
          status: sql`excluded.status`,
          addOns: sql`excluded.add_ons`,
          cancelAtPeriodEnd: sql`excluded.cancel_at_period_end`,
          currentPeriodEnd: sql`coalesce(excluded.current_period_end, ${subscriptions.currentPeriodEnd})`,
          lastEventCreated: sql`greatest(excluded.last_event_created, ${subscriptions.lastEventCreated})`,
          lastEventId: sql`excluded.last_event_id`,
          updatedAt: sql`now()`,
        },
        // Same owner always; then order by event time (ties: the later arrival wins) unless this is the deletion.
        setWhere: options.terminal
          ? sql`${subscriptions.userId} = excluded.user_id and ${notTerminal}`
          : sql`${subscriptions.userId} = excluded.user_id and ${notTerminal} and ${subscriptions.lastEventCreated} <= excluded.last_event_created`,
      })
      .returning({ id: subscriptions.id });
    return rows.length > 0;
  }

  /** A completed checkout links its subscription to the user before the subscription's own events land. */
  async linkSubscription(row: { id: string; userId: string; provider: BillingProvider; customerId: string | null }) {
    await this.db
      .insert(subscriptions)
      .values({ ...row, status: 'incomplete', lastEventCreated: 0 })
      .onConflictDoNothing();
  }

  async customerOf(userId: string): Promise<{ provider: BillingProvider; customerId: string } | null> {
    const [row] = await this.db
      .select({ provider: billingCustomers.provider, customerId: billingCustomers.customerId })
      .from(billingCustomers)
      .where(eq(billingCustomers.userId, userId));
    return row ?? null;
  }

  async userOfCustomer(customerId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ userId: billingCustomers.userId })
      .from(billingCustomers)
      .where(eq(billingCustomers.customerId, customerId));
    return row?.userId ?? null;
  }

  /** Stores the user's provider customer; a concurrent insert wins and its id is returned. */
  async saveCustomer(userId: string, provider: BillingProvider, customerId: string): Promise<string> {
    await this.db.insert(billingCustomers).values({ userId, provider, customerId }).onConflictDoNothing();
    const saved = await this.customerOf(userId);
    return saved?.customerId ?? customerId;
  }

  async insertCheckout(row: {
    id: string;
    userId: string;
    provider: BillingProvider;
    addOns: AddOn[];
    priceIds: string[];
    url: string | null;
    expiresAt: Date;
  }): Promise<void> {
    await this.db.insert(checkoutSessions).values(row);
  }

  async setCheckoutUrl(id: string, url: string): Promise<void> {
    await this.db.update(checkoutSessions).set({ url }).where(eq(checkoutSessions.id, id));
  }

  async findCheckout(id: string): Promise<CheckoutSessionRow | null> {
    const [row] = await this.db
      .select({
        id: checkoutSessions.id,
        userId: checkoutSessions.userId,
        provider: checkoutSessions.provider,
        addOns: checkoutSessions.addOns,
        priceIds: checkoutSessions.priceIds,
        status: checkoutSessions.status,
        subscriptionId: checkoutSessions.subscriptionId,
        expiresAt: checkoutSessions.expiresAt,
        email: user.email,
      })
      .from(checkoutSessions)
      .innerJoin(user, eq(user.id, checkoutSessions.userId))
      .where(eq(checkoutSessions.id, id));
    return (row as CheckoutSessionRow | undefined) ?? null;
  }

  /**
   * The test checkout's charge: claims an open, unpaid session for one subscription id. False when it was
   * already paid (or is being paid by a concurrent request), so a double click never creates two subscriptions.
   */
  async claimCheckout(id: string, userId: string, subscriptionId: string): Promise<boolean> {
    const rows = await this.db
      .update(checkoutSessions)
      .set({ subscriptionId })
      .where(
        and(
          eq(checkoutSessions.id, id),
          eq(checkoutSessions.userId, userId),
          eq(checkoutSessions.status, 'open'),
          isNull(checkoutSessions.subscriptionId),
        ),
      )
      .returning({ id: checkoutSessions.id });
    return rows.length > 0;
  }

  async completeCheckout(id: string, subscriptionId: string | null): Promise<void> {
    await this.db
      .update(checkoutSessions)
      .set({ status: 'complete', subscriptionId: sql`coalesce(${checkoutSessions.subscriptionId}, ${subscriptionId})` })
      .where(eq(checkoutSessions.id, id));
  }

  /** A shared secret kept in the database (generated once), so every instance signs and checks the same way. */
  async sharedSecret(key: string, prefix: string): Promise<string> {
    await this.db
      .insert(appSettings)
      .values({ key, value: `${prefix}${crypto.randomBytes(24).toString('base64url')}` })
      .onConflictDoNothing();
    const [row] = await this.db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
    return row.value;
  }

  /** Records a paid invoice once: null when this invoice was recorded already (Stripe sends two events per invoice). */
  async recordCharge(charge: NewCharge): Promise<ChargeRow | null> {
    const { card, ...values } = charge;
    const rows = await this.db
      .insert(membershipCharges)
      .values({ ...values, cardBrand: card?.brand ?? null, cardLast4: card?.last4 ?? null })
      .onConflictDoNothing()
      .returning(chargeColumns);
    return (rows[0] as ChargeRow | undefined) ?? null;
  }

  /** A charge of this user (another user's, or an id that is no uuid, is null: answered as not found). */
  async charge(userId: string, id: string): Promise<ChargeRow | null> {
    if (!UUID.test(id)) return null;
    const [row] = await this.db
      .select(chargeColumns)
      .from(membershipCharges)
      .where(and(eq(membershipCharges.id, id), eq(membershipCharges.userId, userId)));
    return (row as ChargeRow | undefined) ?? null;
  }

  /** The user's charges, newest first, after the keyset (paid_at, id) of the previous page's last row. */
  async charges(userId: string, after: { paidAt: Date; id: string } | null, limit: number): Promise<ChargeRow[]> {
    const rows = await this.db
      .select(chargeColumns)
      .from(membershipCharges)
      .where(
        and(
          eq(membershipCharges.userId, userId),
          after
            ? or(
                sql`${membershipCharges.paidAt} < ${after.paidAt}`,
                and(eq(membershipCharges.paidAt, after.paidAt), sql`${membershipCharges.id} < ${after.id}`),
              )
            : undefined,
        ),
      )
      .orderBy(desc(membershipCharges.paidAt), desc(membershipCharges.id))
      .limit(limit);
    return rows as ChargeRow[];
  }

  /** The card a charge of this invoice was paid with, when the charge event comes after the invoice event. */
  async setChargeCard(provider: BillingProvider, invoiceId: string, card: Card): Promise<void> {
    await this.db
      .update(membershipCharges)
      .set({ cardBrand: card.brand, cardLast4: card.last4 })
      .where(
        and(
          eq(membershipCharges.provider, provider),
          eq(membershipCharges.invoiceId, invoiceId),
          isNull(membershipCharges.cardLast4),
        ),
      );
  }

  /** The customer's card as the provider last reported it (a charge or a card update). */
  async setCustomerCard(customerId: string, card: Card): Promise<boolean> {
    const rows = await this.db
      .update(billingCustomers)
      .set({ cardBrand: card.brand, cardLast4: card.last4 })
      .where(eq(billingCustomers.customerId, customerId))
      .returning({ userId: billingCustomers.userId });
    return rows.length > 0;
  }

  async cardOf(userId: string): Promise<Card | null> {
    const [row] = await this.db
      .select({ brand: billingCustomers.cardBrand, last4: billingCustomers.cardLast4 })
      .from(billingCustomers)
      .where(eq(billingCustomers.userId, userId));
    return row?.brand && row.last4 ? { brand: row.brand, last4: row.last4 } : null;
  }
}
