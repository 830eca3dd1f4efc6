import type { SalesAnalytics } from '@proclub/contracts/orders';
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

  /** The seller workspace's report; Analytics Pro is the workspace's add-on (ADR 045 §6). */
  async report(workspaceId: string, days: number): Promise<SalesAnalytics> {
    await this.membership.requireAddOn(workspaceId, 'analytics_pro');
    const today = this.now();
    const first = new Date(today.getTime() - (days - 1) * DAY_MS);
    const fromDay = isoDay(first);
    const [views, orders, services] = await Promise.all([
      this.analytics.viewsByDay(workspaceId, fromDay),
      this.analytics.ordersByDay(workspaceId, fromDay),
      this.analytics.byService(workspaceId, fromDay, 20),
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
