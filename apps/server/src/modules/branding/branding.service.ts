import crypto from 'node:crypto';
import type { BrandSettings, brandInputSchema, CustomDomain } from '@proclub/contracts/branding';
import { LOGO_MAX_BYTES } from '@proclub/contracts/branding';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { isUuid } from '../../lib/ids';
import { imageDecodes, newFileStem } from '../../lib/images';
import type { FileStorage } from '../../plugins/storage';
import { MembershipAccess } from '../membership/membership.public';
import { agencyBrand, forgetHost, LOGO_PREFIX } from './agency-brand';
import type { BrandingRepository, DomainRow } from './branding.repository';
import { type DomainVerifier, txtRecordName, txtRecordValue } from './domain-verifier';

type BrandInput = z.output<typeof brandInputSchema>;

const LOGO_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

const logoRefused = (message: string) => badRequest('logo', message);

/** The agency's brand, portal address and custom domains (issue 33, ADR 051). */
export class BrandingService {
  constructor(
    private readonly db: Db,
    private readonly repository: BrandingRepository,
    private readonly storage: FileStorage,
    private readonly verifier: DomainVerifier,
    private readonly appUrl: string,
  ) {}

  private toDomain(row: DomainRow): CustomDomain {
    return {
      id: row.id,
      domain: row.domain,
      status: row.verifiedAt ? 'verified' : 'pending',
      txtName: txtRecordName(row.domain),
      txtValue: txtRecordValue(row.txtToken),
      verifiedAt: row.verifiedAt?.toISOString() ?? null,
      lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async settings(workspaceId: string): Promise<BrandSettings> {
    const [{ brand }, preview, domains] = await Promise.all([
      this.repository.brandOf(workspaceId),
      agencyBrand(this.db, workspaceId),
      this.repository.domains(workspaceId),
    ]);
    return {
      agencyName: brand?.agencyName ?? null,
      color: brand?.color ?? null,
      supportEmail: brand?.supportEmail ?? null,
      slug: brand?.slug ?? null,
      logoUrl: preview.logoUrl,
      whiteLabel: preview.whiteLabel,
      portalUrl: brand?.slug ? `${this.appUrl}/p/${brand.slug}` : null,
      preview,
      domains: domains.map((row) => this.toDomain(row)),
    };
  }

  async update(workspaceId: string, input: BrandInput): Promise<BrandSettings> {
    try {
      await this.repository.save(workspaceId, {
        agencyName: input.agencyName,
        color: input.color,
        supportEmail: input.supportEmail,
        slug: input.slug,
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw new AppError('slug_unavailable', 409, 'This portal address is already taken', {
          fields: [{ field: 'slug', message: 'This portal address is already taken' }],
        });
      throw error;
    }
    return this.settings(workspaceId);
  }

  /** A logo: an image by its magic bytes (never the name), at most 1 MB, kept as a PNG of at most 600×200. */
  async replaceLogo(workspaceId: string, upload: Buffer, truncated: boolean): Promise<BrandSettings> {
    if (truncated || upload.length > LOGO_MAX_BYTES) throw logoRefused('logo: the logo must be at most 1 MB');
    const detected = await fileTypeFromBuffer(upload);
    if (!detected || !LOGO_TYPES.has(detected.mime))
      throw logoRefused('logo: the logo must be an image (PNG, JPEG, WebP or GIF)');
    let png: Buffer;
    try {
      png = await imageDecodes.run(() =>
        sharp(upload, { limitInputPixels: 40_000_000 })
          .resize({ width: 600, height: 200, fit: 'inside', withoutEnlargement: true })
          .png()
          .toBuffer(),
      );
    } catch {
      throw logoRefused('logo: this image could not be read');
    }
    const { brand } = await this.repository.brandOf(workspaceId);
    const key = `${LOGO_PREFIX}${newFileStem()}.png`;
    await this.storage.put(key, png, 'image/png');
    await this.repository.save(workspaceId, { logoKey: key });
    if (brand?.logoKey) await this.storage.delete(brand.logoKey).catch(() => {});
    return this.settings(workspaceId);
  }

  async removeLogo(workspaceId: string): Promise<BrandSettings> {
    const { brand } = await this.repository.brandOf(workspaceId);
    if (brand?.logoKey) {
      await this.repository.save(workspaceId, { logoKey: null });
      await this.storage.delete(brand.logoKey).catch(() => {});
    }
    return this.settings(workspaceId);
  }

  /** A current logo by its file name (a replaced logo's old name is not served). */
  async logo(file: string): Promise<Buffer> {
    const key = /^[0-9]+-[0-9a-f]{12}\.png$/.test(file) ? `${LOGO_PREFIX}${file}` : null;
    const current = key ? await this.repository.hasLogo(key) : false;
    const bytes = current && key ? await this.storage.get(key).catch(() => null) : null;
    if (!bytes) throw notFound('Logo');
    return bytes;
  }

  // --- custom domains (White Label) -----------------------------------------------------------------------------

  async addDomain(workspaceId: string, domain: string, appHosts: readonly string[]): Promise<CustomDomain> {
    await new MembershipAccess(this.db).requireAddOn(workspaceId, 'white_label');
    if (appHosts.includes(domain)) throw badRequest('domain', 'This is the app’s own address; enter your own domain');
    try {
      const id = await this.repository.insertDomain(workspaceId, domain, crypto.randomBytes(16).toString('hex'));
      return this.domain(workspaceId, id);
    } catch (error) {
      if (isUniqueViolation(error))
        throw new AppError('conflict', 409, 'This domain is already claimed', {
          fields: [{ field: 'domain', message: 'This domain is already claimed' }],
        });
      throw error;
    }
  }

  private async domain(workspaceId: string, id: string): Promise<CustomDomain> {
    const row = isUuid(id) ? await this.repository.domain(workspaceId, id) : null;
    if (!row) throw notFound('Domain');
    return this.toDomain(row);
  }

  /** Looks the TXT record up now; the check (and, once found, the verification) is recorded. */
  async verifyDomain(workspaceId: string, id: string): Promise<CustomDomain> {
    const row = isUuid(id) ? await this.repository.domain(workspaceId, id) : null;
    if (!row) throw notFound('Domain');
    const found = await this.verifier.hasTxtRecord(txtRecordName(row.domain), txtRecordValue(row.txtToken));
    await this.repository.markChecked(row.id, found);
    forgetHost(row.domain);
    return this.domain(workspaceId, id);
  }

  async removeDomain(workspaceId: string, id: string): Promise<void> {
    const row = isUuid(id) ? await this.repository.domain(workspaceId, id) : null;
    if (!row || !(await this.repository.deleteDomain(workspaceId, row.id))) throw notFound('Domain');
    forgetHost(row.domain);
  }
}
