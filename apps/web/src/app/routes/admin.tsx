import { RequireSession } from '@/components/layout/require-session';
import { AdminConsole } from '@/features/admin/components/admin-console';
import { Component as NotFound } from './not-found';

/** /admin: admins only; anyone else sees the not-found page, as the server answers them 404. */
export function Component() {
  return <RequireSession>{(me) => (me.profile.role === 'admin' ? <AdminConsole /> : <NotFound />)}</RequireSession>;
}
