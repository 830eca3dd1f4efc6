import type { RoiDefault } from '@proclub/contracts/analysis';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, route, sentRequests } from '@/test/network';
import { renderWithProviders } from '@/test/render';
import { RoiDefaultsDialog } from './roi-defaults-dialog';

const roofing: RoiDefault = {
  industry: 'roofing',
  label: 'Roofing & construction',
  averageSaleCents: 900_000,
  closeRatePercent: 15,
  marginPercent: 30,
  custom: false,
};

describe('RoiDefaultsDialog', () => {
  it('edits an industry’s margin with its sale and close rate', async () => {
    route('GET', '/api/analysis/roi-defaults', () => json({ items: [roofing] }));
    route('PUT', '/api/analysis/roi-defaults/roofing', () => json({ items: [{ ...roofing, marginPercent: 35, custom: true }] }));
    const { user } = renderWithProviders(<RoiDefaultsDialog onClose={() => {}} />);
    const row = within(await screen.findByRole('form', { name: 'Roofing & construction' }));
    expect(row.getByLabelText('Margin (%)')).toHaveValue('30');
    await user.clear(row.getByLabelText('Margin (%)'));
    await user.type(row.getByLabelText('Margin (%)'), '35');
    await user.click(row.getByRole('button', { name: 'Save Roofing & construction' }));
    await waitFor(() =>
      expect(sentRequests('/api/analysis/roi-defaults/roofing').map((request) => request.body)).toEqual([
        { averageSaleCents: 900_000, closeRatePercent: 15, marginPercent: 35 },
      ]),
    );
  });
});
