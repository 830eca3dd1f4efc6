import { useSyncExternalStore } from 'react';

/**
 * The workspace this tab works in (ADR 045 §3). Every API call names it in X-Workspace-Id. The choice is kept per tab
 * (sessionStorage) so two tabs can work in two workspaces, and the last one chosen is the default for a new tab
 * (localStorage), so it survives reloads. The server never guesses it.
 */
export const WORKSPACE_HEADER = 'x-workspace-id';
const KEY = 'proclub.workspace';
const listeners = new Set<() => void>();

function read(): string | null {
  if (typeof window === 'undefined') return null;
  try {
    return sessionStorage.getItem(KEY) ?? localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

let current: string | null = read();

export const currentWorkspaceId = (): string | null => current;

/** Switches this tab (and the default for new tabs); null forgets it (signed out, or no workspace left). */
export function setCurrentWorkspaceId(id: string | null): void {
  if (id === current) return;
  current = id;
  try {
    if (id) {
      sessionStorage.setItem(KEY, id);
      localStorage.setItem(KEY, id);
    } else {
      sessionStorage.removeItem(KEY);
      localStorage.removeItem(KEY);
    }
  } catch {
    // Private mode without storage: the choice lasts as long as the tab's page.
  }
  for (const listener of listeners) listener();
}

export function useCurrentWorkspaceId(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    currentWorkspaceId,
    () => null,
  );
}

/** The header to send with a request: the current workspace, when there is one. */
export function workspaceHeaders(): Record<string, string> {
  return current ? { [WORKSPACE_HEADER]: current } : {};
}

/**
 * A download link (CSV, PDF) for a seller route: a plain link cannot send a header, so it names the workspace in the
 * query (the server's guard reads `?workspace=` on GET only).
 */
export function workspaceLink(path: string): string {
  if (!current) return path;
  return `${path}${path.includes('?') ? '&' : '?'}workspace=${encodeURIComponent(current)}`;
}
