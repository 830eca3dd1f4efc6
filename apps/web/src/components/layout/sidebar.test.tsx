import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { navFor } from './nav-items';
import { Sidebar } from './sidebar';

describe('Sidebar', () => {
  it('lists what a seller may use, marks the current place and shows the live unread count', () => {
    renderWithProviders(<Sidebar items={navFor('agency')} counts={{ messages: 3 }} />, { url: '/hub/audits/123' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['Dashboard', 'CRM', 'Client Analysis', 'Notifications', 'Membership'])
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Messages, 3 unread' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    // Inside the hub: its group is open and the audits list (parent of the detail page) is highlighted.
    expect(within(nav).getByRole('button', { name: 'Hub' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('button', { name: 'Products' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('a client sees no seller tools; the current page has aria-current', () => {
    renderWithProviders(<Sidebar items={navFor('client')} counts={{}} />, { url: '/notifications' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'CRM' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Hub' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Notifications' })).toHaveAttribute('aria-current', 'page');
  });

  it('collapses to icons (names kept for screen readers) and remembers it', async () => {
    localStorage.removeItem('proclub.sidebar');
    const { user, unmount } = renderWithProviders(<Sidebar items={navFor('vendor')} counts={{}} />, { url: '/crm' });
    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'true');
    expect(screen.getByRole('link', { name: 'CRM' })).toHaveAttribute('aria-current', 'page');
    unmount();
    renderWithProviders(<Sidebar items={navFor('vendor')} counts={{}} />, { url: '/crm' });
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
    localStorage.removeItem('proclub.sidebar');
  });
});
