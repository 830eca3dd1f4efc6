import type { AdminAppeal } from '@proclub/contracts/admin';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, route, sentRequests } from '@/test/network';
import { renderWithProviders } from '@/test/render';
import { AppealsQueue } from './appeals-queue';

const APPEALS = '/api/admin/appeals';

function appeal(id: string, patch: Partial<AdminAppeal> = {}): AdminAppeal {
  return {
    id,
    user: { id: 'u-s', name: 'Sam Suspended', email: 'sam@example.com' },
    message: 'My account was hacked; the spam was not me.',
    banReason: 'Spam in messages',
    status: 'open',
    decisionReason: null,
    createdAt: '2026-01-05T12:00:00.000Z',
    decidedAt: null,
    ...patch,
  };
}

describe('AppealsQueue', () => {
  it('lists open appeals with the person, the ban reason and their words', async () => {
    route('GET', APPEALS, () => json({ items: [appeal('a1')], nextCursor: null }));
    renderWithProviders(<AppealsQueue />);
    const list = await screen.findByRole('list', { name: 'Open appeals' });
    const [card] = within(list).getAllByRole('listitem');
    expect(within(card).getByRole('link', { name: 'Sam Suspended' })).toHaveAttribute('href', '/admin/users/u-s');
    expect(card).toHaveTextContent('sam@example.com');
    expect(card).toHaveTextContent('Suspended for: Spam in messages');
    expect(card).toHaveTextContent('My account was hacked; the spam was not me.');
    expect(sentRequests(APPEALS)[0].url.searchParams.get('status')).toBe('open');
  });

  it('lifts the ban with a reason', async () => {
    route('GET', APPEALS, () => json({ items: [appeal('a1')], nextCursor: null }));
    route('POST', `${APPEALS}/a1/lift`, () => json({ ok: true }));
    const { user } = renderWithProviders(<AppealsQueue />);
    await user.click(await screen.findByRole('button', { name: 'Lift Ban' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason'), 'Account was compromised');
    await user.click(within(dialog).getByRole('button', { name: 'Lift Ban' }));
    expect(await screen.findByText('Ban lifted')).toBeInTheDocument();
    expect(sentRequests(`${APPEALS}/a1/lift`).map((request) => request.body)).toEqual([{ reason: 'Account was compromised' }]);
  });

  it('rejects with a reason, and shows the server refusal when it was decided meanwhile', async () => {
    route('GET', APPEALS, () => json({ items: [appeal('a1')], nextCursor: null }));
    route('POST', `${APPEALS}/a1/reject`, () => apiError(409, 'conflict', 'This appeal was already decided'));
    const { user } = renderWithProviders(<AppealsQueue />);
    await user.click(await screen.findByRole('button', { name: 'Reject Appeal' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason'), 'Clear evidence of spam');
    await user.click(within(dialog).getByRole('button', { name: 'Reject Appeal' }));
    expect(await screen.findByText('This appeal was already decided')).toBeInTheDocument();
    expect(sentRequests(`${APPEALS}/a1/reject`)).toHaveLength(1);
  });

  it('says so when there are no open appeals', async () => {
    route('GET', APPEALS, () => json({ items: [], nextCursor: null }));
    renderWithProviders(<AppealsQueue />);
    expect(await screen.findByText('No open appeals.')).toBeInTheDocument();
  });
});
