import { differenceInDays, differenceInHours, differenceInMinutes, format, isSameYear } from 'date-fns';

/** Short relative times for messages: 'just now', '2 min ago', '3 h ago', 'yesterday', then a date. */
export function relativeTime(value: string | Date, now: Date = new Date()): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const minutes = differenceInMinutes(now, date);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = differenceInHours(now, date);
  if (hours < 24) return `${hours} h ago`;
  const days = differenceInDays(now, date);
  if (days < 2) return 'yesterday';
  if (days < 7) return `${days} days ago`;
  return format(date, isSameYear(date, now) ? 'MMM d' : 'MMM d, yyyy');
}

/** The full timestamp for a tooltip or <time title>, in the user's locale. */
export function fullTime(value: string): string {
  return format(new Date(value), 'PPpp');
}
