import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSessionEnd, subscribe } from '@/lib/realtime';
import { meQueryKey } from '@/lib/use-me';
import { json, route } from '@/test/network';
import { endSession, FakeWebSocket } from '@/test/realtime-server';
import { renderHookWithProviders, renderWithProviders, testQueryClient } from '@/test/render';
import { AccountSuspendedScreen } from '../components/account-suspended-screen';
import { useSessionEnd } from './use-session-end';

/** A signed-in tab: the cache holds the person's data and the socket is open with one subscription. */
async function signedInTab() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(meQueryKey, { user: { id: 'u1' } });
  queryClient.setQueryData(['orders'], ['private']);
  const stop = subscribe('user:u1', () => {});
  await waitFor(() => expect(FakeWebSocket.sockets.at(-1)?.readyState).toBe(FakeWebSocket.OPEN));
  const view = renderHookWithProviders(() => ({ session: useSessionEnd(), path: useLocation().pathname }), { queryClient });
  return { ...view, stop };
}

describe('useSessionEnd (the server ends the session over the realtime socket, issue #30)', () => {
  afterEach(() => clearSessionEnd());

  it('suspended: says so with the reason, forgets the cached data and does not reconnect', async () => {
    const { result, queryClient, stop } = await signedInTab();
    const sockets = FakeWebSocket.sockets.length;
    endSession('suspended', 'Scam messages');
    await waitFor(() => expect(result.current.session.end).toEqual({ why: 'suspended', reason: 'Scam messages' }));
    expect(queryClient.getQueryData(meQueryKey)).toBeNull();
    expect(queryClient.getQueryData(['orders'])).toBeUndefined();
    // The first reconnect would come within 625 ms (500 ms backoff ± 25 %).
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(FakeWebSocket.sockets.length).toBe(sockets);
    stop();
  });

  it('signed out everywhere: goes to the sign-in page', async () => {
    const { result, stop } = await signedInTab();
    endSession('signed_out');
    await waitFor(() => expect(result.current.path).toBe('/auth'));
    expect(result.current.session.end).toBeNull();
    stop();
  });
});

describe('AccountSuspendedScreen', () => {
  it('names the suspension and the reason, with a way to the sign-in page and a real Contact support link', async () => {
    route('GET', '/api/support/contact', () => json({ email: 'help@proclub.example' }));
    renderWithProviders(<AccountSuspendedScreen reason="Scam messages" onLeave={() => {}} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your account is suspended' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Reason: Scam messages');
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/auth');
    // "Contact support" leads to the configured support address (issue 37).
    expect(await screen.findByRole('link', { name: 'contact support' })).toHaveAttribute('href', 'mailto:help@proclub.example');
  });
});
