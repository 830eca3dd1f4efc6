/**
 * Where a visitor was when they went to join (e.g. the service they wanted to order), so a paid checkout can take
 * them back. Kept in sessionStorage: it survives the checkout's page loads in this tab, and a tab the checkout
 * opens (Stripe) starts with a copy of it.
 */
const KEY = 'proclub.membership.returnTo';

/** Only a path on this site: '/service/x', never '//evil.example' or 'https://…' (no open redirect). */
export function safeReturnPath(value: string | null): string | null {
  return value && /^\/(?![/\\])/.test(value) && value.length <= 500 ? value : null;
}

export function rememberReturnTo(value: string | null) {
  const path = safeReturnPath(value);
  if (path) sessionStorage.setItem(KEY, path);
}

/** The remembered path, once: reading it forgets it. */
export function takeReturnTo(): string | null {
  const path = safeReturnPath(sessionStorage.getItem(KEY));
  sessionStorage.removeItem(KEY);
  return path;
}
