import type { AnalysisResult } from '@proclub/contracts/analysis';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ClientOptionsProvider, type UseClientOptions } from '@/components/pickers/client-options';
import { apiError, json, route, sentRequests } from '@/test/network';
import { renderWithProviders } from '@/test/render';
import { CreateProposalDialog } from './create-proposal-dialog';

const noClients: UseClientOptions = () => ({ data: [], isPending: false, isPlaceholderData: false, isError: false });
const result = {
  id: 'an1',
  recommendations: [{ productId: 'local-seo', product: 'Local SEO', setupFee: 499, monthlyPrice: 299, estimatedROI: 180 }],
} as unknown as AnalysisResult & { id: string };

function renderDialog() {
  return renderWithProviders(
    <ClientOptionsProvider value={noClients}>
      <CreateProposalDialog result={result} productIds={['local-seo']} onClose={vi.fn()} />
    </ClientOptionsProvider>,
  );
}

describe('CreateProposalDialog', () => {
  it('offers a new client prefilled from what the analysis found, and shows the server’s field issues next to the fields', async () => {
    route('GET', '/api/proposals/prospect/an1', () =>
      json({
        name: 'Harbor Dental',
        email: 'hello@harbor-dental.test',
        phone: '+1 555-010-7788',
        address: '4 Quay Road, Portsmouth',
        website: 'https://harbor.example.com/',
        existingClient: null,
      }),
    );
    route('POST', '/api/proposals', () =>
      apiError(400, 'validation_error', 'Invalid input', [
        { field: 'newClient.email', message: 'Please enter a valid email address' },
      ]),
    );
    const { user } = renderDialog();
    expect(screen.getByRole('status', { name: 'Reading what the analysis found' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'New client from this analysis' })).toBeChecked();
    expect(screen.getByLabelText('Business name *')).toHaveValue('Harbor Dental');
    expect(screen.getByLabelText('Email *')).toHaveValue('hello@harbor-dental.test');
    expect(screen.getByLabelText('Address')).toHaveValue('4 Quay Road, Portsmouth');

    await user.clear(screen.getByLabelText('Business name *'));
    await user.click(screen.getByRole('button', { name: 'Create Proposal' }));
    expect(await screen.findByText('Business name is required')).toBeInTheDocument();
    expect(sentRequests('/api/proposals')).toHaveLength(0);

    await user.type(screen.getByLabelText('Business name *'), 'Harbor Dental');
    await user.click(screen.getByRole('button', { name: 'Create Proposal' }));
    await waitFor(() => expect(sentRequests('/api/proposals')).toHaveLength(1));
    expect(sentRequests('/api/proposals')[0].body).toMatchObject({
      analysisId: 'an1',
      productIds: ['local-seo'],
      newClient: { name: 'Harbor Dental', email: 'hello@harbor-dental.test' },
    });
    await waitFor(() =>
      expect(screen.getByLabelText('Email *')).toHaveAccessibleDescription(/Please enter a valid email address/),
    );
  });
});
