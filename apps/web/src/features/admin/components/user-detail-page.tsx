import { format, parseISO } from 'date-fns';
import type { ReactNode } from 'react';
import { PageShell } from '@/components/layout/page-shell';
import { Badge } from '@/components/ui/badge';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { countOf } from '@/lib/format';
import { formatMoney, titleCase } from '@/lib/utils';
import { useAdminUser } from '../api/use-admin-user';
import { AuditTable } from './audit-table';
import { UserActions } from './user-actions';

const when = (value: string) => format(parseISO(value), 'PPp');

/** One account: profile, sessions, orders and moderation history, with the admin actions. */
export function UserDetailPage({ userId, viewerId }: { userId: string; viewerId: string }) {
  const detail = useAdminUser(userId);
  const back = { to: '/admin', label: 'Admin Panel' };
  if (detail.isPending)
    return (
      <PageShell title="User" back={back}>
        <Skeleton className="h-64 w-full" />
      </PageShell>
    );
  if (detail.isError)
    return (
      <PageShell title="User" back={back}>
        <ErrorState message="Failed to load this user" onRetry={() => detail.refetch()} />
      </PageShell>
    );
  const { user, sessions, orders, history } = detail.data;
  return (
    <PageShell title={user.name || user.email} description={user.email} back={back}>
      <section aria-labelledby="user-profile" className="space-y-3 rounded-lg border border-border bg-card p-4">
        <h2 id="user-profile" className="font-semibold">
          Profile
        </h2>
        <div className="flex flex-wrap gap-2">
          <Badge variant="secondary">{user.role ? titleCase(user.role) : 'No role yet'}</Badge>
          {user.member && (
            <Badge variant="outline">Member{user.addOns.length ? ` + ${countOf(user.addOns.length, 'add-on')}` : ''}</Badge>
          )}
          {user.banned && <Badge variant="destructive">Banned</Badge>}
          {!user.emailVerified && <Badge variant="outline">Email not verified</Badge>}
        </div>
        {user.banned && (
          <p className="text-sm" role="note">
            Ban reason: {user.banReason ?? '—'}
            {user.banExpires ? ` · until ${when(user.banExpires)}` : ' · until lifted'}
          </p>
        )}
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted-foreground">Signed up</dt>
            <dd>{when(user.createdAt)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Last seen</dt>
            <dd>{user.lastSeenAt ? when(user.lastSeenAt) : 'Never'}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Company</dt>
            <dd>{user.companyName ?? '—'}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Services · orders</dt>
            <dd>
              {user.serviceCount} · {user.orderCount}
            </dd>
          </div>
        </dl>
        <UserActions user={user} isSelf={user.id === viewerId} />
      </section>

      <DetailSection
        id="user-sessions"
        title={`Sessions (${sessions.length})`}
        empty={sessions.length === 0 && 'No active sessions.'}
      >
        <ul className="divide-y divide-border rounded-lg border border-border text-sm">
          {sessions.map((session) => (
            <li key={session.id} className="px-3 py-2">
              <span className="font-medium">{session.ipAddress || 'Unknown IP'}</span> · last active {when(session.updatedAt)}
              <div className="truncate text-xs text-muted-foreground">{session.userAgent || 'Unknown browser'}</div>
            </li>
          ))}
        </ul>
      </DetailSection>

      <DetailSection id="user-orders" title="Recent orders" empty={orders.length === 0 && 'No orders.'}>
        <ul className="divide-y divide-border rounded-lg border border-border text-sm">
          {orders.map((order) => (
            <li key={order.id} className="flex flex-wrap justify-between gap-2 px-3 py-2">
              <span>
                {order.serviceTitle} <span className="text-muted-foreground">({order.side})</span>
              </span>
              <span>
                {titleCase(order.status)} · {formatMoney(order.price)} · {format(parseISO(order.createdAt), 'PP')}
              </span>
            </li>
          ))}
        </ul>
      </DetailSection>

      <DetailSection id="user-history" title="Moderation history" empty={history.length === 0 && 'No moderation actions.'}>
        <AuditTable entries={history} />
      </DetailSection>
    </PageShell>
  );
}

interface DetailSectionProps {
  /** The heading's id (it names the section). */
  id: string;
  title: string;
  /** What to say instead of the content when there is nothing to list (false: show the content). */
  empty: string | false;
  children: ReactNode;
}

/** One block of the user's record under its heading, or the line saying it is empty. */
function DetailSection({ id, title, empty, children }: DetailSectionProps) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      {empty ? <p className="text-sm text-muted-foreground">{empty}</p> : children}
    </section>
  );
}
