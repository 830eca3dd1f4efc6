import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, route } from '@/test/network';
import { renderWithProviders } from '@/test/render';
import { TestCheckoutPage } from './test-checkout-page';

const session = {
  id: 'cs_test_1',
  status: 'open',
  email: 'c@example.test',
  lineItems: [{ name: 'Club Membership', monthlyPrice: 29 }],
  monthlyTotal: 29,
};

async function payWith(expiry: string) {
  await userEvent.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
  await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), expiry);
  await userEvent.type(screen.getByLabelText('CVC'), '123');
  await userEvent.type(screen.getByLabelText('Name on card'), 'Casey Client');
  await userEvent.click(screen.getByRole('button', { name: 'Pay $29.00' }));
}

describe('the test checkout', () => {
  it('says a refusal about one card field once, at that field', async () => {
    route('GET', '/api/membership/test-checkout/cs_test_1', () => json(session));
    route('POST', '/api/membership/test-checkout/cs_test_1/pay', () =>
      apiError(400, 'validation_error', 'expiry: Your card has expired', [{ field: 'expiry', message: 'Your card has expired' }]),
    );
    renderWithProviders(<TestCheckoutPage sessionId="cs_test_1" />);
    await screen.findByRole('form', { name: 'Card payment' });
    await payWith('01/21');
    expect(await screen.findByText('Your card has expired')).toBeInTheDocument();
    expect(screen.getAllByText(/Your card has expired/)).toHaveLength(1);
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveFocus();
  });

  it('says a refusal about the payment itself once, above the Pay button', async () => {
    route('GET', '/api/membership/test-checkout/cs_test_1', () => json(session));
    route('POST', '/api/membership/test-checkout/cs_test_1/pay', () =>
      apiError(402, 'card_declined', 'Your card was declined. Try a different card.'),
    );
    renderWithProviders(<TestCheckoutPage sessionId="cs_test_1" />);
    await screen.findByRole('form', { name: 'Card payment' });
    await payWith('12/39');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined. Try a different card.');
    expect(screen.getAllByText(/Your card was declined/)).toHaveLength(1);
  });
});
