import { isSellerRole, type Me } from '@proclub/contracts/profiles';
import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { CountBadge } from '@/components/ui/count-badge';
import { useCurrentWorkspaceId } from '@/lib/current-workspace';
import { useOrders } from '../api/use-orders';
import { useOrdersLive } from '../hooks/use-orders-live';

/**
 * In the app header: keeps orders live for everyone (status changes by the other side), and for sellers
 * shows how many orders wait for their answer, with a toast when a new one arrives.
 */
export function OrdersHeaderLink({ me }: { me: Me }) {
  const seller = isSellerRole(me.profile.role);
  useOrdersLive(me.user.id, useCurrentWorkspaceId(), { toastNewOrders: seller });
  const awaiting = useOrders('seller', 'requested', seller);
  if (!seller) return null;
  const count = awaiting.data?.pages[0]?.awaitingResponse ?? 0;
  const label = count > 0 ? `Orders: ${count} awaiting your answer` : 'Orders';
  return (
    <Link to="/dashboard?tab=orders" aria-label={label} title={label} className={`${buttonClasses('ghost', 'icon')} relative`}>
      <ShoppingBag className="h-4 w-4" aria-hidden="true" />
      <CountBadge count={count} data-testid="orders-badge" aria-hidden="true" className="absolute -right-0.5 -top-0.5" />
    </Link>
  );
}
