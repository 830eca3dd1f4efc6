import { PRODUCTS_ACCESS_DENIED } from '@proclub/contracts/products';
import { isSellerRole, type Me } from '@proclub/contracts/profiles';
import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { RequireSession } from '@/components/layout/require-session';

/** Add-on products are seller tools: no session → /auth; clients and admins → /dashboard with a toast. */
export function RequireProductsAccess({ children }: { children: (me: Me) => ReactNode }) {
  return <RequireSession>{(me) => (isSellerRole(me.profile.role) ? children(me) : <Denied />)}</RequireSession>;
}

function Denied() {
  const navigate = useNavigate();
  useEffect(() => {
    toast.error(PRODUCTS_ACCESS_DENIED, { id: 'products-denied' });
    navigate('/dashboard', { replace: true });
  }, [navigate]);
  return null;
}
