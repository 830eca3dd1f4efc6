import type { Me } from '@proclub/contracts/profiles';
import type { ReactNode } from 'react';
import { RequireSellerRole } from '@/components/layout/require-seller-role';

export const ANALYSIS_ACCESS_DENIED = 'Access denied. Only vendors, agencies, and freelancers can use Client Analysis.';

/** Client analysis is a seller tool (spec §6): no session → /auth; clients and admins → /dashboard with a toast. */
export function RequireAnalysisAccess({ children }: { children: (me: Me) => ReactNode }) {
  return (
    <RequireSellerRole denied={ANALYSIS_ACCESS_DENIED} toastId="analysis-denied">
      {children}
    </RequireSellerRole>
  );
}
