import type { JobSchedule, JobSchedulesOverview } from '@proclub/contracts/job-schedules';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, route } from '@/test/network';
import { renderWithProviders } from '@/test/render';
import { SchedulesPage } from './schedules-page';

const schedule = (patch: Partial<JobSchedule>): JobSchedule => ({
  id: 'x',
  name: 'agency.reaudit',
  title: 'Client site re-audit',
  label: null,
  cron: null,
  timezone: 'UTC',
  everySeconds: null,
  nextRunAt: '2026-02-01T06:00:00.000Z',
  lastRunAt: null,
  ...patch,
});

describe('SchedulesPage', () => {
  it('reads intervals as people say them and lists the platform’s jobs', async () => {
    const overview: JobSchedulesOverview = {
      upcoming: [],
      recent: [],
      schedules: [schedule({ id: 's1', label: 'Re-audit Harbor Dental', everySeconds: 604_800 })],
      platform: [
        schedule({ id: 'p1', name: 'agency.monthly-reports', label: 'Draft last month’s proof reports', cron: '0 6 1 * *' }),
        schedule({ id: 'p2', name: 'automations.review-request', label: 'Review requests', cron: '17 * * * *' }),
      ],
    };
    route('GET', '/api/schedules', () => json(overview));
    route('GET', '/api/hub/schedules', () => json([]));
    renderWithProviders(<SchedulesPage />);
    const recurring = await screen.findByRole('list', { name: 'Recurring' });
    expect(recurring).toHaveTextContent('Re-audit Harbor Dental');
    expect(recurring).toHaveTextContent('every week');
    expect(recurring).not.toHaveTextContent('604800');
    const platform = screen.getByRole('list', { name: 'Platform jobs' });
    const rows = within(platform).getAllByTestId('schedule-row');
    expect(rows[0]).toHaveTextContent('Draft last month’s proof reports');
    expect(rows[0]).toHaveTextContent('monthly on the 1st at 06:00 UTC');
    expect(rows[1]).toHaveTextContent('every hour at :17');
  });
});
