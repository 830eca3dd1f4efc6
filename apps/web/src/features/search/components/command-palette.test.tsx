import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { json, route, sentRequests } from '@/test/network';
import { renderWithProviders } from '@/test/render';
import { CommandPalette } from './command-palette';

function Where() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

function Harness({ userRole }: { userRole: 'agency' | 'client' }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <CommandPalette role={userRole} open={open} onOpenChange={setOpen} />
      <Where />
    </>
  );
}

const sellerRole = 'agency' as const;

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Search and go to
      </button>
      <CommandPalette role={sellerRole} open={open} onOpenChange={setOpen} />
    </>
  );
}

describe('CommandPalette', () => {
  it('takes the focus on opening and gives it back to the control that opened it on Escape', async () => {
    const { user } = renderWithProviders(<Opener />);
    const opener = screen.getByRole('button', { name: 'Search and go to' });
    await user.click(opener);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Search pages and your records' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('filters the screens the role may use and opens one with the keyboard only', async () => {
    const { user } = renderWithProviders(<Harness userRole="agency" />, { url: '/dashboard' });
    const input = screen.getByRole('combobox', { name: 'Search pages and your records' });
    expect(input).toHaveFocus();
    await user.keyboard('rank');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Rank Tracker']);
    expect(input).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('location')).toHaveTextContent('/products/rank-tracker');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a client is not offered seller tools', async () => {
    route('GET', '/api/search', () => json({ items: [] }));
    const { user } = renderWithProviders(<Harness userRole="client" />);
    await user.keyboard('crm');
    expect(await screen.findByText('Nothing matches “crm”.')).toBeInTheDocument();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('searches the server (debounced, once the text settles) and opens a record with the arrows and Enter', async () => {
    route('GET', '/api/search', ({ url }) =>
      json({
        items:
          url.searchParams.get('q') === 'harbor'
            ? [
                {
                  kind: 'client',
                  id: 'c1',
                  title: 'Harbor Dental',
                  subtitle: 'Harbor Dental LLC',
                  link: '/crm?q=Harbor%20Dental',
                },
                { kind: 'conversation', id: 'v1', title: 'Harbor launch chat', subtitle: null, link: '/messages?c=v1' },
              ]
            : [],
      }),
    );
    const { user } = renderWithProviders(<Harness userRole="agency" />);
    await user.keyboard('harbor');
    const group = await screen.findByRole('group', { name: 'Conversations' });
    expect(group).toHaveTextContent('Harbor launch chat');
    // One request for the settled text, not one per keystroke.
    expect(sentRequests('/api/search').map((request) => request.url.searchParams.get('q'))).toEqual(['harbor']);
    expect(screen.getByRole('status')).toHaveTextContent('2 results');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByLabelText('location')).toHaveTextContent('/messages?c=v1');
  });

  it('Escape clears the text first, then closes', async () => {
    const { user } = renderWithProviders(<Harness userRole="agency" />);
    const input = screen.getByRole('combobox');
    await user.keyboard('hub');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
