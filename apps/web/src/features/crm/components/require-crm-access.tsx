import { CRM_ACCESS_DENIED } from '@proclub/contracts/crm';
import { isSellerRole, type Me } from '@proclub/contracts/profiles';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PageSkeleton } from '@/components/layout/require-session';
import { useMe } from '@/lib/use-me';

/**
 * The CRM guard (spec §2, §6, §8): no session → /auth; a profile that fails to load → 'Failed to load CRM'
 * and /auth; no role → /setup; clients and admins → the access-denied toast and /dashboard.
 */
export function RequireCrmAccess({ children }: { children: (me: Me) => ReactNode }) {
  const me = useMe();
  if (me.isPending) return <PageSkeleton />;
  if (me.isError) return <Redirect to="/auth" message="Failed to load CRM" toastId="crm-load-failed" />;
  if (!me.data) return <Navigate to="/auth" replace state={{ from: '/crm' }} />;
  if (!me.data.profile.role) return <Navigate to="/setup" replace />;
  if (!isSellerRole(me.data.profile.role)) return <Redirect to="/dashboard" message={CRM_ACCESS_DENIED} toastId="crm-denied" />;
  return <>{children(me.data)}</>;
}

function Redirect({ to, message, toastId }: { to: string; message: string; toastId: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    // A fixed id keeps StrictMode's double effect from showing two toasts.
    toast.error(message, { id: toastId });
    navigate(to, { replace: true });
  }, [navigate, to, message, toastId]);
  return null;
}
