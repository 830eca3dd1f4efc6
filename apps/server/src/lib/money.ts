const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 2,
  minimumFractionDigits: 0,
});

/** $1,234 or $1,234.5 → "$1,234.50"-style text for formulas and emails. */
export const formatUsd = (value: number) => usd.format(value);

const usdCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
/** Cents as "$1,999.00" (receipts, statements): always two decimals, thousands separated. */
export const formatCents = (cents: number) => usdCents.format(cents / 100);
