import type { ClientReportSchedule } from '@proclub/contracts/hub';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, pending, route, sentRequests } from '@/test/network';
import { renderWithProviders } from '@/test/render';
import { ClientReportSchedulesCard } from './client-report-schedules-card';

const schedule = (patch: Partial<ClientReportSchedule> = {}): ClientReportSchedule => ({
  id: 's1',
  clientId: 'c1',
  auditId: 'a1',
  clientName: 'Harbor Dental',
  websiteUrl: 'https://harbor.example.com/',
  lastScore: 72,
  auditIntervalDays: 7,
  auditsEnabled: true,
  lastAuditAt: '2026-01-02T00:00:00.000Z',
  nextAuditAt: '2026-01-09T00:00:00.000Z',
  monthlyReport: true,
  reportAutoSend: false,
  ...patch,
});

describe('ClientReportSchedulesCard', () => {
  it('shows skeletons while loading', async () => {
    route('GET', '/api/hub/schedules', pending);
    const { unmount } = renderWithProviders(<ClientReportSchedulesCard />);
    expect(screen.getByRole('status', { name: 'Loading client schedules' })).toBeInTheDocument();
    unmount();
  });

  it('offers Try Again on a failed read', async () => {
    route('GET', '/api/hub/schedules', () => apiError(500, 'internal_error', 'Internal Server Error'));
    renderWithProviders(<ClientReportSchedulesCard />);
    expect(await screen.findByText('Failed to load client schedules')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('edits the cadence (weekly → monthly) and the report auto-send, and runs an audit now', async () => {
    route('GET', '/api/hub/schedules', () => json([schedule()]));
    route('PATCH', '/api/hub/schedules/s1', (request) => json(schedule(request.body as Partial<ClientReportSchedule>)));
    route('POST', '/api/hub/schedules/s1/run', () => json({ jobId: 'j1' }, 202));
    renderWithProviders(<ClientReportSchedulesCard />);
    const item = await screen.findByTestId('client-schedule');
    expect(item).toHaveTextContent('Harbor Dental');
    expect(item).toHaveTextContent('score 72');
    expect(within(item).getByRole('link', { name: 'Audit history' })).toHaveAttribute('href', '/hub/audits/a1');
    const user = userEvent.setup();
    const cadence = within(item).getByLabelText('How often');
    expect(cadence).toHaveValue('7');
    await user.selectOptions(cadence, 'Monthly');
    await waitFor(() => expect(sentRequests('/api/hub/schedules/s1').map((r) => r.body)).toEqual([{ auditIntervalDays: 30 }]));
    await waitFor(() => expect(within(item).getByLabelText('How often')).toHaveValue('30'));
    const autoSend = within(item).getByRole('switch', { name: 'Send the report automatically' });
    expect(autoSend).toHaveAttribute('aria-checked', 'false');
    await user.click(autoSend);
    await waitFor(() => expect(sentRequests('/api/hub/schedules/s1').at(-1)?.body).toEqual({ reportAutoSend: true }));
    await user.click(within(item).getByRole('button', { name: 'Run audit now for Harbor Dental' }));
    await waitFor(() => expect(sentRequests('/api/hub/schedules/s1/run')).toHaveLength(1));
  });
});
