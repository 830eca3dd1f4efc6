import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const DAY_MS = 86_400_000;

/**
 * A test clock for one workspace's billing (issue 34's Playwright: "advance the clock → next month's invoice"): days
 * added to that workspace's "today" for its subscriptions' periods, charge retries, overdue marking and reminders.
 * Other workspaces keep the real date. In memory, per process; never in production (the route is not registered).
 */
export class BillingTestClock {
  private readonly offsets = new Map<string, number>();

  offsetDays(workspaceId: string): number {
    return this.offsets.get(workspaceId) ?? 0;
  }

  advance(workspaceId: string, days: number): void {
    this.offsets.set(workspaceId, this.offsetDays(workspaceId) + days);
  }

  now(workspaceId: string): number {
    return Date.now() + this.offsetDays(workspaceId) * DAY_MS;
  }

  today(workspaceId: string): string {
    return new Date(this.now(workspaceId)).toISOString().slice(0, 10);
  }
}

export const billingClockBody = z.object({
  days: z.number({ message: 'days must be a whole number from 0 to 400' }).int().min(0).max(400),
});

export interface BillingClockResult {
  today: string;
  offsetDays: number;
  periods: number;
  retries: number;
  overdue: number;
  reminded: number;
}

/**
 * POST /api/dev/billing-clock { days }: moves the caller's workspace's billing clock on by `days`, then runs at once
 * what the job engine would run by then for that workspace (period invoices, due charge retries, overdue, reminders).
 * Registered only outside production (NODE_ENV development or test); the workspace's billing managers only.
 */
export async function billingClockRoutes(
  instance: FastifyInstance,
  { advance }: { advance: (workspaceId: string, days: number) => Promise<BillingClockResult> },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/dev/billing-clock',
    { config: { workspace: 'settings' }, schema: { hide: true, body: billingClockBody } },
    async (request) => advance((await request.workspace()).id, request.body.days),
  );
}
