import type { Me } from '@proclub/contracts/profiles';
import { LogOut, type LucideIcon, Moon, Settings, Sun, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { useTheme } from '@/lib/theme';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-muted';

/** An item of the account menu that goes to a page, after its icon. */
export function AccountMenuLink({ to, icon: Icon, children }: { to: string; icon: LucideIcon; children: string }) {
  return (
    <DropdownMenu.Item asChild className={itemClass}>
      <Link to={to}>
        <Icon className="h-4 w-4" aria-hidden="true" />
        {children}
      </Link>
    </DropdownMenu.Item>
  );
}

/**
 * The avatar opens the account menu: the profile, the account settings (email, password, security, data,
 * notifications), the theme, what the layout adds (Manage Membership for members) and sign-out.
 */
export function AvatarMenu({ me, onSignOut, extraItems }: { me: Me; onSignOut?: () => void; extraItems?: ReactNode }) {
  const { profile } = me;
  const theme = useTheme();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label="Account menu"
        className="rounded-full focus-visible:outline-2 focus-visible:outline-primary"
      >
        <Avatar imageUrl={profile.avatarUrl} name={profile.fullName} email={profile.email} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-48 rounded-md border border-border bg-popover p-1 text-popover-foreground shadow-md"
        >
          <DropdownMenu.Label className="truncate px-2 py-1.5 text-xs text-muted-foreground">{me.user.email}</DropdownMenu.Label>
          <AccountMenuLink to="/profile" icon={UserRound}>
            Edit Profile
          </AccountMenuLink>
          <AccountMenuLink to="/settings/account" icon={Settings}>
            Account Settings
          </AccountMenuLink>
          {extraItems}
          <DropdownMenu.Item className={itemClass} onSelect={theme.toggle}>
            {theme.resolved === 'dark' ? (
              <Sun className="h-4 w-4" aria-hidden="true" />
            ) : (
              <Moon className="h-4 w-4" aria-hidden="true" />
            )}
            {theme.resolved === 'dark' ? 'Light theme' : 'Dark theme'}
          </DropdownMenu.Item>
          {onSignOut && (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-border" />
              <DropdownMenu.Item className={itemClass} onSelect={onSignOut}>
                <LogOut className="h-4 w-4" aria-hidden="true" />
                Sign out
              </DropdownMenu.Item>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
