import { PortalPage } from '@/features/portal/components/portal-page';

/** The client portal: the agency's client's own records (no seller navigation; sign-in required). */
export function Component() {
  return <PortalPage />;
}
