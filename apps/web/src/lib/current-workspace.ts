// Minimal stand-in (ws-tools): the integrator's version replaces this file on merge.
const KEY = 'proclub.workspace';

/** The workspace this tab works in (per tab, the last one used as a new tab's default), or null for none. */
export function currentWorkspaceId(): string | null {
  if (typeof window === 'undefined') return null;
  return window.sessionStorage.getItem(KEY) ?? window.localStorage.getItem(KEY);
}
