import type { Me } from '@proclub/contracts/profiles';
import { roleLabels } from '@proclub/contracts/profiles';
import { LogOut, Moon, Sun } from 'lucide-react';
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
}

/**
 * The signed-in app header: the screen's own title and actions (see HeaderActions), live links, role badge,
 * avatar menu (profile, account settings), theme toggle and sign-out. Knows no feature: the layout route in app/ passes the live parts in.
 */
export function AppHeader({ me, links, banner, onSignOut, signingOut }: AppHeaderProps) {
  const theme = useTheme();
  const slot = useHeaderSlot();
  const { profile } = me;
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
        <Link to="/dashboard" className="flex items-center gap-2 font-bold text-primary">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span className="sr-only sm:not-sr-only">ProClub</span>
        </Link>
        {/* display: contents lays the screen's title and actions out as children of these rows. */}
        <div ref={slot?.setTitle} className="contents" />
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <div ref={slot?.setActions} className="contents" />
          {links}
          {profile.role && (
            // Screens with their own header actions need the room on phones; the role shows from sm up.
            <Badge variant="secondary" data-testid="role-badge" className={slot?.hasActions ? 'max-sm:hidden' : undefined}>
              {roleLabels[profile.role]}
            </Badge>
          )}
          <AvatarMenu me={me} />
          <Button
            variant="ghost"
            size="icon"
            onClick={theme.toggle}
            aria-label={theme.resolved === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
          >
            {theme.resolved === 'dark' ? (
              <Sun className="h-4 w-4" aria-hidden="true" />
            ) : (
              <Moon className="h-4 w-4" aria-hidden="true" />
            )}
          </Button>
          <Button variant="outline" size="sm" onClick={onSignOut} disabled={signingOut}>
            <LogOut className="h-4 w-4" aria-hidden="true" />
            <span className="hidden sm:inline">Sign Out</span>
            <span className="sr-only sm:hidden">Sign Out</span>
          </Button>
        </div>
      </div>
      {banner}
    </header>
  );
}
