import { isSellerRole } from '@proclub/contracts/profiles';
import { Outlet } from 'react-router';
import { useSellerHubEvents } from '@/features/hub/hooks/use-seller-hub-events';
import { useMe } from '@/lib/use-me';

/** The /hub screens (proposals included): the seller's live hub news runs while any of them is open. */
export function Component() {
  const me = useMe();
  const seller = me.data && isSellerRole(me.data.profile.role) ? me.data : null;
  useSellerHubEvents(seller?.user.id ?? null);
  return <Outlet />;
}
