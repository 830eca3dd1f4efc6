import { api } from './api-client';

const FLAG = 'proclub.devAuthBypass';
/** The account the server's bypass signs in (modules/auth/dev-bypass.routes.ts). */
const DEV_BYPASS_EMAIL = 'dev@proclub.local';

/**
 * The spec's development sign-in bypass. `proclubDev.enableAuthBypass()` / `disableAuthBypass()` in the
 * browser console store the flag and reload. The server only honours it in development from loopback.
 */
export function installDevBypassHelpers(): void {
  const helpers = {
    enableAuthBypass() {
      localStorage.setItem(FLAG, 'on');
      window.location.reload();
    },
    async disableAuthBypass() {
      localStorage.removeItem(FLAG);
      await signOutDevUser();
      window.location.reload();
    },
  };
  (window as unknown as { proclubDev: typeof helpers }).proclubDev = helpers;
}

/**
 * Turning the bypass off ends the dev user's session too: the flag only decides whether to sign it in, so without
 * this the dev user stayed signed in after the bypass was off. A real account's session is left alone.
 */
export async function signOutDevUser(): Promise<void> {
  try {
    const session = await api.get<{ user: { email: string } } | null>('/api/session');
    if (session?.user.email === DEV_BYPASS_EMAIL) await api.post('/api/auth/sign-out');
  } catch {
    // Nothing to end, or the server is away: the reload shows whichever state is true.
  }
}

export const isDevBypassOn = () => localStorage.getItem(FLAG) === 'on';

/** Signs in the dev user when the flag is on; a server outside development answers 404 and nothing happens. */
export async function tryDevBypassSignIn(): Promise<boolean> {
  if (!isDevBypassOn()) return false;
  try {
    await api.post('/api/dev/bypass-sign-in');
    return true;
  } catch {
    return false;
  }
}
