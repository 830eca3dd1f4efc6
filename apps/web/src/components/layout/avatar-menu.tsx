import type { Me } from '@proclub/contracts/profiles';
import { Settings, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-muted';

/** The avatar opens a small menu: the public profile and the account settings (email, password, security, data). */
export function AvatarMenu({ me }: { me: Me }) {
  const { profile } = me;
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
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/profile">
              <UserRound className="h-4 w-4" aria-hidden="true" />
              Edit Profile
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/settings/account">
              <Settings className="h-4 w-4" aria-hidden="true" />
              Account Settings
            </Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
