import type { Me } from '@proclub/contracts/profiles';
import { roleLabels } from '@proclub/contracts/profiles';
import { LogOut, Moon, Sun } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useSignOut } from '@/features/auth/api/use-sign-out';
import { UnreadMessagesLink } from '@/features/messaging/components/unread-messages-link';
import { OrdersHeaderLink } from '@/features/orders/components/orders-header-link';
import { useTheme } from '@/lib/theme';

interface AppHeaderProps {
  me: Me;
  /** Page title shown next to the logo (e.g. 'CRM Dashboard'). */
  title?: string;
  /** Extra actions placed before the avatar (e.g. Back to Dashboard). */
  actions?: ReactNode;
}

/** The signed-in app shell header: live unread messages, role badge, avatar, theme toggle and sign-out. */
export function AppHeader({ me, title, actions }: AppHeaderProps) {
  const signOut = useSignOut();
  const theme = useTheme();
  const { profile } = me;
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
        <Link to="/dashboard" className="flex items-center gap-2 font-bold text-primary">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span className="sr-only sm:not-sr-only">ProClub</span>
        </Link>
        {title && <h1 className="truncate text-base font-semibold sm:text-lg">{title}</h1>}
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {actions}
          <OrdersHeaderLink me={me} />
          <UnreadMessagesLink userId={me.user.id} />
          {profile.role && (
            // Screens with their own header actions need the room on phones; the role shows from sm up.
            <Badge variant="secondary" data-testid="role-badge" className={actions ? 'max-sm:hidden' : undefined}>
              {roleLabels[profile.role]}
            </Badge>
          )}
          <Link to="/profile" aria-label="Your profile" className="rounded-full">
            <Avatar imageUrl={profile.avatarUrl} name={profile.fullName} email={profile.email} />
          </Link>
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
          <Button variant="outline" size="sm" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
            <LogOut className="h-4 w-4" aria-hidden="true" />
            <span className="hidden sm:inline">Sign Out</span>
            <span className="sr-only sm:hidden">Sign Out</span>
          </Button>
        </div>
      </div>
    </header>
  );
}
