import type { ClientViewFilters } from '@proclub/contracts/crm';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { crmSavedViews } from '../../db/schema/index';

export interface SavedViewRow {
  id: string;
  name: string;
  filters: unknown;
  createdAt: Date;
}

const columns = {
  id: crmSavedViews.id,
  name: crmSavedViews.name,
  filters: crmSavedViews.filters,
  createdAt: crmSavedViews.createdAt,
};

/** The client list's saved views, one set per user. */
export class SavedViewsRepository {
  constructor(private readonly db: Db) {}

  list(userId: string): Promise<SavedViewRow[]> {
    return this.db
      .select(columns)
      .from(crmSavedViews)
      .where(eq(crmSavedViews.userId, userId))
      .orderBy(asc(crmSavedViews.name), asc(crmSavedViews.id));
  }

  async count(userId: string): Promise<number> {
    const [row] = await this.db.select({ total: count() }).from(crmSavedViews).where(eq(crmSavedViews.userId, userId));
    return row.total;
  }

  async insert(userId: string, name: string, filters: ClientViewFilters): Promise<SavedViewRow> {
    const [row] = await this.db.insert(crmSavedViews).values({ userId, name, filters }).returning(columns);
    return row;
  }

  async delete(userId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(crmSavedViews)
      .where(and(eq(crmSavedViews.id, id), eq(crmSavedViews.userId, userId)))
      .returning({ id: crmSavedViews.id });
    return rows.length > 0;
  }
}
