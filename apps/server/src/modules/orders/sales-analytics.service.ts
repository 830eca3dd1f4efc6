import crypto from 'node:crypto';
import type { SalesAnalytics } from '@proclub/contracts/orders';
import { isUuid } from '../../lib/ids';
import type { AuthUser } from '../../plugins/auth';
import type { MembershipAccess } from '../membership/membership.public';
import type { SalesAnalyticsRepository } from './sales-analytics.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Analytics Pro: a seller's daily views, orders and revenue (UTC days, zeros filled in) and per-service totals. */
export class SalesAnalyticsService {
  constructor(
    private readonly analytics: SalesAnalyticsRepository,
    private readonly membership: MembershipAccess,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private key: Promise<string> | null = null;

  /**
   * Counts a view at most once per visitor per service per day. A visitor is the signed-in user, or else a keyed
   * hash of IP + user agent (the raw IP is never stored), so 300 anonymous POSTs from one client count once.
   */
  async countView(viewer: AuthUser | null, serviceId: string, client: { ip: string; userAgent: string }): Promise<void> {
    if (!isUuid(serviceId)) return;
    const now = this.now();
    const day = isoDay(now);
    const visitor = viewer ? `u:${viewer.id}` : `v:${await this.anonymousVisitor(day, client)}`;
    await this.analytics.countView(
      serviceId,
      { userId: viewer?.id ?? null, visitor },
      day,
      isoDay(new Date(now.getTime() - DAY_MS)),
    );
  }

  private async anonymousVisitor(day: string, client: { ip: string; userAgent: string }): Promise<string> {
    this.key ??= this.analytics.visitorKey().catch((error: unknown) => {
      this.key = null;
      throw error;
    });
    // The day is in the hash too, so one visitor's ids on two days cannot be linked.
    return crypto
      .createHmac('sha256', await this.key)
      .update(`${day}\n${client.ip}\n${client.userAgent}`)
      .digest('base64url')
      .slice(0, 32);
  }

  async report(user: AuthUser, days: number): Promise<SalesAnalytics> {
    await this.membership.requireAddOn(user.id, 'analytics_pro');
    const today = this.now();
    const first = new Date(today.getTime() - (days - 1) * DAY_MS);
    const fromDay = isoDay(first);
    const [views, orders, services] = await Promise.all([
      this.analytics.viewsByDay(user.id, fromDay),
      this.analytics.ordersByDay(user.id, fromDay),
      this.analytics.byService(user.id, fromDay, 20),
    ]);
    const viewsOf = new Map(views.map((row) => [String(row.day).slice(0, 10), Number(row.views)]));
    const ordersOf = new Map(orders.map((row) => [row.day, row]));
    const series = Array.from({ length: days }, (_, i) => {
      const date = isoDay(new Date(first.getTime() + i * DAY_MS));
      const order = ordersOf.get(date);
      return { date, views: viewsOf.get(date) ?? 0, orders: order?.orders ?? 0, revenue: order?.revenue ?? 0 };
    });
    const totals = series.reduce(
      (sum, day) => ({ views: sum.views + day.views, orders: sum.orders + day.orders, revenue: sum.revenue + day.revenue }),
      { views: 0, orders: 0, revenue: 0 },
    );
    return {
      days: series,
      totals: {
        ...totals,
        revenue: Math.round(totals.revenue * 100) / 100,
        conversionRate: totals.views === 0 ? 0 : Math.round((totals.orders / totals.views) * 1000) / 10,
      },
      services,
    };
  }
}
