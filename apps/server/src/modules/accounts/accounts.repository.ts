import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountExports } from '../../db/schema/index';

export type ExportRow = typeof accountExports.$inferSelect;

export class AccountsRepository {
  constructor(private readonly db: Db) {}

  async createExport(userId: string): Promise<ExportRow> {
    const [row] = await this.db.insert(accountExports).values({ userId }).returning();
    return row;
  }

  /** The export running or finished within the last day, if any (one export at a time). */
  async recentExport(userId: string): Promise<ExportRow | null> {
    const [row] = await this.db
      .select()
      .from(accountExports)
      .where(and(eq(accountExports.userId, userId), gt(accountExports.createdAt, sql`now() - interval '1 day'`)))
      .orderBy(desc(accountExports.createdAt))
      .limit(1);
    return row ?? null;
  }

  async latestExport(userId: string): Promise<ExportRow | null> {
    const [row] = await this.db
      .select()
      .from(accountExports)
      .where(eq(accountExports.userId, userId))
      .orderBy(desc(accountExports.createdAt))
      .limit(1);
    return row ?? null;
  }

  async updateExport(id: string, values: Partial<ExportRow>): Promise<void> {
    await this.db.update(accountExports).set(values).where(eq(accountExports.id, id));
  }
}
