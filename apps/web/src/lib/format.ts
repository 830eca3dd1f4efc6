import { formatDistanceToNow, parseISO } from 'date-fns';
import { formatMoney } from '@/lib/utils';

/** Budget with a $ sign and 2 decimals ($1,234.50), or a dash when there is none. */
export const formatBudget = (budget: number | null) => (budget === null ? '—' : formatMoney(budget));

// `undefined` is the user's locale (the browser's language), so a German user reads '31.01.2030'.
const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const moment = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const shortDay = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });
/** A day without its year for chart axes, e.g. 'Jan 31'. */
export const formatShortDay = (value: string) => shortDay.format(parseISO(value));

/** A calendar date (YYYY-MM-DD, read as that day where the user is) in the user's locale, e.g. 'Jan 31, 2030'. */
export const formatDay = (value: string) => day.format(parseISO(value));

const longDay = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });
/** A date spelled out in the user's locale, e.g. 'March 1, 2026'. */
export const formatLongDay = (iso: string) => longDay.format(parseISO(iso));

/** A moment in the user's locale, e.g. 'Jan 31, 2030, 4:05 PM'. */
export const formatMoment = (iso: string) => moment.format(parseISO(iso));

/** '2 minutes ago'. */
export const timeAgo = (iso: string) => formatDistanceToNow(parseISO(iso), { addSuffix: true });

const count = new Intl.NumberFormat(undefined);
export const formatCount = (value: number) => count.format(value);

const percent = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 1 });
/** A rate given in percent (66.7 → '66.7%'), or a dash when there was nothing to divide by (0 orders of 0 views). */
export const formatRate = (percentValue: number, outOf: number) => (outOf === 0 ? '—' : percent.format(percentValue / 100));

const plurals = new Intl.PluralRules('en');
/** '1 client', '1,204 clients': the count in the user's locale, the noun by English plural rules (the UI is English). */
export const countOf = (value: number, one: string, other = `${one}s`) => `${formatCount(value)} ${nounFor(value, one, other)}`;

/** The noun alone for a count shown elsewhere ('message' or 'messages'), by the same plural rules as countOf. */
export function nounFor(value: number, one: string, other = `${one}s`): string {
  return plurals.select(value) === 'one' ? one : other;
}

/**
 * A seller in one line, the same everywhere outside the cards that stack name over company: their name, then their
 * company when they have one ("Avery Parker (Brightline Digital)"), so nobody meets one seller under two names.
 */
export function sellerName(seller: { fullName: string | null; companyName: string | null }, fallback = 'the seller'): string {
  const name = seller.fullName?.trim();
  const company = seller.companyName?.trim();
  if (name && company) return `${name} (${company})`;
  return name || company || fallback;
}
