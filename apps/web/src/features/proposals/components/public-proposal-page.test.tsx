import type { PublicProposal } from '@proclub/contracts/proposals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, route, sentRequests } from '@/test/network';
import { renderWithProviders } from '@/test/render';
import { PublicProposalPage } from './public-proposal-page';

const TOKEN = 'tok123';
const PAGE = `/api/public/proposals/${TOKEN}`;
const HASH = 'ab'.repeat(32);

const proposal = (patch: Partial<PublicProposal> = {}): PublicProposal => ({
  title: 'Growth plan',
  status: 'sent',
  state: 'open',
  version: 2,
  clientName: 'Harbor Dental',
  website: null,
  items: [{ product: 'Local SEO', description: '', setupFee: 500, monthlyPrice: 200, estimatedROI: 120 }],
  totalMonthlyCost: 200,
  totalSetupCost: 500,
  estimatedROI: 120,
  sentAt: '2026-01-01T00:00:00.000Z',
  acceptedAt: null,
  brand: { name: 'Northwind Studio', whiteLabel: true, logoUrl: null, color: '#0f766e', supportEmail: 'help@northwind.test' },
  documentHash: HASH,
  paymentChoice: 'pay_setup',
  signature: null,
  declineReason: null,
  payment: null,
  ...patch,
});

describe('PublicProposalPage (e-signature)', () => {
  it('asks for the name and consent before signing, then signs with the hash of the version shown', async () => {
    route('GET', PAGE, () => json(proposal()));
    route('POST', `${PAGE}/view`, () => new Response(null, { status: 204 }));
    route('POST', `${PAGE}/sign`, () =>
      json(
        proposal({
          status: 'accepted',
          state: 'accepted',
          acceptedAt: '2026-01-02T00:00:00.000Z',
          signature: {
            fullName: 'Maria Lopez',
            signedAt: '2026-01-02T00:00:00.000Z',
            documentHash: HASH,
            version: 2,
            signedInAs: false,
          },
          payment: { payPath: '/invoice/paytok', amountDue: 50_000, currency: 'USD', status: 'open' },
        }),
      ),
    );
    const { container } = renderWithProviders(<PublicProposalPage token={TOKEN} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign and accept' }));
    expect(screen.getByText('Please type your full name to sign')).toBeInTheDocument();
    expect(screen.getByText('Please agree to the terms to sign')).toBeInTheDocument();
    expect(sentRequests(`${PAGE}/sign`)).toHaveLength(0);

    await user.type(screen.getByLabelText('Full name *'), 'Maria Lopez');
    await user.click(screen.getByLabelText(/I agree to the terms of this proposal \(version 2\)/));
    await user.click(screen.getByRole('button', { name: 'Sign and accept' }));
    expect(await screen.findByTestId('accepted-banner')).toHaveTextContent('Signed by Maria Lopez');
    expect(sentRequests(`${PAGE}/sign`)[0].body).toEqual({ fullName: 'Maria Lopez', consent: true, documentHash: HASH });
    expect(screen.getByRole('link', { name: 'Pay now $500.00' })).toHaveAttribute('href', '/invoice/paytok');
    expect(screen.getByTestId('signed-pdf')).toHaveAttribute('href', `${PAGE}/signed.pdf`);
    // The page itself, not the toaster beside it: sonner keeps toasts of earlier test files in its module state.
    expect(container.firstElementChild).not.toHaveTextContent('ProClub');
    expect(container.firstElementChild).toHaveTextContent('Northwind Studio');
  });

  it('shows the server’s refusal of an outdated version', async () => {
    route('GET', PAGE, () => json(proposal()));
    route('POST', `${PAGE}/view`, () => new Response(null, { status: 204 }));
    route('POST', `${PAGE}/sign`, () =>
      apiError(409, 'proposal_outdated', 'This version of the proposal is no longer the current one, so it cannot be signed.'),
    );
    renderWithProviders(<PublicProposalPage token={TOKEN} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Full name *'), 'Maria Lopez');
    await user.click(screen.getByLabelText(/I agree to the terms/));
    await user.click(screen.getByRole('button', { name: 'Sign and accept' }));
    expect(await screen.findByText(/no longer the current one/)).toBeInTheDocument();
  });
});
