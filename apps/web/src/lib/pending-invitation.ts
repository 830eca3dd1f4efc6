/**
 * A team invitation opened while signed out: remembered in this browser so that, once the person has signed up
 * (the mailed verification link signs them in, possibly on a fresh page) or signed in, every signed-in screen sends
 * them back to the invitation to accept it.
 */
const KEY = 'proclub.invitation';

export function rememberInvitation(token: string): void {
  try {
    localStorage.setItem(KEY, token);
  } catch {
    // No storage: the person opens the mailed invitation link again.
  }
}

export function pendingInvitation(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetInvitation(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
