import { describe, expect, it } from 'vitest';
import { describeCron, describeEvery, describeTiming } from './describe-timing';

describe('schedule timings read as people say them', () => {
  it('intervals', () => {
    expect(describeEvery(604_800)).toBe('every week');
    expect(describeEvery(1_209_600)).toBe('every 2 weeks');
    expect(describeEvery(30 * 86_400)).toBe('every 30 days');
    expect(describeEvery(86_400)).toBe('every day');
    expect(describeEvery(3_600)).toBe('every hour');
    expect(describeEvery(5_400)).toBe('every 90 minutes');
    expect(describeEvery(45)).toBe('every 45 seconds');
  });

  it('the platform’s cron shapes', () => {
    expect(describeCron('0 6 1 * *', 'UTC')).toBe('monthly on the 1st at 06:00 UTC');
    expect(describeCron('0 7 2 * *', 'UTC')).toBe('monthly on the 2nd at 07:00 UTC');
    expect(describeCron('17 * * * *', 'UTC')).toBe('every hour at :17');
    expect(describeCron('30 8 * * *', 'Europe/Paris')).toBe('every day at 08:30 Europe/Paris');
    expect(describeCron('0 6 * * 1', 'UTC')).toBe('every Monday at 06:00 UTC');
    expect(describeCron('*/5 * * * *', 'UTC')).toBe('cron */5 * * * * (UTC)');
  });

  it('never shows raw seconds', () => {
    expect(describeTiming({ cron: null, timezone: 'UTC', everySeconds: 604_800 })).not.toMatch(/\d{4,}/);
  });
});
