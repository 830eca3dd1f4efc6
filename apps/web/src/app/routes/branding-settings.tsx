import { RequireSellerRole } from '@/components/layout/require-seller-role';
import { PageSkeleton } from '@/components/layout/require-session';
import { BrandingPage } from '@/features/branding/components/branding-page';
import { useCurrentWorkspace } from '@/features/workspaces/hooks/use-workspace-session';

/** The current workspace's brand: name, logo, colour, support email, portal address, custom domains. */
export function Component() {
  return (
    <RequireSellerRole denied="Branding is for agencies, vendors and freelancers" toastId="branding-denied">
      {() => <CurrentBranding />}
    </RequireSellerRole>
  );
}

function CurrentBranding() {
  const { current } = useCurrentWorkspace();
  if (!current) return <PageSkeleton />;
  return <BrandingPage key={current.id} workspace={current} />;
}
