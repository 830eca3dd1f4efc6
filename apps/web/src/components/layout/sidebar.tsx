import { ChevronDown, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { type ReactNode, useId, useState, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router';
import { CountBadge } from '@/components/ui/count-badge';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { cn } from '@/lib/utils';
import { isCurrent, type NavItem, type NavLink } from './nav-items';

export interface NavCounts {
  messages?: number;
}

const KEY = 'proclub.sidebar';
const listeners = new Set<() => void>();
const readCollapsed = () => typeof localStorage !== 'undefined' && localStorage.getItem(KEY) === 'collapsed';

/** The sidebar's collapsed state, remembered in this browser. */
export function useSidebarCollapsed(): [boolean, (next: boolean) => void] {
  const collapsed = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    readCollapsed,
    () => false,
  );
  const set = (next: boolean) => {
    localStorage.setItem(KEY, next ? 'collapsed' : 'expanded');
    for (const listener of listeners) listener();
  };
  return [collapsed, set];
}

const linkClass = (current: boolean, collapsed = false) =>
  cn(
    'flex min-h-9 items-center gap-3 rounded-md px-2.5 py-1.5 text-sm font-medium outline-none transition-colors',
    'focus-visible:ring-2 focus-visible:ring-primary',
    current ? 'bg-primary/10 text-primary' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
    collapsed && 'justify-center px-0',
  );

function Group({
  item,
  pathname,
  search,
  onNavigate,
}: {
  item: NavItem;
  pathname: string;
  search: string;
  onNavigate?: () => void;
}) {
  const children = item.children ?? [];
  const containsCurrent = children.some(
    (child) => isCurrent(child, pathname, search) || (child.to !== '/hub' && pathname.startsWith(`${child.to.split('?')[0]}/`)),
  );
  const [open, setOpen] = useState(containsCurrent);
  const listId = useId();
  const Icon = item.icon;
  return (
    <li>
      <button
        type="button"
        className={cn(linkClass(false), 'w-full', containsCurrent && 'text-foreground')}
        aria-expanded={open || containsCurrent}
        aria-controls={listId}
        onClick={() => setOpen(!(open || containsCurrent))}
      >
        <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
        <span className="truncate">{item.label}</span>
        <ChevronDown
          className={cn('ml-auto h-4 w-4 shrink-0 transition-transform', (open || containsCurrent) && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      <ul id={listId} hidden={!(open || containsCurrent)} className="mt-0.5 space-y-0.5 border-l border-border pl-2 ml-4">
        {children.map((child) => (
          <li key={child.to}>
            <LeafLink link={child} current={isCurrent(child, pathname, search)} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </li>
  );
}

function LeafLink({ link, current, onNavigate }: { link: NavLink; current: boolean; onNavigate?: () => void }) {
  return (
    <Link to={link.to} className={linkClass(current)} aria-current={current ? 'page' : undefined} onClick={onNavigate}>
      <span className="truncate">{link.label}</span>
    </Link>
  );
}

/** The list of places: top items, and groups (Marketplace, Hub, Products) that open to show their tools. */
export function SidebarNav({
  items,
  counts,
  collapsed = false,
  onNavigate,
}: {
  items: NavItem[];
  counts: NavCounts;
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const { pathname, search } = useLocation();
  return (
    <div className="flex-1 overflow-y-auto px-2 py-3">
      <ul className="space-y-0.5">
        {items.map((item) => {
          const Icon = item.icon;
          const count = item.badge ? (counts[item.badge] ?? 0) : 0;
          if (item.children && !collapsed) {
            return <Group key={item.label} item={item} pathname={pathname} search={search} onNavigate={onNavigate} />;
          }
          const inside =
            isCurrent(item, pathname, search) ||
            (item.children ?? []).some((child) => isCurrent(child, pathname, search)) ||
            pathname.startsWith(`${item.to.split('?')[0]}/`);
          const name = count > 0 ? `${item.label}, ${count} unread` : item.label;
          return (
            <li key={item.label}>
              <Link
                to={item.to}
                className={linkClass(inside, collapsed)}
                aria-current={isCurrent(item, pathname, search) ? 'page' : undefined}
                aria-label={collapsed || count > 0 ? name : undefined}
                title={collapsed ? name : undefined}
                onClick={onNavigate}
              >
                <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
                {!collapsed && <span className="truncate">{item.label}</span>}
                {collapsed ? (
                  count > 0 && <span className="sr-only">{count} unread</span>
                ) : (
                  <CountBadge count={count} className="ml-auto" data-testid={`sidebar-${item.label.toLowerCase()}-count`} />
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The desktop sidebar (md and up): sticky, full height, collapsible to icons. */
export function Sidebar({ items, counts }: { items: NavItem[]; counts: NavCounts }) {
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  return (
    <nav
      aria-label="Main"
      className={cn(
        'sticky top-0 hidden h-dvh shrink-0 flex-col border-r border-border bg-background md:flex',
        collapsed ? 'w-16' : 'w-60',
      )}
      data-testid="sidebar"
      data-collapsed={collapsed}
    >
      <Link
        to="/dashboard"
        className={cn(
          'flex h-16 shrink-0 items-center gap-2 border-b border-border px-4 font-bold text-primary',
          collapsed && 'justify-center px-0',
        )}
      >
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <span className={collapsed ? 'sr-only' : undefined}>ProClub</span>
      </Link>
      <SidebarNav items={items} counts={counts} collapsed={collapsed} />
      <div className="border-t border-border p-2">
        <button
          type="button"
          onClick={() => setCollapsed(!collapsed)}
          className={cn(linkClass(false, collapsed), 'w-full')}
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          aria-keyshortcuts="["
          title={collapsed ? 'Expand sidebar ([)' : 'Collapse sidebar ([)'}
        >
          {collapsed ? (
            <PanelLeftOpen className="h-4 w-4" aria-hidden="true" />
          ) : (
            <PanelLeftClose className="h-4 w-4" aria-hidden="true" />
          )}
          {!collapsed && <span>Collapse</span>}
        </button>
      </div>
    </nav>
  );
}

/** Phones and small tablets: the same list in a drawer (focus trapped, Escape closes, closes on navigation). */
export function NavDrawer({
  items,
  counts,
  open,
  onOpenChange,
  top,
}: {
  items: NavItem[];
  counts: NavCounts;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the layout puts above the places (the workspace switcher, which a phone's header has no room for). */
  top?: ReactNode;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent>
        <div className="flex h-14 shrink-0 items-center border-b border-border px-4">
          <SheetTitle className="font-bold text-primary">ProClub</SheetTitle>
          <SheetDescription className="sr-only">Go to any part of the app</SheetDescription>
        </div>
        {top && <div className="border-b border-border px-4 py-3">{top}</div>}
        <nav aria-label="Main" className="flex min-h-0 flex-1 flex-col">
          <SidebarNav items={items} counts={counts} onNavigate={() => onOpenChange(false)} />
        </nav>
      </SheetContent>
    </Sheet>
  );
}
