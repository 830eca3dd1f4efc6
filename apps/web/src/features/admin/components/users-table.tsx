import { addOnName } from '@proclub/contracts/membership';
import { ROLES } from '@proclub/contracts/profiles';
import { format, formatDistanceToNow, parseISO } from 'date-fns';
import { Users } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { ColumnHeadings } from '@/components/ui/column-headings';
import { EmptyState } from '@/components/ui/empty-state';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SelectOptions } from '@/components/ui/select-options';
import { titleCase } from '@/lib/utils';
import { type UserFilters, useAdminUsers } from '../api/use-admin-users';
import { PagedResults } from './paged-results';

/** Every account: search by name or email, filter by role, membership and ban; newest first, paged. */
export function UsersTable() {
  const [filters, setFilters] = useState<UserFilters>({ q: '', role: '', member: 'any', banned: 'any' });
  const deferred = useDeferredValue(filters);
  const users = useAdminUsers(deferred);
  const set = (key: keyof UserFilters) => (event: { target: { value: string } }) =>
    setFilters((current) => ({ ...current, [key]: event.target.value }));
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-1">
          <Label htmlFor="users-search">Search users</Label>
          <Input id="users-search" type="search" placeholder="Name or email" value={filters.q} onChange={set('q')} />
        </div>
        <div className="space-y-1">
          <Label htmlFor="users-role">Role</Label>
          <NativeSelect id="users-role" value={filters.role} onChange={set('role')}>
            <option value="">All roles</option>
            <SelectOptions values={ROLES} label={(role) => titleCase(role)} />
            <option value="none">No role yet</option>
          </NativeSelect>
        </div>
        <div className="space-y-1">
          <Label htmlFor="users-member">Membership</Label>
          <NativeSelect id="users-member" value={filters.member} onChange={set('member')}>
            <option value="any">Members and non-members</option>
            <option value="member">Members</option>
            <option value="not_member">Not members</option>
          </NativeSelect>
        </div>
        <div className="space-y-1">
          <Label htmlFor="users-banned">Status</Label>
          <NativeSelect id="users-banned" value={filters.banned} onChange={set('banned')}>
            <option value="any">Any status</option>
            <option value="banned">Banned</option>
            <option value="not_banned">Not banned</option>
          </NativeSelect>
        </div>
      </div>
      <PagedResults
        query={users}
        loadingHeight="h-64"
        failure="Failed to load users"
        empty={<EmptyState icon={Users} message="No users match these filters." />}
      >
        {(rows) => (
          <div className="overflow-x-auto rounded-lg border border-border">
            <table className="w-full text-sm">
              <caption className="sr-only">Users</caption>
              <thead className="bg-muted/50 text-left text-xs uppercase text-muted-foreground">
                <ColumnHeadings
                  labels={['User', 'Role', 'Signed up', 'Last seen', 'Membership', 'Services', 'Orders']}
                  cellClassName={(column) => (column < 5 ? 'px-3 py-2' : 'px-3 py-2 text-right')}
                />
              </thead>
              <tbody>
                {rows.map((user) => (
                  <tr key={user.id} className="border-t border-border">
                    <td className="px-3 py-2">
                      <Link to={`/admin/users/${user.id}`} className="font-medium text-primary hover:underline">
                        {user.name || user.email}
                      </Link>
                      <div className="text-xs text-muted-foreground">{user.email}</div>
                      {user.banned && (
                        <Badge variant="destructive" className="mt-1">
                          Banned
                        </Badge>
                      )}
                    </td>
                    <td className="px-3 py-2">{user.role ? titleCase(user.role) : '—'}</td>
                    <td className="px-3 py-2">{format(parseISO(user.createdAt), 'PP')}</td>
                    <td className="px-3 py-2">
                      {user.lastSeenAt ? formatDistanceToNow(parseISO(user.lastSeenAt), { addSuffix: true }) : 'Never'}
                    </td>
                    <td className="px-3 py-2">
                      {user.member ? `Member${user.addOns.length ? ` + ${user.addOns.map(addOnName).join(', ')}` : ''}` : '—'}
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums">{user.serviceCount}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{user.orderCount}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </PagedResults>
    </div>
  );
}
