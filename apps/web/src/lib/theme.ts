import { useSyncExternalStore } from 'react';

type ThemeChoice = 'light' | 'dark' | 'system';
const KEY = 'proclub.theme';
const listeners = new Set<() => void>();
const media = typeof window !== 'undefined' ? window.matchMedia('(prefers-color-scheme: dark)') : null;

function choice(): ThemeChoice {
  const stored = localStorage.getItem(KEY);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

// public/theme-init.js repeats this rule before first paint (pre-rendered pages); keep the two in step.
function resolve(): 'light' | 'dark' {
  const current = choice();
  if (current !== 'system') return current;
  return media?.matches ? 'dark' : 'light';
}

function apply() {
  document.documentElement.classList.toggle('dark', resolve() === 'dark');
  for (const listener of listeners) listener();
}

/** Follows the OS until the user picks a theme with the toggle. */
export function initTheme() {
  apply();
  media?.addEventListener('change', apply);
}

export function setTheme(next: ThemeChoice) {
  if (next === 'system') localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, next);
  apply();
}

export function useTheme() {
  const resolved = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    resolve,
    () => 'light' as const,
  );
  return { resolved, toggle: () => setTheme(resolved === 'dark' ? 'light' : 'dark') };
}
