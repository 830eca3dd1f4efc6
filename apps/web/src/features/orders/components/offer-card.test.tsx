import type { Offer } from '@proclub/contracts/offers';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, route, sentRequests } from '@/test/network';
import { renderWithProviders } from '@/test/render';
import { OfferCard } from './offer-card';

const offer = (fields: Partial<Offer> = {}): Offer => ({
  id: 'o1',
  conversationId: 'c1',
  seller: { id: 'seller', name: 'Sam Seller' },
  buyer: { id: 'buyer', name: 'Casey Client' },
  service: null,
  title: 'Storefront refresh',
  description: 'New homepage and a product template.',
  price: 420,
  deliveryDays: 8,
  status: 'pending',
  expiresAt: '2030-01-08T10:00:00.000Z',
  createdAt: '2030-01-01T10:00:00.000Z',
  orderId: null,
  ...fields,
});

describe('OfferCard', () => {
  it('offers the buyer Accept & Pay and Decline; declining posts and shows the new status', async () => {
    route('POST', '/api/offers/o1/decline', () => json(offer({ status: 'declined' })));
    const { user } = renderWithProviders(<OfferCard offer={offer()} meId="buyer" />);
    expect(screen.getByRole('article', { name: 'Storefront refresh' })).toHaveTextContent('$420.00');
    expect(screen.getByRole('button', { name: 'Accept & Pay $420.00' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw Offer' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Offer declined')).toBeInTheDocument();
    expect(sentRequests('/api/offers/o1/decline')).toHaveLength(1);
  });

  it('offers the seller Withdraw only, and nothing once the offer is closed', () => {
    const first = renderWithProviders(<OfferCard offer={offer()} meId="seller" />);
    expect(screen.getByRole('button', { name: 'Withdraw Offer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
    first.unmount();
    renderWithProviders(<OfferCard offer={offer({ status: 'expired' })} meId="seller" />);
    expect(screen.getByTestId('offer-status')).toHaveTextContent('Expired');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
