import { useParams } from 'react-router';
import { RequireSession } from '@/features/auth/components/require-session';
import { TestCheckoutPage } from '@/features/membership/components/test-checkout-page';
import { MarketplaceShell } from '@/features/services/components/marketplace-shell';

export function Component() {
  const { id = '' } = useParams();
  return (
    <RequireSession>
      {() => (
        <MarketplaceShell>
          <title>Checkout · ProClub</title>
          <TestCheckoutPage sessionId={id} />
        </MarketplaceShell>
      )}
    </RequireSession>
  );
}
