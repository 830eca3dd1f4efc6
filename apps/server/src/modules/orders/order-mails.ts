import { renderEmail } from '../../lib/email-layout';
import { formatUsd } from '../../lib/money';
import type { MailMessage } from '../../plugins/mailer/mailer.plugin';
import type { OrderEvent } from './order-event';

const cents = (value: number | null) => (value === null ? '—' : formatUsd(value / 100));
const dueText = (dueAt: Date | null) =>
  dueAt ? `${dueAt.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC` : 'as before';

/** What each event says to each side (subject line, first sentence). */
function wording(event: OrderEvent, side: 'buyer' | 'seller'): { subject: string; lead: string } {
  const { order } = event;
  const title = order.serviceTitle;
  const buyer = order.buyerName || 'The buyer';
  const seller = order.sellerName || 'The seller';
  const auto = event.kind === 'completed' && event.actor === 'system';
  const lines: Record<OrderEvent['kind'], [string, string]> = {
    placed: [
      `You paid ${cents(order.amountCents)} for "${title}". The seller confirms your order before work starts; the money is held until you accept the delivery.`,
      `${buyer} ordered "${title}" and paid ${cents(order.amountCents)}. Accept or decline the order.`,
    ],
    accepted: [
      `${seller} accepted your order "${title}".`,
      `You accepted the order "${title}". The client is in your CRM with a project.`,
    ],
    started: [`${seller} started work on "${title}".`, `You started work on "${title}".`],
    delivered: [
      `${seller} delivered "${title}". Accept the delivery to release the payment.`,
      `You delivered "${title}". The payment is released when the buyer accepts, or automatically after a few days.`,
    ],
    completed: auto
      ? [
          `"${title}" was completed automatically: no answer came after the delivery, so the payment was released.`,
          `"${title}" was completed automatically and its payment released to your earnings.`,
        ]
      : [
          `You accepted the delivery of "${title}". Thank you!`,
          `${buyer} accepted your delivery of "${title}". The payment is now in your available earnings.`,
        ],
    declined: [
      `${seller} declined your order "${title}". You are refunded ${cents(order.amountCents)} in full.`,
      `You declined the order "${title}". The buyer is refunded in full.`,
    ],
    cancelled:
      event.cancellation === 'late'
        ? [
            `You cancelled "${title}" because it was past its due date. You are refunded ${cents(order.amountCents)} in full.`,
            `${buyer} cancelled "${title}" because it was past its due date; the buyer is refunded in full.`,
          ]
        : event.cancellation === 'agreed'
          ? [
              `The order "${title}" was cancelled as both of you agreed. You are refunded ${cents(order.amountCents)} in full.`,
              `The order "${title}" was cancelled as both of you agreed; the buyer is refunded in full.`,
            ]
          : [
              `The order "${title}" was cancelled. You are refunded in full.`,
              `The order "${title}" was cancelled; the buyer is refunded in full.`,
            ],
    cancellation_requested:
      event.actor === 'buyer'
        ? [
            `You asked ${seller} to cancel "${title}". The payment stays held until they agree or decline.`,
            `${buyer} asked to cancel "${title}". If you agree, the buyer is refunded in full; if you decline, the order goes on.`,
          ]
        : [
            `${seller} asked to cancel "${title}". If you agree, you are refunded in full; if you decline, the order goes on.`,
            `You asked ${buyer} to cancel "${title}". The payment stays held until they agree or decline.`,
          ],
    cancellation_declined: [
      event.actor === 'buyer'
        ? `You declined to cancel "${title}": the order goes on.`
        : `${seller} declined to cancel "${title}": the order goes on. You can open a dispute if you cannot agree.`,
      event.actor === 'seller'
        ? `You declined to cancel "${title}": the order goes on.`
        : `${buyer} declined to cancel "${title}": the order goes on. You can open a dispute if you cannot agree.`,
    ],
    cancellation_withdrawn: [
      `The request to cancel "${title}" was withdrawn: the order goes on.`,
      `The request to cancel "${title}" was withdrawn: the order goes on.`,
    ],
    extension_requested: [
      `${seller} asked for ${order.extensionDays ?? 0} more day(s) on "${title}". Accept or decline the new due date.`,
      `You asked ${buyer} for ${order.extensionDays ?? 0} more day(s) on "${title}".`,
    ],
    extension_accepted: [
      `You accepted the extension of "${title}". It is now due ${dueText(order.dueAt)}.`,
      `${buyer} accepted your extension of "${title}". It is now due ${dueText(order.dueAt)}.`,
    ],
    extension_declined: [
      `You declined the extension of "${title}". It is still due ${dueText(order.dueAt)}.`,
      `${buyer} declined your extension of "${title}". It is still due ${dueText(order.dueAt)}.`,
    ],
    revision_requested: [
      `You asked ${seller} for a revision of "${title}". The order is back in progress until the next delivery.`,
      `${buyer} asked for a revision of "${title}". The order is back in progress: deliver again when it is ready.`,
    ],
    disputed: disputedLines(event),
    resolved: resolvedLines(event),
  };
  const [buyerLine, sellerLine] = lines[event.kind];
  const subjects: Record<OrderEvent['kind'], string> = {
    placed: side === 'buyer' ? `Receipt: your order "${title}"` : `New order: "${title}"`,
    accepted: `Order accepted: "${title}"`,
    started: `Work started: "${title}"`,
    delivered: `Order delivered: "${title}"`,
    completed: `Order completed: "${title}"`,
    declined: `Order declined: "${title}"`,
    cancelled: `Order cancelled: "${title}"`,
    revision_requested: `Revision requested: "${title}"`,
    disputed: `Order disputed: "${title}"`,
    resolved: `Dispute resolved: "${title}"`,
    cancellation_requested: `Cancellation requested: "${title}"`,
    cancellation_declined: `Cancellation declined: "${title}"`,
    cancellation_withdrawn: `Cancellation withdrawn: "${title}"`,
    extension_requested: `Extension requested: "${title}"`,
    extension_accepted: `Extension accepted: "${title}"`,
    extension_declined: `Extension declined: "${title}"`,
  };
  return { subject: subjects[event.kind], lead: side === 'buyer' ? buyerLine : sellerLine };
}

/** Opening a dispute: the side that opened it and the other side, with the reason. */
function disputedLines(event: OrderEvent): [string, string] {
  const title = event.order.serviceTitle;
  const reason = event.dispute?.reason ?? '';
  const byBuyer = event.dispute?.openedBy === 'buyer';
  const held = 'The payment stays held until an admin resolves the dispute.';
  return [
    byBuyer
      ? `You opened a dispute on "${title}": ${reason} ${held}`
      : `${event.order.sellerName || 'The seller'} opened a dispute on "${title}": ${reason} ${held}`,
    byBuyer
      ? `${event.order.buyerName || 'The buyer'} opened a dispute on "${title}": ${reason} ${held}`
      : `You opened a dispute on "${title}": ${reason} ${held}`,
  ];
}

/** An admin's decision, in money terms for each side. */
function resolvedLines(event: OrderEvent): [string, string] {
  const { order, dispute } = event;
  const title = order.serviceTitle;
  const refund = dispute?.refundCents ?? 0;
  const note = dispute?.note ? ` Note from the admin: ${dispute.note}` : '';
  const amount = order.amountCents ?? 0;
  if (dispute?.outcome === 'refund')
    return [
      `The dispute on "${title}" was resolved: you are refunded ${cents(amount)} in full.${note}`,
      `The dispute on "${title}" was resolved with a full refund to the buyer.${note}`,
    ];
  if (dispute?.outcome === 'partial')
    return [
      `The dispute on "${title}" was resolved: you are refunded ${cents(refund)} of ${cents(amount)}.${note}`,
      `The dispute on "${title}" was resolved: the buyer is refunded ${cents(refund)}; the rest is released to your earnings, less the platform fee.${note}`,
    ];
  return [
    `The dispute on "${title}" was resolved: the payment is released to the seller.${note}`,
    `The dispute on "${title}" was resolved: the payment is released to your earnings.${note}`,
  ];
}

/** The buyer's receipt lines (on the placed mail): amount, fee-free total, order id. */
function receipt(event: OrderEvent): [string, string][] {
  const { order } = event;
  return [
    ['Service', order.serviceTitle],
    ['Seller', order.sellerCompany || order.sellerName || '—'],
    ['Order', order.id],
    ['Paid', cents(order.amountCents)],
    ['Date', order.createdAt.toISOString().slice(0, 10)],
  ];
}

/** One order event's mail to one side, in the app's branded layout; the buyer's "placed" mail is the receipt. */
export async function orderEventMail(
  event: OrderEvent,
  side: 'buyer' | 'seller',
  to: string,
  orderUrl: string,
): Promise<MailMessage> {
  const { subject, lead } = wording(event, side);
  const rows = side === 'buyer' && event.kind === 'placed' ? receipt(event) : [];
  const email = await renderEmail({
    subject,
    brand: { kind: 'platform' },
    paragraphs: event.note ? [lead, `“${event.note}”`] : [lead],
    facts: rows.map(([label, value]) => `${label}: ${value}`),
    action: { label: 'Open your orders', url: orderUrl },
    // The receipt mail links the PDF receipt (GET /api/orders/{id}/receipt.pdf, for the buyer and seller only).
    ...(rows.length > 0
      ? { smallPrint: `Download receipt (PDF): ${new URL(orderUrl).origin}/api/orders/${event.order.id}/receipt.pdf` }
      : {}),
    appUrl: new URL(orderUrl).origin,
  });
  return { to, ...email };
}
