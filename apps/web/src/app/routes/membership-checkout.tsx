import { useParams } from 'react-router';
import { MarketplaceShell } from '@/components/layout/marketplace-shell';
import { RequireSession } from '@/components/layout/require-session';
import { TestCheckoutPage } from '@/features/membership/components/test-checkout-page';

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
