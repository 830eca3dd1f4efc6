import type { EarningsStatement } from '@proclub/contracts/orders';
import { screen } from '@testing-library/react';
import { format, subMonths } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { apiError, json, route } from '@/test/network';
import { renderWithProviders } from '@/test/render';
import { StatementPanel } from './statement-panel';

const statement = (month: string, ordersSettled: number): EarningsStatement => ({
  month,
  sellerName: 'Brightline Digital',
  ordersSettled,
  salesCents: 250_000,
  feesCents: 25_000,
  refundsCents: 0,
  netCents: 225_000,
  payoutsCents: 199_900,
  orders: [],
});

describe('StatementPanel', () => {
  it("shows last month's figures and links its CSV and PDF; another month follows the choice", async () => {
    const last = format(subMonths(new Date(), 1), 'yyyy-MM');
    const now = format(new Date(), 'yyyy-MM');
    route('GET', '/api/orders/statement', (request) => {
      const month = request.url.searchParams.get('month') ?? '';
      return json(statement(month, month === now ? 1 : 3));
    });
    const { user } = renderWithProviders(<StatementPanel />);
    expect(await screen.findByTestId('statement-summary')).toHaveTextContent(
      '3 orders settled · sales $2,500.00 · fees $250.00 · refunds $0.00 · net $2,250.00 · paid out $1,999.00',
    );
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', `/api/orders/statement.csv?month=${last}`);
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', `/api/orders/statement.pdf?month=${last}`);
    await user.selectOptions(screen.getByLabelText('Statement month'), now);
    expect(await screen.findByText(/1 order settled/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', `/api/orders/statement.pdf?month=${now}`);
  });

  it('a failed load says so with Try Again', async () => {
    route('GET', '/api/orders/statement', () => apiError(500, 'internal_error', 'Something went wrong'));
    renderWithProviders(<StatementPanel />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the statement.');
  });
});
