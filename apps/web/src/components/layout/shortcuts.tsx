import { useEffect, useRef } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

/** Two-key "go to" shortcuts (g, then a letter), for places every role has or that the layout passes in. */
export interface GoShortcut {
  key: string;
  label: string;
  to: string;
}

export interface ShortcutHandlers {
  openPalette: () => void;
  openHelp: () => void;
  toggleSidebar: () => void;
  go: (to: string) => void;
  goShortcuts: GoShortcut[];
}

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.getAttribute('role') === 'combobox');

/**
 * The app's keyboard shortcuts: Ctrl/Cmd+K anywhere; the single keys only when focus is not in a field and no
 * dialog is open (so typing a "?" in a message never opens help).
 */
export function useShortcuts(handlers: ShortcutHandlers) {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    let pendingG = 0;
    const onKeyDown = (event: KeyboardEvent) => {
      const h = latest.current;
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        h.openPalette();
        return;
      }
      if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented || typing(event.target)) return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"], [role="menu"]')) return;
      if (pendingG && Date.now() - pendingG < 1500) {
        pendingG = 0;
        const target = h.goShortcuts.find((shortcut) => shortcut.key === event.key.toLowerCase());
        if (target) {
          event.preventDefault();
          h.go(target.to);
        }
        return;
      }
      if (event.key === '?') {
        event.preventDefault();
        h.openHelp();
      } else if (event.key === '/') {
        event.preventDefault();
        h.openPalette();
      } else if (event.key === '[') {
        event.preventDefault();
        h.toggleSidebar();
      } else if (event.key === 'g') {
        pendingG = Date.now();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

function Keys({ keys }: { keys: string[] }) {
  return (
    <span className="flex shrink-0 gap-1" aria-hidden="true">
      {keys.map((key) => (
        <kbd key={key} className="min-w-6 rounded border border-border bg-muted px-1.5 py-0.5 text-center font-mono text-xs">
          {key}
        </kbd>
      ))}
    </span>
  );
}

/** The "?" dialog: every shortcut, as a definition list a screen reader reads in order. */
export function ShortcutsDialog({
  open,
  onOpenChange,
  goShortcuts,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  goShortcuts: GoShortcut[];
}) {
  const rows: { keys: string[]; label: string }[] = [
    { keys: ['Ctrl', 'K'], label: 'Search and go to (⌘K on a Mac)' },
    { keys: ['/'], label: 'Search and go to' },
    { keys: ['?'], label: 'Show keyboard shortcuts' },
    { keys: ['['], label: 'Collapse or expand the sidebar' },
    ...goShortcuts.map((shortcut) => ({ keys: ['g', shortcut.key], label: `Go to ${shortcut.label}` })),
    { keys: ['Esc'], label: 'Close a dialog, menu or the navigation drawer' },
  ];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Keyboard shortcuts</DialogTitle>
          <DialogDescription>Single keys work when you are not typing in a field.</DialogDescription>
        </DialogHeader>
        <dl className="divide-y divide-border">
          {rows.map((row) => (
            <div key={row.label} className="flex items-center justify-between gap-4 py-2 text-sm">
              <dt className="sr-only">{row.keys.join(' then ')}</dt>
              <dd className="order-1">{row.label}</dd>
              <Keys keys={row.keys} />
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
