import { isSellerRole, type Me } from '@proclub/contracts/profiles';
import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { RequireSession } from '@/components/layout/require-session';

const SELLERS_ONLY = 'Only agencies, vendors and freelancers can list services';

/** Signed-in sellers only: no session → /auth (RequireSession); clients and admins → /dashboard with a toast. */
export function RequireSeller({ children }: { children: (me: Me) => ReactNode }) {
  return <RequireSession>{(me) => (isSellerRole(me.profile.role) ? children(me) : <NotASeller />)}</RequireSession>;
}

function NotASeller() {
  const navigate = useNavigate();
  useEffect(() => {
    // A fixed id keeps StrictMode's double effect from showing two toasts.
    toast.error(SELLERS_ONLY, { id: 'sellers-only' });
    navigate('/dashboard', { replace: true });
  }, [navigate]);
  return null;
}
