import { type AddOn, addOnInfo, BASE_MONTHLY_PRICE } from '@proclub/contracts/membership';
import { renderEmail } from '../../lib/email-layout';
import { formatCents } from '../../lib/money';
import { PDF_FONT } from '../../lib/pdf-document';
import { PDF_COLORS, statementPdf } from '../../lib/statement-pdf';
import type { MailMessage } from '../../plugins/mailer/mailer.plugin';
import type { Card, ChargeRow } from './membership.repository';

const day = (date: Date) => date.toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** "Visa ending in 4242". */
export function cardLabel(card: Card | null): string {
  if (!card) return 'Card on file';
  const brand = card.brand === 'amex' ? 'American Express' : card.brand.charAt(0).toUpperCase() + card.brand.slice(1);
  return `${brand} ending in ${card.last4}`;
}

export const chargeCard = (charge: ChargeRow): Card | null =>
  charge.cardBrand && charge.cardLast4 ? { brand: charge.cardBrand, last4: charge.cardLast4 } : null;

/** What was bought, in one line: "Club Membership + Advanced CRM Tools + White Label Access". */
export const chargeDescription = (addOns: readonly AddOn[]) =>
  ['Club Membership', ...addOns.map((id) => addOnInfo(id).name)].join(' + ');

/**
 * The receipt's lines: the plan and each add-on at list price when they add up to what was paid; otherwise (a
 * prorated change, a discount) one line for the whole invoice, so the lines always sum to the total.
 */
function chargeLines(charge: ChargeRow): [string, number][] {
  const lines: [string, number][] = [
    ['Club Membership (monthly)', BASE_MONTHLY_PRICE * 100],
    ...charge.addOns.map((id): [string, number] => [`${addOnInfo(id).name} (monthly add-on)`, addOnInfo(id).monthlyPrice * 100]),
  ];
  const listed = lines.reduce((sum, [, cents]) => sum + cents, 0);
  return listed === charge.amountCents
    ? lines
    : [[`${chargeDescription(charge.addOns)} (${reasonLabel(charge.reason).toLowerCase()})`, charge.amountCents]];
}

const reasonLabel = (reason: string) =>
  reason === 'subscription_create' ? 'First month' : reason === 'subscription_cycle' ? 'Monthly renewal' : 'Membership change';

export const receiptNumber = (charge: ChargeRow) => charge.invoiceId;

/** A membership charge's receipt as a PDF (lib/statement-pdf.ts, like the order receipts). */
export function renderMembershipReceiptPdf(charge: ChargeRow, member: { name: string | null; email: string }): Promise<Buffer> {
  const { doc, left, width, row, section, note, finish } = statementPdf({
    title: `Receipt ${receiptNumber(charge)}`,
    heading: 'Membership receipt',
    valueWidth: 160,
  });
  note(`Receipt ${receiptNumber(charge)}`, `Paid ${day(charge.paidAt)}`);

  section('Billed to');
  doc.font(PDF_FONT).fillColor(PDF_COLORS.ink).fontSize(11);
  if (member.name) doc.text(member.name, left, doc.y, { width });
  doc.text(member.email, left, doc.y, { width });

  section('Membership');
  for (const [label, cents] of chargeLines(charge)) row(label, formatCents(cents));
  row('Period', `${day(charge.periodStart)} – ${day(charge.periodEnd)}`);
  row('Kind', reasonLabel(charge.reason));
  row(`Total paid (${charge.currency.toUpperCase()})`, formatCents(charge.amountCents), true);

  section('Payment');
  row('Paid with', cardLabel(chargeCard(charge)));
  row('Provider', charge.provider === 'test' ? 'Test checkout (no real money)' : 'Stripe');
  return finish();
}

/** The receipt mail: what was paid, for which period, with which card, and a link to the PDF. */
export async function membershipReceiptMail(
  charge: ChargeRow,
  member: { name: string | null; email: string },
  appUrl: string,
): Promise<MailMessage> {
  const total = formatCents(charge.amountCents);
  const rendered = await renderEmail({
    subject: `Your ProClub receipt: ${total} for ${chargeDescription(charge.addOns)}`,
    preheader: `${total} paid on ${day(charge.paidAt)}`,
    brand: { kind: 'platform' },
    greeting: member.name ? `Hi ${member.name},` : 'Hello,',
    paragraphs: [`Thank you for your payment. This is your receipt for your ProClub membership.`],
    heading: `Receipt ${receiptNumber(charge)}`,
    facts: [
      `Amount paid: ${total}`,
      `Paid on: ${day(charge.paidAt)}`,
      `Period: ${day(charge.periodStart)} – ${day(charge.periodEnd)}`,
      `Paid with: ${cardLabel(chargeCard(charge))}`,
    ],
    sections: [
      {
        heading: 'What you bought',
        rows: chargeLines(charge).map(([label, cents]) => ({ label, value: formatCents(cents) })),
      },
    ],
    action: { label: 'Download Receipt (PDF)', url: `${appUrl}/api/membership/charges/${charge.id}/receipt.pdf` },
    smallPrint: `Your payment history and next charge are in your billing centre: ${appUrl}/membership/billing`,
    appUrl,
  });
  return { to: member.email, ...rendered };
}
