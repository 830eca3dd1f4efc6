import { PRODUCTS_ACCESS_DENIED } from '@proclub/contracts/products';
import type { Me } from '@proclub/contracts/profiles';
import type { ReactNode } from 'react';
import { RequireSellerRole } from '@/components/layout/require-seller-role';

/** Add-on products are seller tools: no session → /auth; clients and admins → /dashboard with a toast. */
export function RequireProductsAccess({ children }: { children: (me: Me) => ReactNode }) {
  return (
    <RequireSellerRole denied={PRODUCTS_ACCESS_DENIED} toastId="products-denied">
      {children}
    </RequireSellerRole>
  );
}
