import { and, desc, eq, gt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accountExports,
  clients,
  conversationMessages,
  orders,
  profiles,
  projectMessages,
  projects,
  proofReports,
  proposals,
  services,
  user,
} from '../../db/schema/index';

export type ExportRow = typeof accountExports.$inferSelect;
export type Dataset = Record<string, unknown>[];

/** Drops generated search vectors: they are an index, not the person's data. */
function plain<T extends Record<string, unknown>>(rows: T[]): Dataset {
  return rows.map(({ search: _search, ...rest }) => rest);
}

export class AccountsRepository {
  constructor(private readonly db: Db) {}

  /** Every dataset of the export, in the order the job reports progress. */
  datasets(userId: string): [string, () => Promise<Dataset>][] {
    const db = this.db;
    return [
      ['profile', async () => plain(await db.select().from(profiles).where(eq(profiles.id, userId)))],
      [
        'account',
        async () =>
          plain(
            await db
              .select({
                id: user.id,
                name: user.name,
                email: user.email,
                emailVerified: user.emailVerified,
                createdAt: user.createdAt,
              })
              .from(user)
              .where(eq(user.id, userId)),
          ),
      ],
      ['services', async () => plain(await db.select().from(services).where(eq(services.userId, userId)))],
      ['clients', async () => plain(await db.select().from(clients).where(eq(clients.vendorId, userId)))],
      ['projects', async () => plain(await db.select().from(projects).where(eq(projects.vendorId, userId)))],
      [
        'messages',
        async () =>
          plain(
            await db
              .select({
                id: conversationMessages.id,
                conversationId: conversationMessages.conversationId,
                content: conversationMessages.content,
                createdAt: conversationMessages.createdAt,
              })
              .from(conversationMessages)
              .where(eq(conversationMessages.senderId, userId)),
          ),
      ],
      [
        'project-messages',
        async () =>
          plain(
            await db
              .select({
                id: projectMessages.id,
                projectId: projectMessages.projectId,
                message: projectMessages.message,
                createdAt: projectMessages.createdAt,
              })
              .from(projectMessages)
              .where(eq(projectMessages.senderId, userId)),
          ),
      ],
      ['proposals', async () => plain(await db.select().from(proposals).where(eq(proposals.vendorId, userId)))],
      ['reports', async () => plain(await db.select().from(proofReports).where(eq(proofReports.vendorId, userId)))],
      [
        'orders',
        async () =>
          plain(
            await db
              .select()
              .from(orders)
              .where(or(eq(orders.buyerId, userId), eq(orders.sellerId, userId))),
          ),
      ],
    ];
  }

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

  async servicesCount(userId: string): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(services).where(eq(services.userId, userId));
    return row.n;
  }
}
