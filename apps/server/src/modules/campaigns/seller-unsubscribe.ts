import crypto from 'node:crypto';
import { appUrl } from '../../config/app-origin';
import type { Db } from '../../db/client';
import { SIGNED_LINK_MAX_LENGTH } from '../../lib/signed-link';
import { CampaignsRepository } from './campaigns.repository';
import { SuppressionsRepository } from './suppressions.repository';

/**
 * Unsubscribe links for a seller's one-off mails to a person (review requests): no recipient row to point at, so
 * the link carries the seller and the address, signed with the tracking secret. An edited link fails the HMAC
 * and records nothing. Unsubscribing adds the address to the seller's suppression list, which campaigns and
 * review requests both honour.
 */
export class SellerUnsubscribe {
  constructor(
    private readonly suppressions: SuppressionsRepository,
    private readonly baseUrl: string,
    private readonly secret: () => Promise<string>,
  ) {}

  private async sign(payload: string): Promise<string> {
    return crypto
      .createHmac('sha256', await this.secret())
      .update(payload)
      .digest('base64url')
      .slice(0, 32);
  }

  async url(workspaceId: string, email: string): Promise<string> {
    const payload = Buffer.from(`${workspaceId}\n${email.toLowerCase()}`).toString('base64url');
    return `${this.baseUrl}/api/public/email/unsubscribe/seller/${payload}.${await this.sign(payload)}`;
  }

  /** The seller and address a link names, or null when it was edited or is malformed. */
  async read(token: string): Promise<{ workspaceId: string; email: string } | null> {
    const [payload, signature = ''] = token.split('.');
    if (!payload || token.length > SIGNED_LINK_MAX_LENGTH) return null;
    const expected = Buffer.from(await this.sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
    const [workspaceId, email] = Buffer.from(payload, 'base64url').toString('utf8').split('\n');
    return workspaceId && email ? { workspaceId, email } : null;
  }

  isSuppressed(workspaceId: string, email: string): Promise<boolean> {
    return this.suppressions.isSuppressed(workspaceId, email);
  }

  suppress(workspaceId: string, email: string): Promise<void> {
    return this.suppressions.suppress(workspaceId, email);
  }

  /** The name the unsubscribe page shows for the seller. */
  sellerName(workspaceId: string): Promise<string> {
    return this.suppressions.sellerName(workspaceId);
  }
}

/** The links of this app: its public base URL and the campaigns' tracking secret (read once, then kept). */
export function sellerUnsubscribe(db: Db, env: { APP_URL?: string; PORT: number }): SellerUnsubscribe {
  let secret: Promise<string> | null = null;
  const campaigns = new CampaignsRepository(db);
  return new SellerUnsubscribe(new SuppressionsRepository(db), appUrl(env), () => {
    secret ??= campaigns.trackingSecret();
    return secret;
  });
}
