import type { Me } from '@proclub/contracts/profiles';
import { roleLabels } from '@proclub/contracts/profiles';
import { LogOut, Menu, Moon, Search, Sun } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useTheme } from '@/lib/theme';
import { AvatarMenu } from './avatar-menu';
import { useHeaderSlot } from './header-slot';

interface AppHeaderProps {
  me: Me;
  /** Live links placed before the role badge (orders, unread messages); composed by the layout route. */
  links?: ReactNode;
  /** A notice under the header row (the verify-your-email banner); composed by the layout route. */
  banner?: ReactNode;
  onSignOut: () => void;
  signingOut?: boolean;
  /** Opens the navigation drawer (phones; the sidebar shows from md up). */
  onOpenNav?: () => void;
  /** Opens the command palette. */
  onOpenSearch?: () => void;
  /** Where the screen sits (Hub › Proof Reports), from the sidebar's items. */
  breadcrumb?: ReactNode;
  /** Extra account-menu entries (Manage Membership for members). */
  accountItems?: ReactNode;
}

/**
 * The signed-in app header: the screen's own title and actions (see HeaderActions), live links, role badge,
 * avatar menu (profile, account settings), theme toggle and sign-out. Knows no feature: the layout route in app/ passes the live parts in.
 */
export function AppHeader({
  me,
  links,
  banner,
  onSignOut,
  signingOut,
  onOpenNav,
  onOpenSearch,
  breadcrumb,
  accountItems,
}: AppHeaderProps) {
  const theme = useTheme();
  const slot = useHeaderSlot();
  const { profile } = me;
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:gap-3">
        {onOpenNav && (
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            onClick={onOpenNav}
            aria-label="Open navigation"
            aria-haspopup="dialog"
          >
            <Menu className="h-5 w-5" aria-hidden="true" />
          </Button>
        )}
        <Link
          to="/dashboard"
          className={`flex items-center gap-2 font-bold text-primary${onOpenNav ? ' max-sm:hidden md:hidden' : ''}`}
        >
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span className="sr-only sm:not-sr-only">ProClub</span>
        </Link>
        {/* display: contents lays the screen's title and actions out as children of these rows. */}
        {/* A screen with its own title and buttons in this row (Messages) needs the room on phones. */}
        {breadcrumb && <div className={slot?.hasActions ? 'contents max-lg:hidden' : 'contents'}>{breadcrumb}</div>}
        <div ref={slot?.setTitle} className="contents" />
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <div ref={slot?.setActions} className="contents" />
          {onOpenSearch && (
            <Button
              variant="outline"
              size="sm"
              onClick={onOpenSearch}
              aria-label="Search and go to (Ctrl+K)"
              aria-keyshortcuts="Control+K Meta+K"
              aria-haspopup="dialog"
              // A screen with its own header buttons (Messages) keeps its title readable on phones.
              className={`text-muted-foreground max-sm:w-9 max-sm:px-0${slot?.hasActions ? ' max-sm:hidden' : ''}`}
              data-testid="open-palette"
            >
              <Search className="h-4 w-4" aria-hidden="true" />
              <span className="hidden lg:inline">Search…</span>
              <kbd className="hidden rounded border border-border px-1 text-[10px] lg:inline">Ctrl K</kbd>
            </Button>
          )}
          {links}
          {profile.role && (
            // Screens with their own header actions need the room on phones; the role shows from sm up.
            // Phones need the room (the drawer and the account menu carry the rest).
            <Badge variant="secondary" data-testid="role-badge" className="max-sm:hidden">
              {roleLabels[profile.role]}
            </Badge>
          )}
          <AvatarMenu me={me} onSignOut={onSignOut} extraItems={accountItems} />
          <Button
            variant="ghost"
            size="icon"
            onClick={theme.toggle}
            className="max-sm:hidden"
            aria-label={theme.resolved === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
          >
            {theme.resolved === 'dark' ? (
              <Sun className="h-4 w-4" aria-hidden="true" />
            ) : (
              <Moon className="h-4 w-4" aria-hidden="true" />
            )}
          </Button>
          {/* Phones sign out from the account menu: the row's room goes to where the user is (the breadcrumb). */}
          <Button variant="outline" size="sm" onClick={onSignOut} disabled={signingOut} className="max-sm:hidden">
            <LogOut className="h-4 w-4" aria-hidden="true" />
            Sign Out
          </Button>
        </div>
      </div>
      {banner}
    </header>
  );
}
