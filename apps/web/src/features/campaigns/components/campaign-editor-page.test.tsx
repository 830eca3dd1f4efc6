import type { CampaignTemplateList } from '@proclub/contracts/campaigns';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { ClientOptionsProvider, type UseClientOptions } from '@/components/pickers/client-options';
import { apiError, json, route, sentRequests } from '@/test/network';
import { testQueryClient } from '@/test/render';
import { CampaignEditorPage, sendQuestion } from './campaign-editor-page';

const TEMPLATES: CampaignTemplateList = {
  items: [
    {
      id: 't1',
      name: 'Monthly newsletter',
      subject: 'This month',
      preheader: 'Round-up',
      blocks: [{ type: 'heading', text: 'This month at Bright' }],
      starter: true,
      updatedAt: '2026-11-01T00:00:00.000Z',
    },
  ],
};
const noClients: UseClientOptions = () => ({ data: [], isPending: false, isPlaceholderData: false, isError: false });
const ADDRESS = { street: '1 Main St', city: 'Springfield', region: '', postalCode: '62701', country: 'United States' };

function renderEditor({ address = ADDRESS as typeof ADDRESS | null, count = 1234 } = {}) {
  route('GET', '/api/crm/campaign-templates', () => json(TEMPLATES));
  route('GET', '/api/crm/campaign-postal-address', () => json({ address }));
  route('POST', '/api/crm/campaigns/audience-count', () =>
    json({ included: count, excluded: { noEmail: 0, unsubscribed: 0, bounced: 0 } }),
  );
  route('POST', '/api/crm/campaigns/preview', () => json({ subject: 'Hello', html: '<p>Hi Alex</p>', text: 'Hi Alex' }));
  route('POST', '/api/crm/campaigns', () => json({ id: 'c1' }, 201));
  route('PUT', '/api/crm/campaigns/c1', () => json({ id: 'c1' }));
  const router = createMemoryRouter(
    [
      { path: '/crm/campaigns/new', element: <CampaignEditorPage id={null} /> },
      { path: '/crm', element: <p>Campaigns list</p> },
    ],
    { initialEntries: ['/crm?tab=campaigns', '/crm/campaigns/new'], initialIndex: 1 },
  );
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={testQueryClient()}>
      <ClientOptionsProvider value={noClients}>
        <RouterProvider router={router} />
      </ClientOptionsProvider>
      <Toaster />
    </QueryClientProvider>,
  );
  return { user, router };
}

describe('sendQuestion', () => {
  it('formats the count and picks the noun by plural rules', () => {
    expect(sendQuestion(1)).toBe('Send to 1 recipient?');
    expect(sendQuestion(0)).toBe('Send to 0 recipients?');
    expect(sendQuestion(1234)).toBe('Send to 1,234 recipients?');
  });
});

describe('CampaignEditorPage', () => {
  it('shows both previews at their real widths, sandboxed', async () => {
    const { user } = renderEditor();
    await user.type(screen.getByLabelText('Subject'), 'Hello');
    const desktop = await screen.findByTitle('Desktop preview', {}, { timeout: 3000 });
    const mobile = screen.getByTitle('Mobile preview');
    expect(desktop).toHaveStyle({ width: '600px' });
    expect(mobile).toHaveStyle({ width: '375px' });
    expect(mobile).toHaveAttribute('sandbox', '');
    expect(mobile).toHaveAttribute('srcdoc', '<p>Hi Alex</p>');
  });

  it('asks "Send to 1,234 recipients?" before Send now, and sends only once confirmed', async () => {
    route('POST', '/api/crm/campaigns/c1/send', () => json({}));
    const { user, router } = renderEditor();
    await user.type(screen.getByLabelText('Campaign name'), 'Spring');
    await user.type(screen.getByLabelText('Subject'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send to 1,234 recipients?' });
    expect(sentRequests('/api/crm/campaigns/c1/send')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(sentRequests('/api/crm/campaigns/c1/send')).toHaveLength(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/crm'));
  });

  it('says why it cannot send without a mailing address and opens the form to add one', async () => {
    const { user } = renderEditor({ address: null });
    const alert = await screen.findByText('A mailing address is needed before you can send.');
    expect(alert.closest('[role="alert"]')).toHaveTextContent(/profile's city is not enough/);
    await user.click(screen.getByRole('button', { name: 'Add the mailing address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mailing address' });
    expect(within(dialog).getByLabelText('Street address')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Postal code')).toBeInTheDocument();
  });

  it('shows the server naming postalAddress when a send is refused', async () => {
    route('POST', '/api/crm/campaigns/c1/send', () =>
      apiError(400, 'validation_error', 'Add your mailing address', [
        { field: 'postalAddress', message: 'Add your mailing address' },
      ]),
    );
    const { user } = renderEditor();
    await user.type(screen.getByLabelText('Campaign name'), 'Spring');
    await user.type(screen.getByLabelText('Subject'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('A mailing address is needed before you can send.')).toBeInTheDocument();
  });

  it('starts from a template: its subject, preheader and body replace the form', async () => {
    const { user } = renderEditor();
    const select = screen.getByLabelText('Start from a template');
    await waitFor(() => expect(within(select).getByRole('option', { name: /Monthly newsletter/ })).toBeInTheDocument());
    await user.selectOptions(select, 't1');
    await user.click(screen.getByRole('button', { name: 'Use template' }));
    expect(screen.getByLabelText('Subject')).toHaveValue('This month');
    expect(screen.getByLabelText('Preheader')).toHaveValue('Round-up');
    expect(screen.getByLabelText('Campaign name')).toHaveValue('Monthly newsletter');
  });

  it('warns before leaving with unsaved changes, and stays on Stay', async () => {
    const { user, router } = renderEditor();
    await user.type(screen.getByLabelText('Campaign name'), 'Unsaved');
    await user.click(screen.getByRole('link', { name: 'Campaigns' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/crm/campaigns/new');
    await user.click(screen.getByRole('link', { name: 'Campaigns' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/crm'));
  });
});
