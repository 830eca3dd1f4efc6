import type { Me, Role } from '@proclub/contracts/profiles';
import { isSellerRole } from '@proclub/contracts/profiles';
import { CreditCard } from 'lucide-react';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { AppHeader } from '@/components/layout/app-header';
import { AccountMenuLink } from '@/components/layout/avatar-menu';
import { HeaderSlotProvider } from '@/components/layout/header-slot';
import { type NavItem, navFor, trailFor } from '@/components/layout/nav-items';
import { PageSkeleton } from '@/components/layout/require-session';
import { type GoShortcut, ShortcutsDialog, useShortcuts } from '@/components/layout/shortcuts';
import { NavDrawer, Sidebar, useSidebarCollapsed } from '@/components/layout/sidebar';
import { ClientOptionsProvider } from '@/components/pickers/client-options';
import { AccountSuspendedScreen } from '@/features/auth/components/account-suspended-screen';
import { VerifyEmailBanner } from '@/features/auth/components/verify-email-banner';
import { useSessionEnd } from '@/features/auth/hooks/use-session-end';
import { useClientOptions } from '@/features/crm/api/use-client-options';
import { ProjectThreadBox } from '@/features/crm/components/project-thread-box';
import { useSellerHubEvents } from '@/features/hub/hooks/use-seller-hub-events';
import { LandingHeader } from '@/features/landing/components/landing-header';
import { useMembership } from '@/features/membership/api/use-membership';
import { useUnreadTotal } from '@/features/messaging/api/use-unread-total';
import { UnreadMessagesLink } from '@/features/messaging/components/unread-messages-link';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { OrderThreadProvider } from '@/features/orders/components/order-thread';
import { OrdersHeaderLink } from '@/features/orders/components/orders-header-link';
import { useWorkspaceDealEvents } from '@/features/proposals/hooks/use-workspace-deal-events';
import { CommandPalette } from '@/features/search/components/command-palette';
import { WorkspaceSwitcher } from '@/features/workspaces/components/workspace-switcher';
import { useWorkspaceSession } from '@/features/workspaces/hooks/use-workspace-session';
import { useCurrentWorkspaceId } from '@/lib/current-workspace';
import { useMe } from '@/lib/use-me';
import { useSignOut } from '@/lib/use-sign-out';
import { cn } from '@/lib/utils';

export interface AppLayoutProps {
  /** Signed out: the public top bar (marketplace pages) or an empty bar (guarded screens redirect to /auth). */
  signedOut: 'public' | 'blank';
  /** The screen fills the viewport below the header and scrolls inside (Messages). */
  fill?: boolean;
}

/**
 * The layout route of every screen with the app header. Signed in, it is the app shell: the sidebar (a drawer on
 * phones) with the places the role may use, the header with the screen's breadcrumb, search (the command palette,
 * Ctrl/Cmd+K), the live links other features own (orders, unread messages, notifications), the account menu and
 * sign-out, and the keyboard shortcuts ("?"). Features never import the shell: it is composed here. It also plugs
 * one feature's pieces into another's slots (the CRM's client search into every client picker, the CRM's project
 * thread into order details). A seller's live hub news toasts on every screen.
 */
export function AppLayout({ signedOut, fill }: AppLayoutProps) {
  const me = useMe();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const signedIn = me.data;
  // The suspended screen's appeal link fills in the address; the session's end clears `me`, so keep the last one.
  const lastEmail = useRef<string | null>(null);
  if (signedIn) lastEmail.current = signedIn.user.email;
  const role = signedIn?.profile.role ?? null;
  // The tab's workspace (ADR 045 §3): checked against the person's memberships; a removal ends it live.
  const workspace = useWorkspaceSession(signedIn && isSellerRole(role) ? signedIn.user.id : null);
  const workspaceRole = workspace.current?.role;
  const items = useMemo(() => (role ? navFor(role, workspaceRole) : []), [role, workspaceRole]);
  // A seller's first screen waits for a workspace to be chosen rather than asking the server without one.
  const choosingWorkspace = isSellerRole(role) && workspace.currentId === null && workspace.list.isPending;
  // Suspended while this tab was open (the live socket says so): one clear screen instead of the app.
  const sessionEnd = useSessionEnd();
  if (sessionEnd.end?.why === 'suspended')
    return <AccountSuspendedScreen reason={sessionEnd.end.reason} email={lastEmail.current} onLeave={sessionEnd.leave} />;

  // One frame for signed out and signed in: the screen (Outlet) keeps its place in the tree while the chrome
  // around it changes, so the session resolving after a hard load adds the shell without remounting the screen
  // (a remount threw its state away and fetched its data twice).
  return (
    <HeaderSlotProvider>
      <ClientOptionsProvider value={useClientOptions}>
        <OrderThreadProvider value={ProjectThreadBox}>
          <div className={cn('flex', fill ? 'h-dvh bg-background' : 'min-h-screen bg-muted/40')}>
            {signedIn && role ? (
              <ShellNavigation
                workspaceMenu={<WorkspaceSwitcher items={workspace.items} current={workspace.current} wide />}
                userId={signedIn.user.id}
                role={role}
                items={items}
                drawerOpen={drawerOpen}
                onDrawerChange={setDrawerOpen}
              />
            ) : null}
            <div className={cn('flex min-w-0 flex-1 flex-col', fill && 'h-dvh')}>
              {signedIn ? (
                <ShellHeader
                  me={signedIn}
                  workspaceMenu={<WorkspaceSwitcher items={workspace.items} current={workspace.current} />}
                  onOpenNav={role ? () => setDrawerOpen(true) : undefined}
                  onOpenSearch={role ? () => setPaletteOpen(true) : undefined}
                />
              ) : !me.isPending && signedOut === 'public' ? (
                <LandingHeader />
              ) : (
                <div className="h-16 shrink-0 border-b border-border bg-background" aria-hidden="true" />
              )}
              {/* A block box around the screen: a screen's centred root (mx-auto) as a flex item would size to its
                  content, and a wide board would then widen the page past a phone's screen. */}
              <div className={cn('min-w-0', fill && 'flex min-h-0 flex-1 flex-col')}>
                {choosingWorkspace ? <PageSkeleton /> : <Outlet />}
              </div>
            </div>
            {signedIn && role ? (
              <ShellOverlays
                role={role}
                paletteOpen={paletteOpen}
                onPaletteChange={setPaletteOpen}
                helpOpen={helpOpen}
                onHelpChange={setHelpOpen}
              />
            ) : null}
          </div>
        </OrderThreadProvider>
      </ClientOptionsProvider>
    </HeaderSlotProvider>
  );
}

/** The sidebar (from md) and the drawer (phones), with the live unread count; mounted with the signed-in shell. */
function ShellNavigation({
  workspaceMenu,
  userId,
  role,
  items,
  drawerOpen,
  onDrawerChange,
}: {
  workspaceMenu: ReactNode;
  userId: string;
  role: Role;
  items: NavItem[];
  drawerOpen: boolean;
  onDrawerChange: (open: boolean) => void;
}) {
  const unreadMessages = useUnreadTotal();
  const counts = { messages: unreadMessages.data ?? 0 };
  // A seller's live hub news toasts on every screen; the workspace's deal news (proposals, audit alerts) too.
  useSellerHubEvents(isSellerRole(role) ? userId : null);
  const workspaceId = useCurrentWorkspaceId();
  useWorkspaceDealEvents(isSellerRole(role) ? workspaceId : null);
  return (
    <>
      <Sidebar items={items} counts={counts} />
      <NavDrawer items={items} counts={counts} open={drawerOpen} onOpenChange={onDrawerChange} top={workspaceMenu} />
    </>
  );
}

function ShellHeader({
  me,
  workspaceMenu,
  onOpenNav,
  onOpenSearch,
}: {
  me: Me;
  workspaceMenu: ReactNode;
  onOpenNav?: () => void;
  onOpenSearch?: () => void;
}) {
  const signOut = useSignOut();
  const { pathname, search } = useLocation();
  const role = me.profile.role;
  const membership = useMembership(role !== null);
  const trail = role ? trailFor(role, pathname, search) : [];
  const breadcrumb =
    trail.length > 0 ? (
      // Phones show the current place only (the drawer has the rest); wider screens the whole trail.
      <nav aria-label="Breadcrumb" className="min-w-0 lg:shrink-0">
        <ol className="flex min-w-0 items-center gap-1 text-sm text-muted-foreground">
          {trail.map((link, index) => (
            <li key={link.to} className={cn('flex min-w-0 items-center gap-1', index < trail.length - 1 && 'max-lg:hidden')}>
              {index > 0 && (
                <span aria-hidden="true" className="max-lg:hidden">
                  ›
                </span>
              )}
              {index === trail.length - 1 ? (
                <span className="truncate text-foreground" aria-current="page">
                  {link.label}
                </span>
              ) : (
                <Link to={link.to} className="hover:text-foreground">
                  {link.label}
                </Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
    ) : null;

  return (
    <AppHeader
      me={me}
      links={
        <>
          {workspaceMenu}
          <OrdersHeaderLink me={me} />
          <UnreadMessagesLink userId={me.user.id} />
          <NotificationBell userId={me.user.id} />
        </>
      }
      banner={<VerifyEmailBanner me={me} />}
      onSignOut={() => signOut.mutate()}
      signingOut={signOut.isPending}
      onOpenNav={onOpenNav}
      onOpenSearch={onOpenSearch}
      breadcrumb={breadcrumb}
      accountItems={
        membership.data?.subscribed ? (
          <AccountMenuLink to="/membership/manage" icon={CreditCard}>
            Manage Membership
          </AccountMenuLink>
        ) : null
      }
    />
  );
}

/** The command palette, the shortcuts list and the keyboard shortcuts that open them. */
function ShellOverlays({
  role,
  paletteOpen,
  onPaletteChange,
  helpOpen,
  onHelpChange,
}: {
  role: Role;
  paletteOpen: boolean;
  onPaletteChange: (open: boolean) => void;
  helpOpen: boolean;
  onHelpChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  const goShortcuts = useMemo<GoShortcut[]>(
    () => [
      { key: 'd', label: 'Dashboard', to: '/dashboard' },
      { key: 'b', label: 'Browse Services', to: '/browse' },
      { key: 'm', label: 'Messages', to: '/messages' },
      { key: 'n', label: 'Notifications', to: '/notifications' },
      ...(isSellerRole(role)
        ? [
            { key: 'c', label: 'CRM', to: '/crm' },
            { key: 'h', label: 'Hub', to: '/hub' },
          ]
        : []),
      { key: 's', label: 'Account Settings', to: '/settings/account' },
    ],
    [role],
  );
  useShortcuts({
    openPalette: () => onPaletteChange(true),
    openHelp: () => onHelpChange(true),
    toggleSidebar: () => setCollapsed(!collapsed),
    go: (to) => navigate(to),
    goShortcuts,
  });
  return (
    <>
      <CommandPalette role={role} open={paletteOpen} onOpenChange={onPaletteChange} />
      <ShortcutsDialog open={helpOpen} onOpenChange={onHelpChange} goShortcuts={goShortcuts} />
    </>
  );
}
