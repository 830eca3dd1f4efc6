import { PRODUCT_SLUGS, productCatalogue } from '@proclub/contracts/products';
import { isSellerRole, type Role } from '@proclub/contracts/profiles';
import { mayDo, type WorkspaceRole } from '@proclub/contracts/workspaces';
import {
  Bell,
  Boxes,
  FileText,
  LayoutDashboard,
  ListTodo,
  type LucideIcon,
  MessageSquare,
  Palette,
  Search,
  Shield,
  Sparkles,
  Store,
  Users,
  UsersRound,
  Wrench,
} from 'lucide-react';

export interface NavLink {
  label: string;
  /** Path, with a query when the place is a tab (/dashboard?tab=orders). */
  to: string;
  /** Words the command palette also matches. */
  keywords?: string;
}

export interface NavItem extends NavLink {
  icon: LucideIcon;
  /** A live count shown next to the label (Messages). */
  badge?: 'messages';
  children?: NavLink[];
}

const HUB_TOOLS: NavLink[] = [
  { label: 'Hub overview', to: '/hub' },
  { label: 'Proof Reports', to: '/hub/proof-reports', keywords: 'reports' },
  { label: 'Client Audits', to: '/hub/audits', keywords: 'audit seo score' },
  { label: 'Client Dashboard', to: '/hub/client-dashboard' },
  { label: 'Proposal Builder', to: '/hub/proposals', keywords: 'proposals' },
  { label: 'Schedules', to: '/hub/schedules', keywords: 'jobs' },
  { label: 'Onboarding Automator', to: '/hub/onboarding', keywords: 'onboarding workflows' },
];

const PRODUCTS: NavLink[] = PRODUCT_SLUGS.map((slug) => ({ label: productCatalogue[slug].name, to: `/products/${slug}` }));

/**
 * The sidebar (and the palette's "Go to" list) for a role: only places the role may use. `workspaceRole` is the
 * person's role in the tab's workspace (issue 31): listings and sales are the owners' and admins' (the server refuses
 * a member anyway, ADR 045 §5).
 */
export function navFor(role: Role | null | undefined, workspaceRole: WorkspaceRole = 'owner'): NavItem[] {
  const seller = isSellerRole(role);
  const listings = seller && mayDo(workspaceRole, 'listings');
  const items: NavItem[] = [{ label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard, keywords: 'home' }];
  items.push({
    label: 'Marketplace',
    to: '/browse',
    icon: Store,
    children: [
      { label: 'Browse Services', to: '/browse', keywords: 'marketplace search' },
      ...(listings
        ? [
            { label: 'My Services', to: '/dashboard?tab=services', keywords: 'listings' },
            { label: 'Orders', to: '/dashboard?tab=orders', keywords: 'sales' },
          ]
        : role === 'client' || seller
          ? [{ label: 'My Purchases', to: '/dashboard?tab=purchases', keywords: 'orders' }]
          : []),
    ],
  });
  if (seller) items.push({ label: 'CRM', to: '/crm', icon: Users, keywords: 'clients projects campaigns' });
  if (seller) items.push({ label: 'Tasks', to: '/tasks', icon: ListTodo, keywords: 'to-do todo my tasks overdue' });
  if (seller) items.push({ label: 'Invoices', to: '/invoices', icon: FileText, keywords: 'billing payments revenue' });
  if (seller) items.push({ label: 'Team', to: '/settings/team', icon: UsersRound, keywords: 'members invite workspace' });
  if (seller)
    items.push({ label: 'Branding', to: '/settings/branding', icon: Palette, keywords: 'logo white label domain portal' });
  items.push({ label: 'Messages', to: '/messages', icon: MessageSquare, badge: 'messages', keywords: 'chat inbox' });
  if (seller) {
    items.push({ label: 'Client Analysis', to: '/client-analysis', icon: Search, keywords: 'analyze website' });
    items.push({ label: 'Hub', to: '/hub', icon: Wrench, children: HUB_TOOLS });
    items.push({ label: 'Products', to: '/products/rank-tracker', icon: Boxes, children: PRODUCTS });
  }
  items.push({ label: 'Notifications', to: '/notifications', icon: Bell });
  items.push({ label: 'Membership', to: '/membership', icon: Sparkles, keywords: 'club plan billing' });
  if (role === 'admin') items.push({ label: 'Admin', to: '/admin', icon: Shield, keywords: 'users moderation' });
  return items;
}

/** Every destination once (children and leaves), for the palette. */
export function navDestinations(role: Role | null | undefined): NavLink[] {
  const seen = new Set<string>();
  const out: NavLink[] = [];
  for (const item of navFor(role)) {
    for (const link of item.children ?? [item]) {
      if (seen.has(link.to)) continue;
      seen.add(link.to);
      out.push(link);
    }
  }
  out.push(
    { label: 'Edit Profile', to: '/profile' },
    { label: 'Account Settings', to: '/settings/account', keywords: 'password email notifications' },
  );
  return out;
}

/** Whether a link is the current place: same path, and every query value it names present. */
export function isCurrent(link: NavLink, pathname: string, search: string): boolean {
  const [path, query] = link.to.split('?');
  if (path !== pathname) return false;
  const current = new URLSearchParams(search);
  if (!query) return !current.get('tab');
  return [...new URLSearchParams(query)].every(([key, value]) => current.get(key) === value);
}

/** Tabs of a top-level screen, named in its trail ("CRM › Campaigns"). */
const SCREEN_TABS: Record<string, Record<string, string>> = {
  '/crm': { clients: 'Clients', projects: 'Projects', campaigns: 'Campaigns', messages: 'Messages' },
};

/** Pages of a tab with their own name, by the tab and the path's last part (/crm/campaigns/new, …/:id/edit). */
const TAB_PAGES: Record<string, Record<string, string>> = {
  campaigns: { new: 'New campaign', edit: 'Edit campaign' },
};

/** A page under a screen's tab (/crm/campaigns/new, /crm/clients/:id): the screen, the tab, then the page's name. */
function tabPageTrail(screen: NavLink, pathname: string): NavLink[] | null {
  const [tab, ...rest] = pathname.slice(screen.to.length + 1).split('/');
  const label = SCREEN_TABS[screen.to]?.[tab];
  if (!label) return null;
  const page = TAB_PAGES[tab]?.[rest.at(-1) ?? ''];
  const trail = [screen, { label, to: `${screen.to}?tab=${tab}` }];
  return page ? [...trail, { label: page, to: pathname }] : trail;
}

/** Screens outside the sidebar: where they sit. */
function offNavTrail(role: Role | null | undefined, pathname: string): NavLink[] {
  if (pathname === '/profile') return [{ label: 'Edit Profile', to: '/profile' }];
  if (pathname.startsWith('/settings/')) return [{ label: 'Account Settings', to: '/settings/account' }];
  if (isSellerRole(role) && (pathname === '/services/new' || pathname.startsWith('/services/edit/'))) {
    const marketplace = navFor(role).find((item) => item.label === 'Marketplace');
    const mine = marketplace?.children?.find((link) => link.label === 'My Services');
    const here = pathname === '/services/new' ? { label: 'New Service', to: pathname } : { label: 'Edit Service', to: pathname };
    return marketplace && mine ? [marketplace, mine, here] : [here];
  }
  return [];
}

/**
 * The trail to the current place (for the breadcrumb): the top item and, inside a group, the tool; a screen's tab
 * (/crm?tab=campaigns → CRM › Campaigns) and the pages under it (/crm/campaigns/new → CRM › Campaigns › New campaign);
 * screens outside the sidebar (/profile, /services/new) by their own name. Detail pages (/hub/audits/:id,
 * /crm/clients/:id) count as their list.
 */
export function trailFor(role: Role | null | undefined, pathname: string, search: string): NavLink[] {
  const pathOnly = (to: string) => to.split('?')[0];
  for (const item of navFor(role)) {
    for (const child of item.children ?? []) {
      if (isCurrent(child, pathname, search) || (pathOnly(child.to) !== '/hub' && pathname.startsWith(`${pathOnly(child.to)}/`)))
        return pathOnly(child.to) === pathOnly(item.to) && item.label !== 'Marketplace' ? [item] : [item, child];
    }
    if (isCurrent(item, pathname, search)) return [item];
    if (pathname.startsWith(`${pathOnly(item.to)}/`)) return tabPageTrail(item, pathname) ?? [item];
  }
  const tabbed = navFor(role).find((item) => !item.children && pathOnly(item.to) === pathname && SCREEN_TABS[pathname]);
  if (tabbed) {
    const tab = new URLSearchParams(search).get('tab') ?? '';
    const label = SCREEN_TABS[pathname][tab];
    return label ? [tabbed, { label, to: `${pathname}?tab=${tab}` }] : [tabbed];
  }
  return offNavTrail(role, pathname);
}
