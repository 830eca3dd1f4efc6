import type { Me } from '@proclub/contracts/profiles';
import type { ReactNode } from 'react';
import { RequireSellerRole } from '@/components/layout/require-seller-role';

export const HUB_ACCESS_DENIED = 'Access denied. Only vendors, agencies, and freelancers can use the Hub.';

/** The hub is a seller toolkit: no session → /auth; clients and admins → /dashboard with a toast. */
export function RequireHubAccess({ children }: { children: (me: Me) => ReactNode }) {
  return (
    <RequireSellerRole denied={HUB_ACCESS_DENIED} toastId="hub-denied">
      {children}
    </RequireSellerRole>
  );
}
