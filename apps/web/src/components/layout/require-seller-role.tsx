import { isSellerRole, type Me } from '@proclub/contracts/profiles';
import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { RequireSession } from './require-session';

interface RequireSellerRoleProps {
  /** The toast a client or admin sees before being sent to /dashboard. */
  denied: string;
  /** A fixed toast id keeps StrictMode's double effect from showing two toasts. */
  toastId: string;
  children: (me: Me) => ReactNode;
}

/** Seller tools: no session → /auth (RequireSession); clients and admins → /dashboard with a toast. */
export function RequireSellerRole({ denied, toastId, children }: RequireSellerRoleProps) {
  return (
    <RequireSession>
      {(me) => (isSellerRole(me.profile.role) ? children(me) : <Denied message={denied} toastId={toastId} />)}
    </RequireSession>
  );
}

function Denied({ message, toastId }: { message: string; toastId: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    toast.error(message, { id: toastId });
    navigate('/dashboard', { replace: true });
  }, [message, toastId, navigate]);
  return null;
}
