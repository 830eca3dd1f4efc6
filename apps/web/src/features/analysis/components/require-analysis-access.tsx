import { isSellerRole, type Me } from '@proclub/contracts/profiles';
import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { RequireSession } from '@/components/layout/require-session';

export const ANALYSIS_ACCESS_DENIED = 'Access denied. Only vendors, agencies, and freelancers can use Client Analysis.';

/** Client analysis is a seller tool (spec §6): no session → /auth; clients and admins → /dashboard with a toast. */
export function RequireAnalysisAccess({ children }: { children: (me: Me) => ReactNode }) {
  return <RequireSession>{(me) => (isSellerRole(me.profile.role) ? children(me) : <Denied />)}</RequireSession>;
}

function Denied() {
  const navigate = useNavigate();
  useEffect(() => {
    toast.error(ANALYSIS_ACCESS_DENIED, { id: 'analysis-denied' });
    navigate('/dashboard', { replace: true });
  }, [navigate]);
  return null;
}
