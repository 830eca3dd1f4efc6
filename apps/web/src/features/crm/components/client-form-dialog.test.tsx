import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, route, sentRequests } from '@/test/network';
import { renderWithProviders } from '@/test/render';
import { ClientFormDialog } from './client-form-dialog';

const CLIENTS = '/api/crm/clients';

/** The CRM's Add Client dialog: a react-hook-form + zod form in the shared dialog, as every feature's forms are. */
describe('ClientFormDialog (form in a dialog)', () => {
  beforeEach(() => route('GET', '/api/crm/client-tags', () => json(['vip', 'newsletter'])));

  it('names its fields by their labels and starts valid', () => {
    renderWithProviders(<ClientFormDialog client={null} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Add Client' })).toBeInTheDocument();
    for (const label of ['Name *', 'Email *', 'Phone', 'Company', 'Status', 'Notes'])
      expect(screen.getByLabelText(label)).toBeValid();
  });

  it('checks the input before sending: errors announced, fields invalid and described, first one focused', async () => {
    const { user } = renderWithProviders(<ClientFormDialog client={null} onClose={() => {}} />);
    await user.type(screen.getByLabelText('Email *'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Add Client' }));
    const name = screen.getByLabelText('Name *');
    await waitFor(() => expect(name).toBeInvalid());
    expect(name).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText('Email *')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Name is required',
      'Please enter a valid email address',
    ]);
    expect(name).toHaveFocus();
    expect(sentRequests(CLIENTS)).toHaveLength(0);
  });

  it("puts the server's field error next to its field and says why in a toast", async () => {
    route('POST', CLIENTS, () =>
      apiError(409, 'conflict', 'A client with this email already exists', [
        { field: 'email', message: 'A client with this email already exists' },
      ]),
    );
    const onClose = vi.fn();
    const { user } = renderWithProviders(<ClientFormDialog client={null} onClose={onClose} />);
    await user.type(screen.getByLabelText('Name *'), 'Acme Corp');
    await user.type(screen.getByLabelText('Email *'), 'hello@acme.example');
    await user.click(screen.getByRole('button', { name: 'Add Client' }));
    const email = screen.getByLabelText('Email *');
    await waitFor(() => expect(email).toHaveAccessibleDescription('A client with this email already exists'));
    expect(email).toHaveFocus();
    expect(await screen.findAllByText('A client with this email already exists')).toHaveLength(2);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the cleaned input, confirms and closes', async () => {
    route('POST', CLIENTS, (request) =>
      json({ id: 'c1', ...(request.body as object), createdAt: '2026-01-01T00:00:00.000Z' }, 201),
    );
    const onClose = vi.fn();
    const { user } = renderWithProviders(<ClientFormDialog client={null} onClose={onClose} />);
    await user.type(screen.getByLabelText('Name *'), '  Acme Corp ');
    await user.type(screen.getByLabelText('Email *'), 'hello@acme.example');
    await user.selectOptions(screen.getByLabelText('Status'), 'inactive');
    await user.click(screen.getByRole('button', { name: 'Add Client' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(sentRequests(CLIENTS)[0].body).toMatchObject({ name: 'Acme Corp', email: 'hello@acme.example', status: 'inactive' });
    expect(await screen.findByText('Client added successfully')).toBeInTheDocument();
  });
});
