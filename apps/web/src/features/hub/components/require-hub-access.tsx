import { isSellerRole, type Me } from '@proclub/contracts/profiles';
import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { RequireSession } from '@/components/layout/require-session';

export const HUB_ACCESS_DENIED = 'Access denied. Only vendors, agencies, and freelancers can use the Hub.';

/** The hub is a seller toolkit: no session → /auth; clients and admins → /dashboard with a toast. */
export function RequireHubAccess({ children }: { children: (me: Me) => ReactNode }) {
  return <RequireSession>{(me) => (isSellerRole(me.profile.role) ? children(me) : <Denied />)}</RequireSession>;
}

function Denied() {
  const navigate = useNavigate();
  useEffect(() => {
    toast.error(HUB_ACCESS_DENIED, { id: 'hub-denied' });
    navigate('/dashboard', { replace: true });
  }, [navigate]);
  return null;
}
