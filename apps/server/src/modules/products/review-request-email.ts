import { reviewRequestSubject } from '@proclub/contracts/products';
import { appUrl as appUrlOf } from '../../config/app-origin';
import type { Db } from '../../db/client';
import { renderEmail } from '../../lib/email-layout';
import type { MailMessage } from '../../plugins/mailer/mailer.plugin';
import { type SellerUnsubscribe, sellerUnsubscribe } from '../campaigns/campaigns.public';
import { PublicBrands } from '../profiles/profiles.public';

export interface ReviewRequestInput {
  workspaceId: string;
  /** The seller's own address: answers go there. */
  sellerEmail: string;
  /** The business being reviewed (the seller's client), as the customer knows it. */
  business: string;
  platform: string;
  reviewUrl: string;
  customerName: string;
  customerEmail: string;
  message: string | null;
}

/**
 * Review-request mails: who asks, an optional note and one button to the platform's review form, in the
 * business's name with answers to the seller; an unsubscribe link (and RFC 8058 headers) that adds the address to
 * the seller's suppression list, which every later request and campaign honours.
 */
export class ReviewRequestMails {
  private readonly brands: PublicBrands;
  private readonly unsubscribe: SellerUnsubscribe;

  constructor(
    db: Db,
    private readonly env: { APP_URL?: string; PORT: number },
  ) {
    this.brands = new PublicBrands(db);
    this.unsubscribe = sellerUnsubscribe(db, env);
  }

  /** False when the customer unsubscribed from this seller's mail (send nothing). */
  async mayMail(workspaceId: string, email: string): Promise<boolean> {
    return !(await this.unsubscribe.isSuppressed(workspaceId, email));
  }

  async compose(input: ReviewRequestInput): Promise<MailMessage> {
    const [brand, unsubscribeUrl] = await Promise.all([
      this.brands.of(input.workspaceId),
      this.unsubscribe.url(input.workspaceId, input.customerEmail),
    ]);
    const appUrl = appUrlOf(this.env);
    const email = await renderEmail({
      subject: reviewRequestSubject(input.business),
      preheader: `Would you share your experience on ${input.platform}?`,
      brand: { kind: 'seller', name: input.business, whiteLabel: brand.whiteLabel },
      greeting: `Hi ${input.customerName},`,
      paragraphs: [
        `Thank you for choosing ${input.business}. Would you take a minute to share your experience on ${input.platform}? It helps neighbours find us.`,
      ],
      note: input.message,
      action: { label: `Leave a review on ${input.platform}`, url: input.reviewUrl },
      signOff: ['Thank you,', input.business],
      unsubscribeUrl,
      appUrl,
    });
    return {
      to: input.customerEmail,
      ...email,
      fromName: input.business,
      replyTo: input.sellerEmail,
      headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    };
  }
}
