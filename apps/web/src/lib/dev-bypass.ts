import { api } from './api-client';

const FLAG = 'proclub.devAuthBypass';

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
    disableAuthBypass() {
      localStorage.removeItem(FLAG);
      window.location.reload();
    },
  };
  (window as unknown as { proclubDev: typeof helpers }).proclubDev = helpers;
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
