import type { MapPage } from '@proclub/contracts/products';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ClientOptionsProvider, type UseClientOptions } from '@/components/pickers/client-options';
import { apiError, json, route } from '@/test/network';
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

describe('Map Boost pre-fill', () => {
  it('fills name, address, phone and website from the chosen client, keeping what the user typed', async () => {
    const rosa: UseClientOptions = () => ({
      data: [{ id: 'c9', name: 'Rosa Diaz', email: 'rosa@rosa-plumbing.test' }],
      isPending: false,
      isPlaceholderData: false,
      isError: false,
    });
    route('GET', '/api/crm/clients/c9', () =>
      json({
        id: 'c9',
        name: 'Rosa Diaz',
        email: 'rosa@rosa-plumbing.test',
        phone: '(512) 555-0100',
        company: 'Rosa Plumbing',
        website: 'https://rosa-plumbing.test',
        address: '100 Congress Ave, Austin, TX 78701, US',
        notes: null,
        status: 'active',
        tags: [],
        createdAt: '2026-01-01T00:00:00.000Z',
      }),
    );
    renderWithProviders(
      <ClientOptionsProvider value={rosa}>
        <MapPageFormDialog page={null} onClose={() => {}} />
      </ClientOptionsProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('City *'), 'Round Rock');
    await user.click(screen.getByLabelText('Client *'));
    await user.click(await screen.findByRole('option', { name: /Rosa Diaz/ }));
    expect(await screen.findByDisplayValue('Rosa Plumbing')).toHaveAttribute('id', 'map-businessName');
    expect(screen.getByLabelText('Street address *')).toHaveValue('100 Congress Ave');
    expect(screen.getByLabelText('City *')).toHaveValue('Round Rock');
    expect(screen.getByLabelText('State / region')).toHaveValue('TX');
    expect(screen.getByLabelText('Postal code')).toHaveValue('78701');
    expect(screen.getByLabelText('Country')).toHaveValue('US');
    expect(screen.getByLabelText('Phone *')).toHaveValue('(512) 555-0100');
    expect(screen.getByLabelText('Website')).toHaveValue('https://rosa-plumbing.test');
  });
});
