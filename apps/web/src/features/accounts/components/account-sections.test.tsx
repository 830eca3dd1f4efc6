import { DELETE_CONFIRMATION, DELETION_EFFECTS } from '@proclub/contracts/accounts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { me } from '@/test/fixtures';
import { apiError, json, pending, route, sentRequests } from '@/test/network';
import { renderWithProviders } from '@/test/render';
import { EmailSection, PasswordSection } from './credentials-sections';
import { DeleteAccountSection } from './data-sections';
import { SessionsSection } from './sessions-section';

const SESSIONS = '/api/account/sessions';
const session = (id: string, current: boolean, browser = 'Chrome 131') => ({
  id,
  browser,
  os: 'Linux',
  device: 'Desktop',
  ipAddress: '203.0.113.9',
  lastActiveAt: new Date().toISOString(),
  createdAt: new Date().toISOString(),
  current,
});

describe('SessionsSection (account settings)', () => {
  it('shows a loading state, then each session with device, IP and This device', async () => {
    route('GET', SESSIONS, pending);
    const { unmount } = renderWithProviders(<SessionsSection />);
    expect(screen.getByRole('status', { name: 'Loading sessions' })).toBeInTheDocument();
    unmount();
    route('GET', SESSIONS, () => json([session('s1', true), session('s2', false, 'Firefox 133')]));
    renderWithProviders(<SessionsSection />);
    const list = await screen.findByRole('list', { name: 'Signed-in sessions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list).toHaveTextContent('This device');
    expect(list).toHaveTextContent('203.0.113.9');
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeEnabled();
  });

  it('signs out another session by id and refreshes the list', async () => {
    route('GET', SESSIONS, () => json([session('s1', true), session('s2', false, 'Firefox 133')]));
    route('DELETE', `${SESSIONS}/s2`, () => new Response(null, { status: 204 }));
    const { user } = renderWithProviders(<SessionsSection />);
    await user.click(await screen.findByRole('button', { name: 'Sign out Firefox 133 on Linux' }));
    expect(await screen.findByText('Signed out of that device')).toBeInTheDocument();
    expect(sentRequests(`${SESSIONS}/s2`)).toHaveLength(1);
    expect(sentRequests(SESSIONS).length).toBeGreaterThanOrEqual(2);
  });

  it('shows an error with Try Again when the list cannot load', async () => {
    route('GET', SESSIONS, () => apiError(500, 'internal_error', 'Internal Server Error'));
    renderWithProviders(<SessionsSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your sessions.');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

describe('DeleteAccountSection', () => {
  it('states every effect first and enables Delete only with the password and the typed confirmation', async () => {
    const { user } = renderWithProviders(<DeleteAccountSection me={me('vendor')} />);
    for (const effect of DELETION_EFFECTS) expect(screen.getByText(effect)).toBeInTheDocument();
    const remove = screen.getByRole('button', { name: 'Delete My Account' });
    expect(remove).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'my-password');
    await user.type(screen.getByLabelText(`Type ${DELETE_CONFIRMATION} to confirm`), 'delete my account');
    expect(remove).toBeDisabled();
    await user.clear(screen.getByLabelText(`Type ${DELETE_CONFIRMATION} to confirm`));
    await user.type(screen.getByLabelText(`Type ${DELETE_CONFIRMATION} to confirm`), DELETE_CONFIRMATION);
    expect(remove).toBeEnabled();
    // Two-factor off: no code field.
    expect(screen.queryByLabelText('Authentication code or backup code')).toBeNull();
  });

  it('shows the server message when the password is wrong', async () => {
    route('POST', '/api/account/delete', () => apiError(400, 'invalid_password', 'The password is not correct'));
    const { user } = renderWithProviders(
      <DeleteAccountSection me={{ ...me('vendor'), user: { ...me('vendor').user, twoFactorEnabled: true } }} />,
    );
    expect(screen.getByLabelText('Authentication code or backup code')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.type(screen.getByLabelText(`Type ${DELETE_CONFIRMATION} to confirm`), DELETE_CONFIRMATION);
    await user.click(screen.getByRole('button', { name: 'Delete My Account' }));
    expect(await screen.findByText('The password is not correct')).toBeInTheDocument();
  });
});

describe('EmailSection and PasswordSection', () => {
  it('says what is wrong with the new address next to the field and sends nothing', async () => {
    const { user } = renderWithProviders(<EmailSection me={me('vendor')} />);
    await user.type(screen.getByLabelText('New email address'), 'not-an-address');
    await user.type(screen.getByLabelText('Current password'), 'my-password');
    await user.click(screen.getByRole('button', { name: 'Change Email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(screen.getByLabelText('New email address')).toHaveAttribute('aria-invalid', 'true');
    expect(sentRequests('/api/auth/change-email')).toHaveLength(0);
  });

  it('sends a valid address trimmed and clears the field', async () => {
    route('POST', '/api/auth/change-email', () => json({ status: true }));
    const { user } = renderWithProviders(<EmailSection me={me('vendor')} />);
    await user.type(screen.getByLabelText('New email address'), '  new@example.com ');
    // Changing the email needs the current password (issue #37): no password, no request.
    expect(screen.getByRole('button', { name: 'Change Email' })).toBeDisabled();
    expect(screen.queryByLabelText('Authentication code or backup code')).toBeNull();
    await user.type(screen.getByLabelText('Current password'), 'my-password');
    await user.click(screen.getByRole('button', { name: 'Change Email' }));
    expect(await screen.findByText(/We sent a confirmation link to new@example.com/)).toBeInTheDocument();
    expect(screen.getByLabelText('New email address')).toHaveValue('');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(sentRequests('/api/auth/change-email').map((request) => request.body)).toEqual([
      { newEmail: 'new@example.com', password: 'my-password', callbackURL: '/verified' },
    ]);
  });

  it('with two-factor on, asks for a code too and shows the server refusal of a wrong password', async () => {
    route('POST', '/api/auth/change-email', (request) =>
      (request.body as { password: string }).password === 'right-password'
        ? json({ status: true })
        : apiError(400, 'invalid_password', 'The password is not correct', [
            { field: 'password', message: 'The password is not correct' },
          ]),
    );
    const signedIn = me('vendor');
    const { user } = renderWithProviders(
      <EmailSection me={{ ...signedIn, user: { ...signedIn.user, twoFactorEnabled: true } }} />,
    );
    await user.type(screen.getByLabelText('New email address'), 'new@example.com');
    await user.type(screen.getByLabelText('Current password'), 'wrong-password');
    await user.type(screen.getByLabelText('Authentication code or backup code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Change Email' }));
    expect((await screen.findAllByText('The password is not correct')).length).toBeGreaterThan(0);
    expect(sentRequests('/api/auth/change-email').map((request) => request.body)).toEqual([
      { newEmail: 'new@example.com', password: 'wrong-password', code: '123456', callbackURL: '/verified' },
    ]);
  });

  it('refuses a new password shorter than 6 characters before asking the server', async () => {
    const { user } = renderWithProviders(<PasswordSection />);
    await user.type(screen.getByLabelText('Current password'), 'old-password');
    await user.type(screen.getByLabelText('New password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password must be at least 6 characters');
    expect(sentRequests('/api/auth/change-password')).toHaveLength(0);
  });
});
