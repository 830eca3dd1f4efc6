import { format, formatDistanceToNow, parseISO } from 'date-fns';
import { formatMoney } from '@/lib/utils';

/** Budget with a $ sign and 2 decimals ($1,234.50), or a dash when there is none. */
export const formatBudget = (budget: number | null) => (budget === null ? '—' : formatMoney(budget));

/** A calendar date (YYYY-MM-DD) in the user's locale, e.g. 'Jan 31, 2030'. */
export const formatDay = (day: string) => format(parseISO(day), 'PP');

/** A moment in the user's locale, e.g. 'Jan 31, 2030, 4:05 PM'. */
export const formatMoment = (iso: string) => format(parseISO(iso), 'PPp');

/** '2 minutes ago'. */
export const timeAgo = (iso: string) => formatDistanceToNow(parseISO(iso), { addSuffix: true });

const count = new Intl.NumberFormat('en-US');
export const formatCount = (value: number) => count.format(value);
