import type { AgencyBrand } from '@proclub/contracts/branding';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../plugins/storage';
import { MembershipAccess } from '../membership/membership.public';
import { BrandingRepository, type BrandRow } from './branding.repository';

/** Logos are stored as `brand-logos/<unguessable stem>.png`: a new name per upload, no workspace id in it. */
export const LOGO_PREFIX = 'brand-logos/';

/**
 * Where the browser (and an email) loads a workspace's logo: served by this module under its own file name (a new
 * one per upload, so it may be cached for long; public pages never show the workspace's id).
 */
export const logoPath = (brand: Pick<BrandRow, 'logoKey'>) =>
  brand.logoKey?.startsWith(LOGO_PREFIX) ? `/api/public/brand-logos/${brand.logoKey.slice(LOGO_PREFIX.length)}` : null;

export interface AgencyBrandOptions {
  /** A name to use before the agency typed one, ahead of the workspace's name (profiles: the owner's company). */
  fallbackName?: (workspaceId: string) => Promise<string | null>;
}

/**
 * The brand a workspace's client-facing pages, emails and PDFs carry (ADR 051): the agency name it set (else the
 * fallback, else the workspace's own name), its logo, colour and support email, and whether the White Label add-on
 * removes every ProClub mark. Without White Label the logo and colour still show, next to "with ProClub".
 */
export async function agencyBrand(db: Db, workspaceId: string, options: AgencyBrandOptions = {}): Promise<AgencyBrand> {
  const [{ brand, workspaceName }, features] = await Promise.all([
    new BrandingRepository(db).brandOf(workspaceId),
    new MembershipAccess(db).features(workspaceId),
  ]);
  const fallback = brand?.agencyName ? null : await options.fallbackName?.(workspaceId);
  return {
    name: brand?.agencyName || fallback || workspaceName || 'Your consultant',
    whiteLabel: features.whiteLabel,
    logoUrl: brand ? logoPath(brand) : null,
    color: brand?.color ?? null,
    supportEmail: brand?.supportEmail ?? null,
    slug: brand?.slug ?? null,
  };
}

/** The logo's PNG bytes for a PDF (null when there is none or storage lost it). */
export async function brandLogoPng(db: Db, storage: FileStorage, workspaceId: string): Promise<Buffer | null> {
  const { brand } = await new BrandingRepository(db).brandOf(workspaceId);
  if (!brand?.logoKey) return null;
  return storage.get(brand.logoKey).catch(() => null);
}

const HOST_TTL_MS = 30_000;
const hostCache = new Map<string, { workspaceId: string | null; at: number }>();

/**
 * The workspace whose verified custom domain `host` is (null otherwise). Cached for 30 s per host: the origin guard and
 * the `/` redirect ask on every request from a custom host.
 */
export async function workspaceOfHost(db: Db, host: string): Promise<string | null> {
  const key = host.toLowerCase().replace(/:\d+$/, '');
  const cached = hostCache.get(key);
  if (cached && Date.now() - cached.at < HOST_TTL_MS) return cached.workspaceId;
  const row = await new BrandingRepository(db).verifiedDomain(key);
  hostCache.set(key, { workspaceId: row?.workspaceId ?? null, at: Date.now() });
  if (hostCache.size > 10_000) hostCache.delete(hostCache.keys().next().value as string);
  return row?.workspaceId ?? null;
}

/** After a domain is verified or removed: the next request reads it fresh. */
export const forgetHost = (host: string) => hostCache.delete(host.toLowerCase());
