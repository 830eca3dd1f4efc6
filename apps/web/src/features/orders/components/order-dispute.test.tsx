import type { DisputeThread, Order, OrderDispute } from '@proclub/contracts/orders';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, route, sentRequests } from '@/test/network';
import { renderWithProviders } from '@/test/render';
import { OrderDisputeSection } from './order-dispute';

const disputedOrder: Order = {
  id: 'o1',
  serviceId: 's1',
  serviceTitle: 'Company website',
  priceOption: null,
  package: { tier: 'standard', deliveryDays: 5, revisions: 2 },
  extras: [
    { id: 'x1', title: 'Rush', price: 99, days: 1 },
    { id: 'x2', title: 'Source files', price: 1000 },
  ],
  price: 1999,
  pricingType: 'hourly',
  requirements: 'Five pages.',
  status: 'disputed',
  projectId: null,
  createdAt: '2026-01-05T12:00:00.000Z',
  updatedAt: '2026-01-05T12:00:00.000Z',
  acceptedAt: null,
  deliveredAt: null,
  completedAt: null,
  buyer: { id: 'u-buyer', fullName: 'Bea Buyer', email: 'bea@example.com' },
  seller: { id: 'u-seller', fullName: 'Sam Seller', companyName: 'Studio Sam' },
  viewerRole: 'seller',
  nextStatuses: [],
  actions: [],
  dueAt: null,
  late: false,
  cancellationRequest: null,
  extensionRequest: null,
  payment: { status: 'held', amountCents: 199_900, feeCents: 19_990 },
};

const dispute: OrderDispute = {
  id: 'd1',
  orderId: 'o1',
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
};

describe('a dispute is a conversation (issue 37)', () => {
  it("shows the other side's deadline and the thread, and sends a message into it", async () => {
    let thread: DisputeThread = {
      dispute,
      messages: [
        {
          id: 'm1',
          author: 'admin',
          authorName: 'Ada Admin',
          message: 'Seller: where are pages 4 and 5?',
          files: [],
          createdAt: '2026-01-06T09:00:00.000Z',
        },
      ],
    };
    route('GET', '/api/orders/o1/dispute', () => json({ dispute }));
    route('GET', '/api/orders/o1/dispute/messages', () => json(thread));
    route('POST', '/api/orders/o1/dispute/messages', (request) => {
      const sent = {
        id: 'm2',
        author: 'seller' as const,
        authorName: 'Sam Seller',
        message: (request.body as { message: string }).message,
        files: [],
        createdAt: '2026-01-06T10:00:00.000Z',
      };
      thread = { ...thread, messages: [...thread.messages, sent] };
      return json(sent, 201);
    });
    const { user } = renderWithProviders(<OrderDisputeSection order={disputedOrder} />);
    // The buyer opened it: the seller (this viewer) has until respondBy to answer.
    expect(await screen.findByTestId('dispute-deadline')).toHaveTextContent(/^You have until .+ to answer\.$/);
    const conversation = screen.getByRole('list', { name: 'Dispute conversation' });
    expect(await within(conversation).findByText('Seller: where are pages 4 and 5?')).toBeInTheDocument();
    expect(within(conversation).getByText(/^Admin · Ada Admin ·/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Write in the dispute'), 'They are in the second zip.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(conversation).findByText('They are in the second zip.')).toBeInTheDocument();
    expect(sentRequests('/api/orders/o1/dispute/messages').filter((request) => request.method === 'POST')[0].body).toEqual({
      message: 'They are in the second zip.',
    });
    expect(screen.getByLabelText('Write in the dispute')).toHaveValue('');
  });

  it('sends evidence files with the message as multipart, and lists them as downloads', async () => {
    let thread: DisputeThread = { dispute, messages: [] };
    let sentBody: FormData | null = null;
    route('GET', '/api/orders/o1/dispute', () => json({ dispute }));
    route('GET', '/api/orders/o1/dispute/messages', () => json(thread));
    route('POST', '/api/orders/o1/dispute/messages', (request) => {
      sentBody = request.body as FormData;
      const sent = {
        id: 'm3',
        author: 'seller' as const,
        authorName: 'Sam Seller',
        message: 'Screenshot of the sent zip.',
        files: [{ id: 'f1', name: 'sent.png', contentType: 'image/png', size: 4 }],
        createdAt: '2026-01-06T10:00:00.000Z',
      };
      thread = { ...thread, messages: [sent] };
      return json(sent, 201);
    });
    const { user } = renderWithProviders(<OrderDisputeSection order={disputedOrder} />);
    await user.type(await screen.findByLabelText('Write in the dispute'), 'Screenshot of the sent zip.');
    await user.upload(screen.getByLabelText(/^Evidence files/), new File(['\x89PNG'], 'sent.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const conversation = screen.getByRole('list', { name: 'Dispute conversation' });
    expect(await within(conversation).findByRole('link', { name: 'sent.png' })).toHaveAttribute(
      'href',
      '/api/orders/o1/dispute/files/f1',
    );
    const form = sentBody as unknown as FormData;
    expect(form.get('message')).toBe('Screenshot of the sent zip.');
    expect((form.getAll('files') as File[]).map((file) => file.name)).toEqual(['sent.png']);
  });
  it('an escalated dispute says the silent side missed its deadline and the team decides (ADR 044)', async () => {
    const escalated = { ...dispute, escalatedAt: '2026-01-08T12:05:00.000Z' };
    route('GET', '/api/orders/o1/dispute', () => json({ dispute: escalated }));
    route('GET', '/api/orders/o1/dispute/messages', () => json({ dispute: escalated, messages: [] }));
    renderWithProviders(<OrderDisputeSection order={disputedOrder} />);
    expect(await screen.findByTestId('dispute-deadline')).toHaveTextContent(
      /^You did not answer by .+: ProClub's team will decide this dispute\.$/,
    );
    // Still open: the seller can write late.
    expect(screen.getByLabelText('Write in the dispute')).toBeInTheDocument();
  });
});
