import cronParser from 'cron-parser';
import { badRequest } from '../app-error';
import type { ScheduleTiming } from './types';

function validTimezone(timezone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
}

/** Rejects a timing that cannot run: names the field (cron, timezone or everySeconds) for a 400. */
export function assertValidTiming(timing: ScheduleTiming): void {
  if ('cron' in timing) {
    const timezone = timing.timezone ?? 'UTC';
    if (!validTimezone(timezone)) throw badRequest('timezone', `Unknown time zone "${timezone}"`);
    const fields = timing.cron.trim().split(/\s+/).length;
    if (fields < 5 || fields > 6) throw badRequest('cron', 'A cron expression has 5 fields (or 6 with seconds first)');
    try {
      cronParser.parseExpression(timing.cron, { tz: timezone });
    } catch (error) {
      throw badRequest('cron', `Not a valid cron expression: ${error instanceof Error ? error.message : String(error)}`);
    }
    return;
  }
  if (!Number.isInteger(timing.everySeconds) || timing.everySeconds < 1) {
    throw badRequest('everySeconds', 'The interval must be a whole number of seconds, at least 1');
  }
}

/** The first due time strictly after `after` (a schedule's next run once the current one is queued). */
export function nextRunAfter(timing: ScheduleTiming, after: Date): Date {
  if ('cron' in timing) {
    return cronParser
      .parseExpression(timing.cron, { currentDate: after, tz: timing.timezone ?? 'UTC' })
      .next()
      .toDate();
  }
  return new Date(after.getTime() + timing.everySeconds * 1000);
}

export function timingOf(row: { cron: string | null; timezone: string; everySeconds: number | null }): ScheduleTiming {
  return row.cron ? { cron: row.cron, timezone: row.timezone } : { everySeconds: row.everySeconds ?? 60 };
}
