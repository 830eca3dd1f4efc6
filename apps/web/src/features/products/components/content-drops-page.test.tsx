import type { ContentItem } from '@proclub/contracts/products';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ClientOptionsProvider, type UseClientOptions } from '@/components/pickers/client-options';
import { json, route, sentRequests } from '@/test/network';
import { renderWithProviders } from '@/test/render';
import { ContentDropsPage } from './content-drops-page';

const noClients: UseClientOptions = () => ({ data: [], isPending: false, isPlaceholderData: false, isError: false });
const item: ContentItem = {
  id: 'c1',
  clientId: null,
  clientName: null,
  title: 'Spring offer',
  type: 'email',
  status: 'draft',
  body: 'Ten percent off in April.',
  wordCount: 5,
  createdAt: '2026-03-01T10:00:00Z',
};

describe('Content Drops editing', () => {
  it('opens a record in its dialog with its values and saves the change with PUT', async () => {
    route('GET', '/api/products/content', () => json([item]));
    route('PUT', '/api/products/content/c1', (request) => json({ ...item, ...(request.body as object) }));
    renderWithProviders(
      <ClientOptionsProvider value={noClients}>
        <ContentDropsPage />
      </ClientOptionsProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Edit: Spring offer' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Content' });
    const title = within(dialog).getByLabelText('Title *');
    expect(title).toHaveValue('Spring offer');
    await userEvent.clear(title);
    await userEvent.type(title, 'Spring offer (final)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Content' }));

    expect(await screen.findByText('Content updated')).toBeInTheDocument();
    const [put] = sentRequests('/api/products/content/c1');
    expect(put.body).toMatchObject({ title: 'Spring offer (final)', type: 'email', status: 'draft', clientId: null });
    expect(sentRequests('/api/products/content').filter((request) => request.method === 'POST')).toHaveLength(0);
  });
});
