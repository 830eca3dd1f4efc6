import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, route, sentRequests } from '@/test/network';
import { renderWithProviders } from '@/test/render';
import { InvoiceEditor } from './invoice-editor';

const settings = {
  currency: 'USD',
  businessName: 'Bakery Agency',
  remindersEnabled: true,
  reminderDaysBefore: 3,
  reminderDaysAfter: 7,
  nextNumber: 1,
};
const clients = {
  items: [{ id: '7d5b2c8e-1111-4a4a-9999-000000000001', name: 'Harbor Dental', company: null, email: 'h@d.test' }],
  nextCursor: null,
  total: 1,
};

describe('InvoiceEditor', () => {
  it('shows live totals in minor units and the server’s field issues next to their fields', async () => {
    route('GET', '/api/invoices/settings', () => json(settings));
    route('GET', '/api/crm/clients', () => json(clients));
    route('POST', '/api/invoices', () =>
      apiError(400, 'validation_error', 'Invalid input', [
        { field: 'dueDate', message: 'Due date cannot be before the issue date' },
      ]),
    );
    const { user } = renderWithProviders(<InvoiceEditor />);
    await user.selectOptions(await screen.findByLabelText('Client'), 'Harbor Dental');
    await user.type(screen.getByLabelText('Line 1 description'), 'Cleaning');
    await user.clear(screen.getByLabelText('Qty'));
    await user.type(screen.getByLabelText('Qty'), '1.5');
    await user.type(screen.getByLabelText('Unit price (USD)'), '100.01');
    await user.clear(screen.getByLabelText('Tax %'));
    await user.type(screen.getByLabelText('Tax %'), '8.25');
    await user.clear(screen.getByLabelText('Discount %'));
    await user.type(screen.getByLabelText('Discount %'), '10');
    // 1.5 × 100.01 = 150.02; −10 % = 135.02; tax 11.14 → 146.16
    expect(screen.getByTestId('invoice-total')).toHaveTextContent('$146.16');

    await user.click(screen.getByRole('button', { name: 'Add line' }));
    await user.type(screen.getByLabelText('Line 2 description'), 'Hosting');
    await user.type(screen.getAllByLabelText('Unit price (USD)')[1], '10');
    expect(screen.getByTestId('invoice-total')).toHaveTextContent('$156.16');
    await user.click(screen.getByRole('button', { name: 'Remove line 2' }));
    expect(screen.getByTestId('invoice-total')).toHaveTextContent('$146.16');

    await user.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(
      await screen.findByText('Due date cannot be before the issue date', { selector: 'p[role="alert"]' }),
    ).toBeInTheDocument();
    const [sent] = sentRequests('/api/invoices');
    expect(sent.body).toMatchObject({
      clientId: clients.items[0].id,
      currency: 'USD',
      lines: [{ description: 'Cleaning', quantity: 1500, unitPrice: 10_001, taxRate: 825, discountRate: 1000 }],
    });
  });
});
