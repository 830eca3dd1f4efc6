import crypto from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSettings, orders, services, serviceViewDays, serviceViewVisitors } from '../../db/schema/index';

/** Orders that turned into work count as revenue; requests, declines and cancellations do not. */
const REVENUE_STATUSES = sql`('accepted', 'in_progress', 'delivered', 'completed')`;

export class SalesAnalyticsRepository {
  constructor(private readonly db: Db) {}

  /**
   * One more view of an active service, unless the viewer is its owner or this visitor was already counted for
   * it today; false when nothing was counted. Visitor rows from before yesterday are pruned on the way.
   */
  async countView(
    serviceId: string,
    viewer: { userId: string | null; visitor: string },
    day: string,
    yesterday: string,
  ): Promise<boolean> {
    const [service] = await this.db
      .select({ workspaceId: services.workspaceId })
      .from(services)
      .where(and(eq(services.id, serviceId), eq(services.isActive, true)));
    if (!service || service.workspaceId === viewer.userId) return false;
    return this.db.transaction(async (tx) => {
      const first = await tx
        .insert(serviceViewVisitors)
        .values({ serviceId, day, visitor: viewer.visitor })
        .onConflictDoNothing()
        .returning({ day: serviceViewVisitors.day });
      if (first.length === 0) return false;
      await tx
        .insert(serviceViewDays)
        .values({ serviceId, day, views: 1 })
        .onConflictDoUpdate({
          target: [serviceViewDays.serviceId, serviceViewDays.day],
          set: { views: sql`${serviceViewDays.views} + 1` },
        });
      await tx.delete(serviceViewVisitors).where(lt(serviceViewVisitors.day, yesterday));
      return true;
    });
  }

  /** The key that turns IP + user agent into an anonymous visitor id: made once, shared by every instance. */
  async visitorKey(): Promise<string> {
    const key = 'view_visitor_key';
    await this.db
      .insert(appSettings)
      .values({ key, value: crypto.randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await this.db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
    return row.value;
  }

  async viewsByDay(sellerId: string, fromDay: string): Promise<{ day: string; views: number }[]> {
    return this.db
      .select({ day: serviceViewDays.day, views: sql<number>`sum(${serviceViewDays.views})::int` })
      .from(serviceViewDays)
      .innerJoin(services, eq(services.id, serviceViewDays.serviceId))
      .where(and(eq(services.workspaceId, sellerId), sql`${serviceViewDays.day} >= ${fromDay}::date`))
      .groupBy(serviceViewDays.day);
  }

  async ordersByDay(sellerId: string, fromDay: string): Promise<{ day: string; orders: number; revenue: number }[]> {
    const day = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
    const rows = await this.db
      .select({
        day,
        orders: sql<number>`count(*)::int`,
        revenue: sql<string>`coalesce(sum(${orders.price}) filter (where ${orders.status} in ${REVENUE_STATUSES}), 0)::text`,
      })
      .from(orders)
      .where(and(eq(orders.sellerId, sellerId), sql`${orders.createdAt} >= ${fromDay}::date`))
      .groupBy(day);
    return rows.map((row) => ({ ...row, revenue: Number(row.revenue) }));
  }

  /** Per-service totals over the window, most viewed first. */
  async byService(sellerId: string, fromDay: string, limit: number) {
    const [owned, views, sold] = await Promise.all([
      this.db
        .select({ id: services.id, title: services.title })
        .from(services)
        .where(eq(services.workspaceId, sellerId))
        .orderBy(sql`${services.createdAt} desc`)
        .limit(200),
      this.db
        .select({ serviceId: serviceViewDays.serviceId, views: sql<number>`sum(${serviceViewDays.views})::int` })
        .from(serviceViewDays)
        .innerJoin(services, eq(services.id, serviceViewDays.serviceId))
        .where(and(eq(services.workspaceId, sellerId), sql`${serviceViewDays.day} >= ${fromDay}::date`))
        .groupBy(serviceViewDays.serviceId),
      this.db
        .select({
          serviceId: orders.serviceId,
          orders: sql<number>`count(*)::int`,
          revenue: sql<string>`coalesce(sum(${orders.price}) filter (where ${orders.status} in ${REVENUE_STATUSES}), 0)::text`,
        })
        .from(orders)
        .where(and(eq(orders.sellerId, sellerId), sql`${orders.createdAt} >= ${fromDay}::date`))
        .groupBy(orders.serviceId),
    ]);
    const viewsOf = new Map(views.map((row) => [row.serviceId, Number(row.views)]));
    const soldOf = new Map(sold.map((row) => [row.serviceId, row]));
    return owned
      .map((service) => ({
        id: service.id,
        title: service.title,
        views: viewsOf.get(service.id) ?? 0,
        orders: soldOf.get(service.id)?.orders ?? 0,
        revenue: Number(soldOf.get(service.id)?.revenue ?? 0),
      }))
      .sort((a, b) => b.views - a.views || b.orders - a.orders)
      .slice(0, limit);
  }
}
