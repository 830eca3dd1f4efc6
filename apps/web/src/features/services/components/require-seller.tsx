import type { Me } from '@proclub/contracts/profiles';
import type { ReactNode } from 'react';
import { RequireSellerRole } from '@/components/layout/require-seller-role';

/** Listing services is for sellers: clients and admins go to /dashboard with this toast. */
export function RequireSeller({ children }: { children: (me: Me) => ReactNode }) {
  return (
    <RequireSellerRole denied="Only agencies, vendors and freelancers can list services" toastId="sellers-only">
      {children}
    </RequireSellerRole>
  );
}
