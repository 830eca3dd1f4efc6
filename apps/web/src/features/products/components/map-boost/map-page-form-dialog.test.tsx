import type { MapPage } from '@proclub/contracts/products';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ClientOptionsProvider, type UseClientOptions } from '@/components/pickers/client-options';
import { apiError, route } from '@/test/network';
import { renderWithProviders } from '@/test/render';
import { MapPageFormDialog } from './map-page-form-dialog';

const noClients: UseClientOptions = () => ({ data: [], isPending: false, isPlaceholderData: false, isError: false });
const SAVE = 'Save Page';
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

describe('Map Boost page form', () => {
  it('starts a new page with no opening hours: only what the user ticks is published', async () => {
    renderWithProviders(
      <ClientOptionsProvider value={noClients}>
        <MapPageFormDialog page={null} onClose={() => {}} />
      </ClientOptionsProvider>,
    );
    for (const day of DAYS) expect(screen.getByRole('checkbox', { name: day })).not.toBeChecked();
    expect(screen.queryByLabelText('Monday opens')).toBeNull();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Monday' }));
    expect(screen.getByLabelText('Monday opens')).toBeInTheDocument();
    expect(screen.queryByLabelText('Tuesday opens')).toBeNull();
  });

  it('shows a refusal that names its field once, next to the field, not again as a toast', async () => {
    const message = 'This page is 91% the same as your page for “Rosa Plumbing” in Austin.';
    route('PUT', '/api/products/map-boost/pages/p1', () =>
      apiError(400, 'near_duplicate', message, [{ field: 'description', message }]),
    );
    renderWithProviders(
      <ClientOptionsProvider value={noClients}>
        <MapPageFormDialog page={existing} onClose={() => {}} />
      </ClientOptionsProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: SAVE }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(document.activeElement?.id).toBe('map-description');
  });
});

const existing = {
  id: 'p1',
  clientId: 'c1',
  clientName: 'Rosa Plumbing',
  slug: 'rosa-plumbing-round-rock',
  businessName: 'Rosa Plumbing Round Rock',
  streetAddress: '1 Main St',
  city: 'Round Rock',
  region: null,
  postalCode: null,
  country: null,
  phone: '+1 512 555 0100',
  website: null,
  description:
    'Round Rock branch of a family plumbing firm: leak detection, water heaters and drains, with same-day visits across Williamson County.',
  services: ['Leak detection'],
  hours: [],
  published: false,
  publishedAt: null,
  publicPath: '/d/rosa-plumbing-round-rock',
  previewPath: '/d/rosa-plumbing-round-rock?preview=x',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
} as MapPage;
