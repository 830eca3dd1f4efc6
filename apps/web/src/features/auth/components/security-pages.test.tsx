import { APPEAL_RECEIVED } from '@proclub/contracts/admin';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, route, sentRequests } from '@/test/network';
import { renderWithProviders } from '@/test/render';
import { AccountSuspendedScreen } from './account-suspended-screen';
import { AppealPage } from './appeal-page';
import { EmailChangeUndoPage } from './email-change-undo-page';
import { SignInForm } from './sign-in-form';

const UNDO = '/api/account/email-change/undo';

describe('EmailChangeUndoPage', () => {
  it('changes nothing on opening; the button restores the old address and says every device was signed out', async () => {
    route('POST', UNDO, () => json({ email: 'old@example.com' }));
    const { user } = renderWithProviders(<EmailChangeUndoPage />, { url: '/email-change/undo?token=tok-123' });
    expect(screen.getByRole('heading', { name: 'Undo the email change' })).toBeVisible();
    expect(sentRequests(UNDO)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Undo Email Change' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your account signs in with old@example.com again');
    expect(sentRequests(UNDO).map((request) => request.body)).toEqual([{ token: 'tok-123' }]);
    expect(screen.getByRole('link', { name: 'Reset Password' })).toHaveAttribute('href', '/forgot-password');
  });

  it('shows the server refusal of a used or expired link', async () => {
    route('POST', UNDO, () => apiError(404, 'not_found', 'This undo link is invalid, expired or already used'));
    const { user } = renderWithProviders(<EmailChangeUndoPage />, { url: '/email-change/undo?token=used' });
    await user.click(screen.getByRole('button', { name: 'Undo Email Change' }));
    expect(await screen.findByText('This undo link is invalid, expired or already used')).toBeInTheDocument();
  });

  it('without a token says the link is invalid', () => {
    renderWithProviders(<EmailChangeUndoPage />, { url: '/email-change/undo' });
    expect(screen.getByRole('heading', { name: 'Link expired' })).toBeVisible();
  });
});

describe('Appeals from a suspended account', () => {
  it('the suspended screen links to the appeal form with the email filled in', () => {
    // The screen also reads where "contact support" leads (issue 37).
    route('GET', '/api/support/contact', () => json({ email: 'help@proclub.example' }));
    renderWithProviders(<AccountSuspendedScreen reason="Scam messages" email="sam@example.com" onLeave={() => {}} />);
    expect(screen.getByRole('link', { name: 'Appeal This Decision' })).toHaveAttribute('href', '/appeal?email=sam%40example.com');
  });

  it('the sign-in refusal of a suspended account keeps the reason on the form with an appeal link', async () => {
    route('POST', '/api/auth/sign-in/email', () =>
      apiError(403, 'banned_user', 'Your account has been suspended by ProClub moderation. Reason: Spam.'),
    );
    const { user } = renderWithProviders(<SignInForm />);
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('link', { name: 'Appeal this decision' })).toHaveAttribute(
      'href',
      '/appeal?email=sam%40example.com',
    );
  });

  it('the appeal form checks the message, sends it, and shows the same answer for any address', async () => {
    route('POST', '/api/appeals', () => json({ message: APPEAL_RECEIVED }, 202));
    const { user } = renderWithProviders(<AppealPage />, { url: '/appeal?email=sam%40example.com' });
    expect(screen.getByLabelText('Email')).toHaveValue('sam@example.com');
    await user.type(screen.getByLabelText('Why should the suspension be lifted?'), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Send Appeal' }));
    expect(await screen.findByText('Tell us why in at least 20 characters')).toBeInTheDocument();
    expect(sentRequests('/api/appeals')).toHaveLength(0);
    await user.type(screen.getByLabelText('Why should the suspension be lifted?'), ' — my account was hacked last week.');
    await user.click(screen.getByRole('button', { name: 'Send Appeal' }));
    expect(await screen.findByRole('status')).toHaveTextContent(APPEAL_RECEIVED);
    expect(sentRequests('/api/appeals').map((request) => request.body)).toEqual([
      { email: 'sam@example.com', message: 'Too short — my account was hacked last week.' },
    ]);
  });
});
