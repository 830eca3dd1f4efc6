import type { CampaignBlock, PostalAddress } from '@proclub/contracts/campaigns';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campaignPostalAddresses, campaignTemplates } from '../../db/schema/index';

export interface TemplateContent {
  name: string;
  subject: string;
  preheader: string;
  blocks: CampaignBlock[];
}

const templateColumns = {
  id: campaignTemplates.id,
  name: campaignTemplates.name,
  subject: campaignTemplates.subject,
  preheader: campaignTemplates.preheader,
  blocks: campaignTemplates.blocks,
  starter: campaignTemplates.starter,
  updatedAt: campaignTemplates.updatedAt,
};

/** The template library and the CAN-SPAM postal address: both campaigns-owned, one row set per workspace. */
export class CampaignLibraryRepository {
  constructor(readonly db: Db) {}

  async templates(workspaceId: string) {
    return this.db
      .select(templateColumns)
      .from(campaignTemplates)
      .where(eq(campaignTemplates.workspaceId, workspaceId))
      .orderBy(desc(campaignTemplates.starter), asc(sql`lower(${campaignTemplates.name})`));
  }

  async hasStarters(workspaceId: string) {
    const [row] = await this.db
      .select({ id: campaignTemplates.id })
      .from(campaignTemplates)
      .where(and(eq(campaignTemplates.workspaceId, workspaceId), eq(campaignTemplates.starter, true)))
      .limit(1);
    return !!row;
  }

  /**
   * Saves by name (case-insensitive): a template of the same name is overwritten, unless it is a starter (then
   * nothing is written and null comes back). Returns the template's id.
   */
  async upsertTemplate(workspaceId: string, content: TemplateContent, starter = false): Promise<string | null> {
    return this.db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: campaignTemplates.id, starter: campaignTemplates.starter })
        .from(campaignTemplates)
        .where(
          and(eq(campaignTemplates.workspaceId, workspaceId), sql`lower(${campaignTemplates.name}) = lower(${content.name})`),
        )
        .for('update');
      if (existing) {
        if (existing.starter || starter) return starter ? existing.id : null;
        await tx
          .update(campaignTemplates)
          .set({ ...content, updatedAt: new Date() })
          .where(eq(campaignTemplates.id, existing.id));
        return existing.id;
      }
      const [row] = await tx
        .insert(campaignTemplates)
        .values({ workspaceId, ...content, starter })
        .returning({ id: campaignTemplates.id });
      return row.id;
    });
  }

  async findTemplate(workspaceId: string, id: string) {
    const [row] = await this.db
      .select(templateColumns)
      .from(campaignTemplates)
      .where(and(eq(campaignTemplates.workspaceId, workspaceId), eq(campaignTemplates.id, id)));
    return row ?? null;
  }

  async deleteTemplate(workspaceId: string, id: string) {
    const rows = await this.db
      .delete(campaignTemplates)
      .where(
        and(eq(campaignTemplates.workspaceId, workspaceId), eq(campaignTemplates.id, id), eq(campaignTemplates.starter, false)),
      )
      .returning({ id: campaignTemplates.id });
    return rows.length > 0;
  }

  async postalAddress(workspaceId: string): Promise<PostalAddress | null> {
    const [row] = await this.db
      .select({
        street: campaignPostalAddresses.street,
        city: campaignPostalAddresses.city,
        region: campaignPostalAddresses.region,
        postalCode: campaignPostalAddresses.postalCode,
        country: campaignPostalAddresses.country,
      })
      .from(campaignPostalAddresses)
      .where(eq(campaignPostalAddresses.workspaceId, workspaceId));
    return row ?? null;
  }

  async savePostalAddress(workspaceId: string, address: PostalAddress) {
    await this.db
      .insert(campaignPostalAddresses)
      .values({ workspaceId, ...address })
      .onConflictDoUpdate({ target: campaignPostalAddresses.workspaceId, set: { ...address, updatedAt: new Date() } });
  }
}
