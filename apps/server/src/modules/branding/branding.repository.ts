import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { workspaceBrands, workspaceDomains, workspaces } from '../../db/schema/index';

export interface BrandRow {
  workspaceId: string;
  agencyName: string | null;
  logoKey: string | null;
  color: string | null;
  supportEmail: string | null;
  slug: string | null;
  updatedAt: Date;
}

export interface DomainRow {
  id: string;
  workspaceId: string;
  domain: string;
  txtToken: string;
  verifiedAt: Date | null;
  lastCheckedAt: Date | null;
  createdAt: Date;
}

const brandColumns = {
  workspaceId: workspaceBrands.workspaceId,
  agencyName: workspaceBrands.agencyName,
  logoKey: workspaceBrands.logoKey,
  color: workspaceBrands.color,
  supportEmail: workspaceBrands.supportEmail,
  slug: workspaceBrands.slug,
  updatedAt: workspaceBrands.updatedAt,
};

/** workspace_brands and workspace_domains (this module's tables); the workspace's name is read, never written. */
export class BrandingRepository {
  constructor(private readonly db: Db) {}

  /** The brand row (null when none was saved) and the workspace's name (null when there is no such workspace). */
  async brandOf(workspaceId: string): Promise<{ brand: BrandRow | null; workspaceName: string | null }> {
    const [row] = await this.db
      .select({ workspaceName: workspaces.name, brand: brandColumns })
      .from(workspaces)
      .leftJoin(workspaceBrands, eq(workspaceBrands.workspaceId, workspaces.id))
      .where(eq(workspaces.id, workspaceId));
    if (!row) return { brand: null, workspaceName: null };
    return { brand: row.brand?.workspaceId ? (row.brand as BrandRow) : null, workspaceName: row.workspaceName };
  }

  async hasLogo(logoKey: string): Promise<boolean> {
    const [row] = await this.db
      .select({ workspaceId: workspaceBrands.workspaceId })
      .from(workspaceBrands)
      .where(eq(workspaceBrands.logoKey, logoKey));
    return !!row;
  }

  async bySlug(slug: string): Promise<BrandRow | null> {
    const [row] = await this.db.select(brandColumns).from(workspaceBrands).where(eq(workspaceBrands.slug, slug));
    return row ?? null;
  }

  /** Writes the brand's fields (creating the row). Throws the unique violation when the slug is taken. */
  async save(workspaceId: string, values: Partial<Omit<BrandRow, 'workspaceId' | 'updatedAt'>>): Promise<void> {
    await this.db
      .insert(workspaceBrands)
      .values({ workspaceId, ...values })
      .onConflictDoUpdate({ target: workspaceBrands.workspaceId, set: { ...values, updatedAt: sql`now()` } });
  }

  async domains(workspaceId: string): Promise<DomainRow[]> {
    return this.db
      .select()
      .from(workspaceDomains)
      .where(eq(workspaceDomains.workspaceId, workspaceId))
      .orderBy(workspaceDomains.createdAt);
  }

  async domain(workspaceId: string, id: string): Promise<DomainRow | null> {
    const [row] = await this.db
      .select()
      .from(workspaceDomains)
      .where(and(eq(workspaceDomains.workspaceId, workspaceId), eq(workspaceDomains.id, id)));
    return row ?? null;
  }

  /** Throws the unique violation when another workspace (or this one) already claimed it. */
  async insertDomain(workspaceId: string, domain: string, txtToken: string): Promise<string> {
    const [row] = await this.db
      .insert(workspaceDomains)
      .values({ workspaceId, domain, txtToken })
      .returning({ id: workspaceDomains.id });
    return row.id;
  }

  async markChecked(id: string, verified: boolean): Promise<void> {
    await this.db
      .update(workspaceDomains)
      .set({
        lastCheckedAt: sql`now()`,
        ...(verified ? { verifiedAt: sql`coalesce(${workspaceDomains.verifiedAt}, now())` } : {}),
      })
      .where(eq(workspaceDomains.id, id));
  }

  async deleteDomain(workspaceId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(workspaceDomains)
      .where(and(eq(workspaceDomains.workspaceId, workspaceId), eq(workspaceDomains.id, id)))
      .returning({ id: workspaceDomains.id });
    return rows.length > 0;
  }

  /** The workspace whose verified domain this host is (lowercase, no port). */
  async verifiedDomain(host: string): Promise<{ workspaceId: string; domain: string } | null> {
    const [row] = await this.db
      .select({ workspaceId: workspaceDomains.workspaceId, domain: workspaceDomains.domain })
      .from(workspaceDomains)
      .where(and(sql`lower(${workspaceDomains.domain}) = ${host.toLowerCase()}`, isNotNull(workspaceDomains.verifiedAt)));
    return row ?? null;
  }
}
