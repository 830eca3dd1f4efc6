import { z } from 'zod';
import { text } from './common';

// A workspace's client-facing brand (issue 33, ADR 051): the agency's name, logo, colour and support email on the
// public proposal/report pages, client emails and PDFs (no ProClub mark with the White Label add-on), its portal
// address /p/<slug>, and custom domains verified by a DNS TXT record.

/** What client-facing pages, emails and PDFs carry. `logoUrl` is a public path (/api/public/brand-logos/<file>.png). */
export const agencyBrandSchema = z.object({
  name: z.string(),
  whiteLabel: z.boolean(),
  logoUrl: z.string().nullable(),
  /** #rrggbb, or null for the default accent. */
  color: z.string().nullable(),
  supportEmail: z.string().nullable(),
  /** The portal address /p/<slug>, when the agency picked one. */
  slug: z.string().nullable(),
});
export type AgencyBrand = z.infer<typeof agencyBrandSchema>;

export const BRAND_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
export const PORTAL_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,38}[a-z0-9])$/;
/** Paths the app itself uses under /p/ or that would mislead. */
export const RESERVED_SLUGS = ['admin', 'api', 'app', 'portal', 'proclub', 'www', 'login', 'auth', 'support'] as const;
export const LOGO_MAX_BYTES = 1024 * 1024;

const optionalField = (max: number, label: string) =>
  text()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);

/** PUT /api/branding: the brand's text fields (the logo is uploaded on its own). */
export const brandInputSchema = z.object({
  agencyName: optionalField(120, 'Agency name'),
  color: text()
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || BRAND_COLOR_PATTERN.test(value), 'Brand colour must look like #1a2b3c'),
  supportEmail: text()
    .trim()
    .max(254, 'Support email is too long')
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || z.email().safeParse(value).success, 'Please enter a valid support email'),
  slug: text()
    .trim()
    .toLowerCase()
    .nullish()
    .transform((value) => value || null)
    .refine(
      (value) => value === null || PORTAL_SLUG_PATTERN.test(value),
      'Portal address: 3–40 lowercase letters, digits or dashes, not starting or ending with a dash',
    )
    .refine(
      (value) => value === null || !(RESERVED_SLUGS as readonly string[]).includes(value),
      'This portal address is reserved',
    ),
});
export type BrandInput = z.input<typeof brandInputSchema>;

export const DOMAIN_STATUSES = ['pending', 'verified'] as const;

export const customDomainSchema = z.object({
  id: z.string(),
  domain: z.string(),
  status: z.enum(DOMAIN_STATUSES),
  /** The TXT record the agency adds at its DNS provider. */
  txtName: z.string(),
  txtValue: z.string(),
  verifiedAt: z.string().nullable(),
  lastCheckedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type CustomDomain = z.infer<typeof customDomainSchema>;

/** The seller's settings page: the brand as entered, what clients see, and the custom domains. */
export const brandSettingsSchema = z.object({
  agencyName: z.string().nullable(),
  color: z.string().nullable(),
  supportEmail: z.string().nullable(),
  slug: z.string().nullable(),
  logoUrl: z.string().nullable(),
  /** The White Label add-on: without it, pages and emails still say "with ProClub". */
  whiteLabel: z.boolean(),
  /** Absolute portal address, when a slug is set. */
  portalUrl: z.string().nullable(),
  preview: agencyBrandSchema,
  domains: z.array(customDomainSchema),
});
export type BrandSettings = z.infer<typeof brandSettingsSchema>;

const DOMAIN_PATTERN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
export const domainInputSchema = z.object({
  domain: text()
    .trim()
    .toLowerCase()
    .transform((value) =>
      value
        .replace(/^https?:\/\//, '')
        .replace(/\/.*$/, '')
        .replace(/\.$/, ''),
    )
    .refine((value) => DOMAIN_PATTERN.test(value), 'Enter a domain like portal.youragency.com'),
});
export type DomainInput = z.input<typeof domainInputSchema>;

/** GET /api/public/host-brand: which agency a request's Host belongs to (null: the app's own host). */
export const hostBrandSchema = z.object({
  portal: z.object({ slug: z.string().nullable(), brand: agencyBrandSchema }).nullable(),
});
export type HostBrand = z.infer<typeof hostBrandSchema>;

/** GET /api/public/portals/:slug: the agency's branded portal entry. */
export const portalEntrySchema = z.object({ slug: z.string().nullable(), brand: agencyBrandSchema });
export type PortalEntry = z.infer<typeof portalEntrySchema>;
