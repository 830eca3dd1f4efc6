import type { ReviewPlatform, ReviewRequest } from '@proclub/contracts/products';
import { badRequest, notFound, rateLimited } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import type { Mailer } from '../../plugins/mailer/mailer.plugin';
import type { RateLimiter } from '../auth/auth.public';
import type { ProductClientsRepository } from './product-clients.repository';
import type {
  ReviewBoosterRepository,
  ReviewPlatformRow,
  ReviewPlatformWrite,
  ReviewRequestRow,
} from './review-booster.repository';
import type { ReviewRequestMails } from './review-request-email';

const REQUESTS_LISTED = 50;
/** Review requests a seller may send per hour (they go to the client's customers, not to the seller). */
export const REVIEW_REQUESTS_PER_HOUR = 100;

const toPlatform = ({ clientCompany: _company, ...row }: ReviewPlatformRow): ReviewPlatform => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});
const toRequest = (row: ReviewRequestRow): ReviewRequest => ({ ...row, sentAt: row.sentAt.toISOString() });

/** Review platforms per client and review-request emails to the client's customers, sent through the mailer. */
export class ReviewBoosterService {
  constructor(
    private readonly repository: ReviewBoosterRepository,
    private readonly clients: ProductClientsRepository,
    private readonly mailer: Mailer,
    private readonly limiter: RateLimiter,
    private readonly mails: ReviewRequestMails,
  ) {}

  async platforms(workspaceId: string, clientId: string | undefined, limit: number): Promise<ReviewPlatform[]> {
    if (clientId && !isUuid(clientId)) return [];
    return (await this.repository.platforms(workspaceId, clientId, limit)).map(toPlatform);
  }

  async addPlatform(workspaceId: string, data: ReviewPlatformWrite): Promise<ReviewPlatform> {
    await this.clients.require(workspaceId, data.clientId);
    const rating = data.rating === null ? null : Math.round(data.rating * 10) / 10;
    const id = await this.repository.insertPlatform(workspaceId, { ...data, rating });
    const row = await this.repository.platform(workspaceId, id);
    if (!row) throw notFound('Platform');
    return toPlatform(row);
  }

  async updatePlatform(workspaceId: string, id: string, data: ReviewPlatformWrite): Promise<ReviewPlatform> {
    if (!isUuid(id) || !(await this.repository.platform(workspaceId, id))) throw notFound('Platform');
    await this.clients.require(workspaceId, data.clientId);
    const rating = data.rating === null ? null : Math.round(data.rating * 10) / 10;
    if (!(await this.repository.updatePlatform(workspaceId, id, { ...data, rating }))) throw notFound('Platform');
    const row = await this.repository.platform(workspaceId, id);
    if (!row) throw notFound('Platform');
    return toPlatform(row);
  }

  async deletePlatform(workspaceId: string, id: string): Promise<void> {
    if (!isUuid(id) || !(await this.repository.deletePlatform(workspaceId, id))) throw notFound('Platform');
  }

  async requests(workspaceId: string): Promise<ReviewRequest[]> {
    return (await this.repository.requests(workspaceId, REQUESTS_LISTED)).map(toRequest);
  }

  /** Emails the customer a request to review the client on the platform, and records it. */
  async sendRequest(
    workspaceId: string,
    sender: { id: string; email: string },
    data: { platformId: string; customerName: string; customerEmail: string; message?: string | null },
  ): Promise<ReviewRequest> {
    const platform = isUuid(data.platformId) ? await this.repository.platform(workspaceId, data.platformId) : null;
    if (!platform) throw badRequest('platformId', 'Please select one of your review platforms');
    if (platform.status !== 'active')
      throw badRequest('platformId', `${platform.name} is still pending; activate it before sending requests`);
    const wait = await this.limiter.consume(`review-request:user:${sender.id}`, {
      limit: REVIEW_REQUESTS_PER_HOUR,
      windowMs: 60 * 60_000,
    });
    if (wait !== null) throw rateLimited('Too many review requests.', wait);
    if (!(await this.mails.mayMail(workspaceId, data.customerEmail)))
      throw badRequest('customerEmail', `${data.customerEmail} unsubscribed from your emails`);
    const mail = await this.mails.compose({
      workspaceId: workspaceId,
      sellerEmail: sender.email,
      business: platform.clientCompany || platform.clientName,
      platform: platform.name,
      reviewUrl: platform.reviewUrl,
      customerName: data.customerName,
      customerEmail: data.customerEmail,
      message: data.message ?? null,
    });
    const sent = await this.mailer.send(mail);
    const id = await this.repository.insertRequest(workspaceId, {
      platformId: platform.id,
      customerName: data.customerName,
      customerEmail: data.customerEmail,
      emailId: sent.id,
    });
    const [row] = await this.repository.requests(workspaceId, 1, id);
    return { ...toRequest(row), captured: !this.mailer.delivers };
  }
}
