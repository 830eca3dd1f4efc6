/** Joins class names, skipping falsy ones. */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** Money as $1,234.50. */
export const formatMoney = (value: number) => usd.format(value);

export const titleCase = (value: string) =>
  value
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
