import type { AdminUserDetail } from '@proclub/contracts/admin';
import { SETUP_ROLES } from '@proclub/contracts/profiles';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SelectOptions } from '@/components/ui/select-options';
import { titleCase } from '@/lib/utils';
import { type UserAction, useUserAction } from '../api/use-user-action';
import { ReasonDialog } from './reason-dialog';

type User = AdminUserDetail['user'];

/** Ban / unban, sign out everywhere, change role (never to or from admin), send a password reset. */
export function UserActions({ user, isSelf }: { user: User; isSelf: boolean }) {
  const [open, setOpen] = useState<UserAction | null>(null);
  const protectedAccount = isSelf || user.role === 'admin';
  return (
    <div className="flex flex-wrap gap-2">
      {!protectedAccount &&
        (user.banned ? (
          <Button variant="outline" onClick={() => setOpen('unban')}>
            Unban
          </Button>
        ) : (
          <Button variant="destructive" onClick={() => setOpen('ban')}>
            Ban user
          </Button>
        ))}
      {!protectedAccount && (
        <Button variant="outline" onClick={() => setOpen('revoke-sessions')}>
          Sign out everywhere
        </Button>
      )}
      {!protectedAccount && (
        <Button variant="outline" onClick={() => setOpen('role')}>
          Change role
        </Button>
      )}
      <Button variant="outline" onClick={() => setOpen('password-reset')}>
        Send password reset
      </Button>
      {protectedAccount && (
        <p className="w-full text-sm text-muted-foreground">
          Admins cannot be banned, signed out or have their role changed from the console.
        </p>
      )}
      {open && <ActionDialog action={open} user={user} onClose={() => setOpen(null)} />}
    </div>
  );
}

const COPY: Record<UserAction, { title: string; description: string; submit: string; success: string }> = {
  ban: {
    title: 'Ban user',
    description: 'They are signed out everywhere at once and cannot sign in until the ban ends or is lifted.',
    submit: 'Ban user',
    success: 'User banned',
  },
  unban: { title: 'Unban user', description: 'They can sign in again.', submit: 'Unban', success: 'Ban lifted' },
  'revoke-sessions': {
    title: 'Sign out everywhere',
    description: 'Ends every session of this account; they can sign in again.',
    submit: 'Sign out everywhere',
    success: 'All sessions revoked',
  },
  role: {
    title: 'Change role',
    description: 'Admins are made from the command line, never here.',
    submit: 'Change role',
    success: 'Role changed',
  },
  'password-reset': {
    title: 'Send password reset',
    description: 'Emails them a link to set a new password.',
    submit: 'Send email',
    success: 'Password reset email sent',
  },
};

function ActionDialog({ action, user, onClose }: { action: UserAction; user: User; onClose: () => void }) {
  const mutation = useUserAction(user.id, action);
  const [days, setDays] = useState('');
  const [role, setRole] = useState<string>(user.role && user.role !== 'admin' ? user.role : 'client');
  const copy = COPY[action];
  return (
    <ReasonDialog
      title={`${copy.title}: ${user.name}`}
      description={copy.description}
      submitLabel={copy.submit}
      success={copy.success}
      onClose={onClose}
      run={(body) => mutation.mutateAsync(body)}
      extra={() => (action === 'ban' ? { expiresInDays: days ? Number(days) : null } : action === 'role' ? { role } : {})}
    >
      {action === 'ban' && (
        <div className="space-y-2">
          <Label htmlFor="ban-expiry">Ban length</Label>
          <NativeSelect id="ban-expiry" value={days} onChange={(event) => setDays(event.target.value)}>
            <option value="">Until lifted</option>
            <option value="1">1 day</option>
            <option value="7">7 days</option>
            <option value="30">30 days</option>
            <option value="365">1 year</option>
          </NativeSelect>
        </div>
      )}
      {action === 'role' && (
        <div className="space-y-2">
          <Label htmlFor="new-role">New role</Label>
          <NativeSelect id="new-role" value={role} onChange={(event) => setRole(event.target.value)}>
            <SelectOptions values={SETUP_ROLES} label={(value) => titleCase(value)} />
          </NativeSelect>
        </div>
      )}
    </ReasonDialog>
  );
}
