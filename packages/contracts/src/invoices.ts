import { z } from 'zod';

/**
 * Agency billing (issue 34, ADR 048): invoices a workspace sends its clients, paid by card on a public page.
 * Amounts are integer minor units of the invoice's currency (cents for USD); rates are basis points (825 = 8.25 %);
 * quantities are thousandths (1500 = 1.5). Totals are computed here, once, by the server and the editor alike.
 */

export const INVOICE_STATUSES = ['draft', 'open', 'overdue', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const invoiceStatusSchema = z.enum(INVOICE_STATUSES);

/** The currencies a workspace may bill in (ISO 4217, two minor digits each). USD is the default. */
export const INVOICE_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD'] as const;
export type InvoiceCurrency = (typeof INVOICE_CURRENCIES)[number];
export const invoiceCurrencySchema = z.enum(INVOICE_CURRENCIES, { message: 'Currency must be one of USD, EUR, GBP, CAD, AUD' });

export const statusLabels: Record<InvoiceStatus, string> = {
  draft: 'Draft',
  open: 'Open',
  overdue: 'Overdue',
  paid: 'Paid',
  void: 'Void',
};

// ---------------------------------------------------------------------------------------------------------------
// Who may do what in each state: written once. The server refuses any other action with 409 invalid_transition;
// the web shows only the buttons this table allows.

export const INVOICE_ACTIONS = ['edit', 'delete', 'issue', 'send', 'pay', 'void', 'refund', 'credit'] as const;
export type InvoiceAction = (typeof INVOICE_ACTIONS)[number];

export const INVOICE_MACHINE: Record<InvoiceStatus, readonly InvoiceAction[]> = {
  // A draft has no number and moves no money: it is edited, deleted, issued (numbered) or sent (issued and mailed).
  draft: ['edit', 'delete', 'issue', 'send'],
  // An open or overdue invoice is owed: it is paid (by card, once), sent again, credited in part, or voided.
  open: ['send', 'pay', 'void', 'credit'],
  overdue: ['send', 'pay', 'void', 'credit'],
  // A paid invoice is never edited: money goes back by refunds only.
  paid: ['refund'],
  void: [],
};

export const mayInvoice = (status: InvoiceStatus, action: InvoiceAction): boolean => INVOICE_MACHINE[status].includes(action);

/** Why an action is refused in a state, in the words the API answers with. */
export function refusalFor(status: InvoiceStatus, action: InvoiceAction): string {
  if (action === 'edit' && status === 'paid') return 'A paid invoice cannot be edited';
  if (action === 'edit') return 'Only a draft invoice can be edited';
  if (action === 'pay' && status === 'paid') return 'This invoice has already been paid';
  return `A ${statusLabels[status].toLowerCase()} invoice cannot be ${ACTION_PAST[action]}`;
}

const ACTION_PAST: Record<InvoiceAction, string> = {
  edit: 'edited',
  delete: 'deleted',
  issue: 'issued',
  send: 'sent',
  pay: 'paid',
  void: 'voided',
  refund: 'refunded',
  credit: 'credited',
};

// ---------------------------------------------------------------------------------------------------------------
// Totals.

export interface InvoiceLineInput {
  description: string;
  /** Thousandths: 1000 = one unit. */
  quantity: number;
  /** Minor units per unit. */
  unitPrice: number;
  /** Basis points (0 … 10000). */
  taxRate: number;
  /** Basis points off the line (0 … 10000). */
  discountRate: number;
}

export interface LineTotals {
  /** quantity × unit price, rounded half up to the minor unit. */
  gross: number;
  discount: number;
  tax: number;
  /** gross − discount + tax */
  total: number;
}

export interface InvoiceTotals {
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
  lines: LineTotals[];
}

/** a × b / d rounded half up, for non-negative integers; exact (BigInt) whatever the size of a × b. */
const mulDivRound = (a: number, b: number, d: number) => Number((BigInt(a) * BigInt(b) * 2n + BigInt(d)) / (2n * BigInt(d)));

/**
 * One line: the discount is taken off the line's gross and the tax is on what remains, each rounded to the minor
 * unit on the line (so a line's figures are what its row shows, and the invoice's are their sums).
 */
export function lineTotals(line: Pick<InvoiceLineInput, 'quantity' | 'unitPrice' | 'taxRate' | 'discountRate'>): LineTotals {
  const gross = mulDivRound(line.quantity, line.unitPrice, 1000);
  const discount = mulDivRound(gross, line.discountRate, 10_000);
  const tax = mulDivRound(gross - discount, line.taxRate, 10_000);
  return { gross, discount, tax, total: gross - discount + tax };
}

export function invoiceTotals(lines: readonly InvoiceLineInput[]): InvoiceTotals {
  const each = lines.map(lineTotals);
  const sum = (pick: (line: LineTotals) => number) => each.reduce((total, line) => total + pick(line), 0);
  return {
    subtotal: sum((l) => l.gross),
    discount: sum((l) => l.discount),
    tax: sum((l) => l.tax),
    total: sum((l) => l.total),
    lines: each,
  };
}

/** Minor units as money in the invoice's currency, e.g. formatMoney(123450, 'USD') → "$1,234.50". */
export function formatMoney(minor: number, currency: string, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);
}

/** "12.5" (a percent as typed) ↔ 1250 basis points. */
export const percentToBasisPoints = (percent: number) => Math.round(percent * 100);
export const basisPointsToPercent = (bp: number) => bp / 100;

// ---------------------------------------------------------------------------------------------------------------
// Requests.

const MAX_MINOR = 100_000_000_00; // 100 million in major units

export const invoiceLineSchema = z.object({
  description: z.string().trim().min(1, 'Description is required').max(500, 'Description must be at most 500 characters'),
  quantity: z
    .number({ message: 'Quantity must be a number' })
    .int('Quantity is in thousandths')
    .positive('Quantity must be more than 0')
    .max(1_000_000_000, 'Quantity is too large'),
  unitPrice: z
    .number({ message: 'Unit price must be a number' })
    .int('Unit price is in minor units (cents)')
    .min(0, 'Unit price cannot be negative')
    .max(MAX_MINOR, 'Unit price is too large'),
  taxRate: z.number().int().min(0, 'Tax rate cannot be negative').max(10_000, 'Tax rate must be at most 100%').default(0),
  discountRate: z.number().int().min(0, 'Discount cannot be negative').max(10_000, 'Discount must be at most 100%').default(0),
});
export type InvoiceLine = z.output<typeof invoiceLineSchema>;

const isoDate = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), `${label} must be a real date`);

/** A draft, as created or replaced whole by the editor. The server checks totals and dates too (400 naming the field). */
export const invoiceInputSchema = z.object({
  clientId: z.string().uuid('Choose a client'),
  currency: invoiceCurrencySchema.optional(),
  issueDate: isoDate('Issue date'),
  dueDate: isoDate('Due date'),
  notes: z.string().trim().max(2000, 'Notes must be at most 2000 characters').default(''),
  lines: z.array(invoiceLineSchema).min(1, 'Add at least one line').max(100, 'An invoice has at most 100 lines'),
});
export type InvoiceInput = z.input<typeof invoiceInputSchema>;

export const invoiceListQuerySchema = z.object({
  status: z.enum([...INVOICE_STATUSES, 'all']).default('all'),
  clientId: z.string().uuid().optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const refundInputSchema = z.object({
  amount: z.number({ message: 'Amount is required' }).int('Amount is in minor units').positive('Amount must be more than 0'),
  reason: z.string().trim().max(500).default(''),
});
export const creditNoteInputSchema = refundInputSchema;

export const invoiceSettingsInputSchema = z.object({
  currency: invoiceCurrencySchema,
  businessName: z.string().trim().min(1, 'Business name is required').max(120),
  reminderDaysBefore: z.number().int().min(0).max(30).default(3),
  reminderDaysAfter: z.number().int().min(0).max(60).default(7),
  remindersEnabled: z.boolean().default(true),
});
export type InvoiceSettingsInput = z.input<typeof invoiceSettingsInputSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Responses.

export const invoiceSettingsSchema = invoiceSettingsInputSchema.extend({ nextNumber: z.number().int() });
export type InvoiceSettings = z.infer<typeof invoiceSettingsSchema>;

export const invoiceAdjustmentSchema = z.object({
  id: z.string(),
  kind: z.enum(['payment', 'failed_payment', 'refund', 'credit_note']),
  amount: z.number().int(),
  /** A payment's platform fee (ADR 055: the agency nets amount − fee), or what of the fee a refund gave back. */
  fee: z.number().int(),
  reason: z.string(),
  createdAt: z.string(),
});
export type InvoiceAdjustment = z.infer<typeof invoiceAdjustmentSchema>;

const lineOutputSchema = invoiceLineSchema.extend({ total: z.number().int() });

export const invoiceSummarySchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  status: invoiceStatusSchema,
  clientId: z.string().nullable(),
  clientName: z.string(),
  clientEmail: z.string(),
  currency: invoiceCurrencySchema,
  issueDate: z.string(),
  dueDate: z.string(),
  total: z.number().int(),
  amountDue: z.number().int(),
  createdAt: z.string(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceSchema = invoiceSummarySchema.extend({
  notes: z.string(),
  lines: z.array(lineOutputSchema),
  subtotal: z.number().int(),
  discount: z.number().int(),
  tax: z.number().int(),
  paid: z.number().int(),
  refunded: z.number().int(),
  credited: z.number().int(),
  /** The platform's fees on card payments to the agency's Connect account, less what refunds gave back (ADR 055). */
  platformFee: z.number().int(),
  sentAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  voidedAt: z.string().nullable(),
  /** The public pay page's path (/invoice/<token>), once the invoice is issued. */
  payPath: z.string().nullable(),
  adjustments: z.array(invoiceAdjustmentSchema),
  allowed: z.array(z.enum(INVOICE_ACTIONS)),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoicePageSchema = z.object({
  items: z.array(invoiceSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type InvoicePage = z.infer<typeof invoicePageSchema>;

/** What the client sees on the public pay page (no ids of the workspace, no adjustments' reasons). */
export const publicInvoiceSchema = z.object({
  number: z.string(),
  status: invoiceStatusSchema,
  businessName: z.string(),
  /** The agency has White Label Access: the page carries no ProClub credit. */
  whiteLabel: z.boolean(),
  clientName: z.string(),
  currency: invoiceCurrencySchema,
  issueDate: z.string(),
  dueDate: z.string(),
  notes: z.string(),
  lines: z.array(lineOutputSchema),
  subtotal: z.number().int(),
  discount: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  paid: z.number().int(),
  amountDue: z.number().int(),
  paidAt: z.string().nullable(),
  /** How the page takes a card: our test card form, Stripe Checkout, or not at all (no provider configured). */
  payment: z.enum(['test', 'stripe', 'none']),
});
export type PublicInvoice = z.infer<typeof publicInvoiceSchema>;

export const invoiceCheckoutSchema = z.object({ url: z.string() });

export const revenueSummarySchema = z.object({
  currency: invoiceCurrencySchema,
  /** Monthly recurring revenue: the monthly amounts of active subscriptions. */
  mrr: z.number().int(),
  activeSubscriptions: z.number().int(),
  /** Subscriptions canceled in the last 30 days over those active at any time in them, in basis points. */
  churnRate: z.number().int(),
  collectedThisMonth: z.number().int(),
  outstanding: z.number().int(),
  overdue: z.number().int(),
  months: z.array(z.object({ month: z.string(), collected: z.number().int() })),
  clients: z.array(z.object({ clientId: z.string().nullable(), clientName: z.string(), collected: z.number().int() })),
});
export type RevenueSummary = z.infer<typeof revenueSummarySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Recurring billing: a subscription per client, billed monthly by the job engine (ADR 048).

export const SUBSCRIPTION_STATUSES = ['active', 'paused', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** After a declined charge of a period's invoice, the saved card is tried again this many days after the first try. */
export const CHARGE_RETRY_DAYS = [1, 3, 7] as const;

export const subscriptionInputSchema = z.object({
  clientId: z.string().uuid('Choose a client'),
  /** The first period's invoice date; each later one is a month after. */
  startDate: isoDate('Start date'),
  daysUntilDue: z.number().int().min(0, 'Days until due cannot be negative').max(90, 'At most 90 days').default(7),
  lines: z.array(invoiceLineSchema).min(1, 'Add at least one line').max(50, 'A subscription has at most 50 lines'),
});
export type SubscriptionInput = z.input<typeof subscriptionInputSchema>;

export const cancelSubscriptionSchema = z.object({ atPeriodEnd: z.boolean().default(true) });

export const subscriptionSchema = z.object({
  id: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  clientId: z.string().nullable(),
  clientName: z.string(),
  currency: invoiceCurrencySchema,
  amount: z.number().int(),
  lines: z.array(lineOutputSchema),
  startDate: z.string(),
  nextInvoiceDate: z.string(),
  daysUntilDue: z.number().int(),
  cancelAtPeriodEnd: z.boolean(),
  canceledAt: z.string().nullable(),
  cardLast4: z.string().nullable(),
  source: z.string(),
  createdAt: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export const subscriptionListSchema = z.object({ items: z.array(subscriptionSchema) });
