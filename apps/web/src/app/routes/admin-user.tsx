import { useParams } from 'react-router';
import { RequireSession } from '@/components/layout/require-session';
import { UserDetailPage } from '@/features/admin/components/user-detail-page';
import { Component as NotFound } from './not-found';

/** /admin/users/:id: one account in the admin console (admins only). */
export function Component() {
  const { id = '' } = useParams();
  return (
    <RequireSession>
      {(me) => (me.profile.role === 'admin' ? <UserDetailPage userId={id} viewerId={me.user.id} /> : <NotFound />)}
    </RequireSession>
  );
}
