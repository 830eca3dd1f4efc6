import {
  type BillingOverview,
  type CardUpdateSession,
  type MembershipCharge,
  type MembershipChargesPage,
  membershipTotal,
} from '@proclub/contracts/membership';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, notFound } from '../../lib/app-error';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import type { AuthUser } from '../../plugins/auth';
import type { BillingGateway } from './billing-gateway';
import type { ChargeRow, MembershipRepository } from './membership.repository';
import type { MembershipAccess } from './membership-access';
import { chargeCard, chargeDescription, renderMembershipReceiptPdf } from './membership-receipt';
import type { TestBilling } from './test-billing';

type TestCard = Parameters<TestBilling['updateCard']>[1];

const PAGE_SIZE = 10;
const CURSOR_KIND = 'membership-charges';

function toCharge(row: ChargeRow): MembershipCharge {
  return {
    id: row.id,
    paidAt: row.paidAt.toISOString(),
    amountCents: row.amountCents,
    currency: row.currency,
    description: chargeDescription(row.addOns),
    addOns: row.addOns,
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    card: chargeCard(row),
    receiptUrl: `/api/membership/charges/${row.id}/receipt.pdf`,
  };
}

/** The billing centre: payment history with receipts, the next charge, and updating the card. */
export class BillingCentreService {
  constructor(
    private readonly repository: MembershipRepository,
    private readonly access: MembershipAccess,
    private readonly gateway: BillingGateway,
    private readonly testBilling: TestBilling | null,
    private readonly appUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async overview(user: AuthUser): Promise<BillingOverview> {
    const [current, card, customer] = await Promise.all([
      this.access.current(user.id),
      this.repository.cardOf(user.id),
      this.repository.customerOf(user.id),
    ]);
    const renews = current && !current.cancelAtPeriodEnd && current.currentPeriodEnd;
    return {
      provider: this.gateway.kind,
      nextCharge: renews
        ? { date: (current.currentPeriodEnd as Date).toISOString(), amountCents: membershipTotal(current.addOns) * 100 }
        : null,
      card,
      canUpdateCard: !!customer && customer.provider === this.gateway.kind,
    };
  }

  async charges(user: AuthUser, cursor: string | undefined): Promise<MembershipChargesPage> {
    const values = decodeCursor(CURSOR_KIND, cursor, 2);
    const after = values ? { paidAt: new Date(String(values[0])), id: String(values[1]) } : null;
    if (after && Number.isNaN(after.paidAt.getTime())) throw notFound('Page');
    const rows = await this.repository.charges(user.id, after, PAGE_SIZE + 1);
    const page = rows.slice(0, PAGE_SIZE);
    const last = page.at(-1);
    return {
      items: page.map(toCharge),
      nextCursor: rows.length > PAGE_SIZE && last ? encodeCursor(CURSOR_KIND, [last.paidAt.toISOString(), last.id]) : null,
    };
  }

  /** The receipt PDF of one of the user's charges; another user's charge is answered like a missing one. */
  async receiptPdf(user: AuthUser, id: string): Promise<{ pdf: Buffer; name: string }> {
    const charge = await this.repository.charge(user.id, id);
    if (!charge) {
      this.log.info({ userId: user.id, chargeId: id.slice(0, 64) }, 'receipt not found for this member');
      throw notFound('Receipt');
    }
    const contact = (await this.repository.contact(user.id)) ?? { name: null, email: user.email };
    const pdf = await renderMembershipReceiptPdf(charge, contact);
    return { pdf, name: `proclub-receipt-${charge.paidAt.toISOString().slice(0, 10)}.pdf` };
  }

  async startCardUpdate(user: AuthUser): Promise<CardUpdateSession> {
    const customer = await this.repository.customerOf(user.id);
    if (!customer || customer.provider !== this.gateway.kind)
      throw new AppError('membership_required', 409, 'Join the club first: there is no card on file to update.');
    return this.gateway.startCardUpdate(customer.customerId, `${this.appUrl}/membership/billing`);
  }

  async updateTestCard(user: AuthUser, card: TestCard): Promise<BillingOverview> {
    if (!this.testBilling) throw notFound('Card update');
    await this.testBilling.updateCard(user, card);
    return this.overview(user);
  }
}
