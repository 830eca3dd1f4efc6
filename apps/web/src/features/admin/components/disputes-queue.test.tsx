import type { AdminDispute } from '@proclub/contracts/orders';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, pending, route, sentRequests } from '@/test/network';
import { renderWithProviders } from '@/test/render';
import { DisputesQueue } from './disputes-queue';

const DISPUTES = '/api/admin/disputes';

function dispute(id: string, patch: Partial<AdminDispute> = {}): AdminDispute {
  return {
    id,
    orderId: 'b7d1c9a2-0000-4000-8000-000000000001',
    status: 'open',
    openedBy: 'buyer',
    reason: 'Half the pages are missing.',
    createdAt: '2026-01-05T12:00:00.000Z',
    outcome: null,
    refundCents: null,
    note: null,
    resolvedAt: null,
    respondBy: '2026-01-08T12:00:00.000Z',
    escalatedAt: null,
    serviceTitle: 'Bakery website',
    orderStatus: 'disputed',
    amountCents: 50_000,
    feeCents: 5_000,
    buyer: { id: 'u-b', name: 'Clara Client', email: 'clara@example.com' },
    seller: { id: 'u-s', name: 'Sam Seller', email: 'sam@example.com' },
    ...patch,
  };
}

describe('DisputesQueue', () => {
  it('shows a skeleton while loading, then open disputes with order, parties, amount and reason', async () => {
    route('GET', DISPUTES, pending);
    const first = renderWithProviders(<DisputesQueue />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    first.unmount();
    route('GET', DISPUTES, () => json({ items: [dispute('d1')], nextCursor: 'next' }));
    renderWithProviders(<DisputesQueue />);
    const list = await screen.findByRole('list', { name: 'Open disputes' });
    const [card] = within(list).getAllByRole('listitem');
    expect(within(card).getByText('Bakery website')).toBeInTheDocument();
    expect(card).toHaveTextContent('$500');
    expect(card).toHaveTextContent('Clara Client');
    expect(card).toHaveTextContent('Sam Seller');
    expect(card).toHaveTextContent('Half the pages are missing.');
    expect(within(card).getByRole('button', { name: 'Resolve' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });

  it('resolves with a partial refund of N dollars and a note; a refused amount shows next to its field', async () => {
    route('GET', DISPUTES, () => json({ items: [dispute('d1')], nextCursor: null }));
    route('POST', `${DISPUTES}/d1/resolve`, () =>
      apiError(400, 'validation_error', 'Too much', [{ field: 'refundAmount', message: 'Less than $500, please' }]),
    );
    const { user } = renderWithProviders(<DisputesQueue />);
    await user.click(await screen.findByRole('button', { name: 'Resolve' }));
    await user.selectOptions(screen.getByLabelText('Decision'), 'partial');
    await user.type(screen.getByLabelText('Refund to the buyer (USD)'), '600');
    await user.type(screen.getByLabelText('Note'), 'Split the difference');
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    // Next to the field (and in the toast).
    expect((await screen.findAllByText('Less than $500, please')).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Refund to the buyer (USD)')).toHaveAttribute('aria-invalid', 'true');
    expect(sentRequests(`${DISPUTES}/d1/resolve`)[0].body).toEqual({
      outcome: 'partial',
      refundAmount: 600,
      note: 'Split the difference',
    });
  });

  it('shows the empty state per status and the error with Try Again', async () => {
    route('GET', DISPUTES, () => json({ items: [], nextCursor: null }));
    const { user } = renderWithProviders(<DisputesQueue />);
    expect(await screen.findByText('No open disputes. All clear!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resolved' }));
    expect(await screen.findByText('No resolved disputes.')).toBeInTheDocument();
    expect(sentRequests(DISPUTES).at(-1)?.url.searchParams.get('status')).toBe('resolved');
    route('GET', DISPUTES, () => apiError(500, 'internal_error', 'Internal Server Error'));
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load disputes');
  });
  it("reads the dispute's conversation with the answer deadline, and writes to both parties (issue 37)", async () => {
    route('GET', DISPUTES, () => json({ items: [dispute('d1')], nextCursor: null }));
    const messages = [
      {
        id: 'm1',
        author: 'seller',
        authorName: 'Sam Seller',
        message: 'Pages 4 and 5 are in the second zip.',
        files: [{ id: 'f1', name: 'zip-listing.txt', contentType: 'text/plain', size: 120 }],
        createdAt: '2026-01-06T09:00:00.000Z',
      },
    ];
    route('GET', `${DISPUTES}/d1/messages`, () => json({ dispute: dispute('d1'), messages }));
    route('POST', `${DISPUTES}/d1/messages`, (request) => {
      const sent = {
        id: 'm2',
        author: 'admin',
        authorName: 'Ada Admin',
        message: (request.body as { message: string }).message,
        files: [],
        createdAt: '2026-01-06T10:00:00.000Z',
      };
      messages.push(sent);
      return json(sent, 201);
    });
    const { user } = renderWithProviders(<DisputesQueue />);
    const card = await screen.findByRole('listitem', { name: 'Dispute: Bakery website' });
    expect(within(card).getByTestId('dispute-respond-by')).toHaveTextContent(/^The seller has until .+ to answer\.$/);
    await user.click(within(card).getByRole('button', { name: 'Conversation' }));
    const conversation = await within(card).findByRole('list', { name: 'Dispute conversation' });
    expect(await within(conversation).findByText('Pages 4 and 5 are in the second zip.')).toBeInTheDocument();
    expect(within(conversation).getByRole('link', { name: 'zip-listing.txt' })).toHaveAttribute(
      'href',
      `${DISPUTES}/d1/files/f1`,
    );
    await user.type(within(card).getByLabelText('Write to both parties'), 'Buyer: please check the second zip.');
    await user.click(within(card).getByRole('button', { name: 'Send' }));
    expect(await within(conversation).findByText('Buyer: please check the second zip.')).toBeInTheDocument();
    expect(sentRequests(`${DISPUTES}/d1/messages`).find((request) => request.method === 'POST')?.body).toEqual({
      message: 'Buyer: please check the second zip.',
    });
  });
  it('marks an escalated dispute overdue (the other side missed respond-by, ADR 044)', async () => {
    route('GET', DISPUTES, () =>
      json({ items: [dispute('d1', { escalatedAt: '2026-01-08T12:05:00.000Z' }), dispute('d2')], nextCursor: null }),
    );
    renderWithProviders(<DisputesQueue />);
    const list = await screen.findByRole('list', { name: 'Open disputes' });
    const [overdue, waiting] = within(list).getAllByRole('listitem');
    expect(within(overdue).getByTestId('dispute-respond-by')).toHaveTextContent(/^Overdue: the seller did not answer by /);
    expect(within(waiting).getByTestId('dispute-respond-by')).toHaveTextContent(/^The seller has until .+ to answer\.$/);
  });
  it('the admin sends evidence files with a message, as multipart (ADR 044)', async () => {
    let sentBody: FormData | null = null;
    const messages: unknown[] = [];
    route('GET', DISPUTES, () => json({ items: [dispute('d1')], nextCursor: null }));
    route('GET', `${DISPUTES}/d1/messages`, () => json({ dispute: dispute('d1'), messages }));
    route('POST', `${DISPUTES}/d1/messages`, (request) => {
      sentBody = request.body as FormData;
      const sent = {
        id: 'm9',
        author: 'admin',
        authorName: 'Ada Admin',
        message: 'Our download log.',
        files: [{ id: 'f9', name: 'log.txt', contentType: 'text/plain', size: 3 }],
        createdAt: '2026-01-06T10:00:00.000Z',
      };
      messages.push(sent);
      return json(sent, 201);
    });
    const { user } = renderWithProviders(<DisputesQueue />);
    const card = await screen.findByRole('listitem', { name: 'Dispute: Bakery website' });
    await user.click(within(card).getByRole('button', { name: 'Conversation' }));
    await user.type(await within(card).findByLabelText('Write to both parties'), 'Our download log.');
    await user.upload(within(card).getByLabelText(/^Evidence files/), new File(['log'], 'log.txt', { type: 'text/plain' }));
    await user.click(within(card).getByRole('button', { name: 'Send' }));
    const conversation = within(card).getByRole('list', { name: 'Dispute conversation' });
    expect(await within(conversation).findByRole('link', { name: 'log.txt' })).toHaveAttribute('href', `${DISPUTES}/d1/files/f9`);
    const form = sentBody as unknown as FormData;
    expect(form.get('message')).toBe('Our download log.');
    expect((form.getAll('files') as File[]).map((file) => file.name)).toEqual(['log.txt']);
  });
});
