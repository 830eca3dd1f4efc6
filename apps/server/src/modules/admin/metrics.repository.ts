import type { Metrics } from '@proclub/contracts/admin';
import { ADD_ON_CATALOGUE, BASE_MONTHLY_PRICE } from '@proclub/contracts/membership';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../lib/query-rows.repository';

/** Monthly price of each add-on as SQL (the catalogue is code; the rows say which add-ons a subscription has). */
const addOnPrices = sql.join(
  ADD_ON_CATALOGUE.map((item) => sql`when ${item.id} then ${item.monthlyPrice}`),
  sql` `,
);

/**
 * Platform figures from real rows: sign-ups on user_created_idx; orders, GMV, categories and active sellers from the
 * trigger-kept rollups of the orders table (order_stats_daily, seller_activity); MRR from live subscriptions.
 */
export class MetricsRepository {
  constructor(private readonly db: Db) {}

  async compute(days: 30 | 90): Promise<Metrics> {
    const since = sql`(date_trunc('day', now()) - make_interval(days => ${days - 1}))`;
    // The rollups are kept per UTC day (see the orders trigger in migration 0017).
    const sinceDay = sql`((now() at time zone 'UTC')::date - ${days - 1}::int)`;
    const [signUps, weeks, categories, [sellers], [members], [users]] = await Promise.all([
      queryRows<{ day: string; count: number }>(
        this.db,
        sql`select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(c.count, 0)::int as count
          from generate_series(${since}, date_trunc('day', now()), interval '1 day') as d(day)
          left join (select date_trunc('day', created_at) as day, count(*) as count from "user" where created_at >= ${since} group by 1) c
            on c.day = d.day
          order by d.day`,
      ),
      queryRows<{ week: string; orders: number; gmv: string }>(
        this.db,
        sql`select to_char(date_trunc('week', day), 'YYYY-MM-DD') as week, sum(orders)::int as orders, sum(gmv) as gmv
          from order_stats_daily where day >= ${sinceDay} group by 1 order by 1`,
      ),
      queryRows<{ category: string; orders: number; gmv: string }>(
        this.db,
        sql`select category, sum(orders)::int as orders, sum(gmv) as gmv
          from order_stats_daily where day >= ${sinceDay} group by 1 having sum(orders) > 0 order by 2 desc, 1 limit 8`,
      ),
      queryRows<{ count: number }>(
        this.db,
        sql`select count(*)::int as count from seller_activity where last_order_at >= ${since}`,
      ),
      queryRows<{ count: number; mrr: string }>(
        this.db,
        sql`select count(distinct s.user_id)::int as count,
            coalesce(sum(${BASE_MONTHLY_PRICE} + coalesce((select sum(case a ${addOnPrices} else 0 end) from unnest(s.add_ons) a), 0)), 0) as mrr
          from subscriptions s
          where s.status in ('active', 'past_due') and (s.current_period_end is null or s.current_period_end > now())`,
      ),
      queryRows<{ count: number }>(this.db, sql`select count(*)::int as count from "user"`),
    ]);
    return {
      days,
      signUpsPerDay: signUps.map((row) => ({ day: row.day, count: Number(row.count) })),
      ordersPerWeek: weeks.map((row) => ({ week: row.week, orders: Number(row.orders), gmv: Number(row.gmv) })),
      topCategories: categories.map((row) => ({ category: row.category, orders: Number(row.orders), gmv: Number(row.gmv) })),
      activeSellers: Number(sellers?.count ?? 0),
      payingMembers: Number(members?.count ?? 0),
      mrr: Number(members?.mrr ?? 0),
      totalUsers: Number(users?.count ?? 0),
    };
  }
}
