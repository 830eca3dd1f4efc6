import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamps, timestamptz, uuidPrimaryKey } from './columns';
import { workspaceColumn } from './workspace-columns';

// A workspace's client-facing brand and its portal addresses (issue 33, ADR 051). Owned by the branding module.

/** One row per workspace that set a brand: the agency name, logo, colour, support email and portal slug. */
export const workspaceBrands = pgTable(
  'workspace_brands',
  {
    workspaceId: workspaceColumn().primaryKey(),
    agencyName: text('agency_name'),
    /** Storage key of the logo (re-encoded PNG); its public URL is derived from it. */
    logoKey: text('logo_key'),
    /** #rrggbb */
    color: text('color'),
    supportEmail: text('support_email'),
    /** The portal address /p/<slug>: lowercase, unique over all workspaces. */
    slug: text('slug'),
    ...timestamps(),
  },
  (table) => [uniqueIndex('workspace_brands_slug_idx').on(table.slug)],
);

/**
 * A custom domain an agency claims for its portal. Verified once a DNS TXT record `_proclub.<domain>` holds
 * `proclub-verify=<token>`; a domain belongs to one workspace at a time (lowercase, unique).
 */
export const workspaceDomains = pgTable(
  'workspace_domains',
  {
    id: uuidPrimaryKey(),
    workspaceId: workspaceColumn(),
    domain: text('domain').notNull(),
    txtToken: text('txt_token').notNull(),
    verifiedAt: timestamptz('verified_at'),
    lastCheckedAt: timestamptz('last_checked_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('workspace_domains_domain_idx').on(sql`lower(${table.domain})`),
    index('workspace_domains_workspace_idx').on(table.workspaceId),
  ],
);
