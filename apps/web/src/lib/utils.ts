import { twMerge } from 'tailwind-merge';

/**
 * Joins class names, skipping falsy ones; a later Tailwind class wins over an earlier one of the same property
 * (`max-w-lg` then `max-w-5xl` → `max-w-5xl`). Joining alone left both in the list, and the stylesheet's order —
 * not the caller's — decided: every dialog that asked to be wider stayed 512 px.
 */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return twMerge(classes.filter(Boolean).join(' '));
}

// `undefined` is the user's locale (the browser's language): $1,234.50 in the US, 1.234,50 $ in Germany.
const usd = new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' });
/** Money in US dollars, written the user's way ($1,234.50 for en-US). */
export const formatMoney = (value: number) => usd.format(value);
const wholeUsd = new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
/** Whole dollars with separators for chart axes ($12,000). */
export const formatWholeMoney = (value: number) => wholeUsd.format(value);

export const titleCase = (value: string) =>
  value
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
