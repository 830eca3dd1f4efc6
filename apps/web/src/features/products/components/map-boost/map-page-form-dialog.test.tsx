import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ClientOptionsProvider, type UseClientOptions } from '@/components/pickers/client-options';
import { renderWithProviders } from '@/test/render';
import { MapPageFormDialog } from './map-page-form-dialog';

const noClients: UseClientOptions = () => ({ data: [], isPending: false, isPlaceholderData: false, isError: false });
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
});
