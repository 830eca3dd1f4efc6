import type { JobSchedule } from '@proclub/contracts/job-schedules';
import { nounFor } from '@/lib/format';

const UNITS = [
  { seconds: 7 * 86_400, name: 'week' },
  { seconds: 86_400, name: 'day' },
  { seconds: 3_600, name: 'hour' },
  { seconds: 60, name: 'minute' },
  { seconds: 1, name: 'second' },
] as const;

/** 604800 → "every week", 1209600 → "every 2 weeks", 5400 → "every 90 minutes". */
export function describeEvery(seconds: number): string {
  const unit = UNITS.find((candidate) => seconds % candidate.seconds === 0) ?? UNITS[UNITS.length - 1];
  const count = seconds / unit.seconds;
  return count === 1 ? `every ${unit.name}` : `every ${count} ${nounFor(count, unit.name)}`;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const ordinal = new Intl.PluralRules('en-US', { type: 'ordinal' });
const SUFFIX: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };
const nth = (day: number) => `${day}${SUFFIX[ordinal.select(day)]}`;
const isNumber = (field: string) => /^\d+$/.test(field);
const pad = (value: string) => value.padStart(2, '0');

/**
 * The cron shapes the platform uses, read as people say them ("monthly on the 1st at 06:00 UTC",
 * "every hour at :17"); anything else falls back to the expression itself.
 */
export function describeCron(cron: string, timezone: string): string {
  const fields = cron.trim().split(/\s+/);
  if (fields.length !== 5) return `cron ${cron} (${timezone})`;
  const [minute, hour, day, month, weekday] = fields;
  if (!isNumber(minute) || month !== '*') return `cron ${cron} (${timezone})`;
  if (hour === '*' && day === '*' && weekday === '*') return `every hour at :${pad(minute)}`;
  if (!isNumber(hour)) return `cron ${cron} (${timezone})`;
  const at = `at ${pad(hour)}:${pad(minute)} ${timezone}`;
  if (day === '*' && weekday === '*') return `every day ${at}`;
  if (day === '*' && isNumber(weekday) && Number(weekday) <= 7) return `every ${WEEKDAYS[Number(weekday) % 7]} ${at}`;
  if (isNumber(day) && weekday === '*') return `monthly on the ${nth(Number(day))} ${at}`;
  return `cron ${cron} (${timezone})`;
}

export function describeTiming(schedule: Pick<JobSchedule, 'cron' | 'timezone' | 'everySeconds'>): string {
  if (schedule.cron) return describeCron(schedule.cron, schedule.timezone);
  return schedule.everySeconds ? describeEvery(schedule.everySeconds) : 'now and then';
}
