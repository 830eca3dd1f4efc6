const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 2,
  minimumFractionDigits: 0,
});

/** $1,234 or $1,234.5 → "$1,234.50"-style text for formulas and emails. */
export const formatUsd = (value: number) => usd.format(value);

const usdCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** A price as every screen shows it (issue 37): thousands separators and cents, "$1,999.00". */
export const formatPrice = (value: number) => usdCents.format(value);
/** Cents as "$1,999.00" (receipts, statements). */
export const formatCents = (cents: number) => formatPrice(cents / 100);
