import { useParams } from 'react-router';
import { PortalByHostPage, PortalBySlugPage } from '@/features/branding/components/portal-entry-page';

/** /p/:slug (an agency's portal address) and /p (the portal entry of the custom domain the page is on). */
export function Component() {
  const { slug } = useParams();
  return slug ? <PortalBySlugPage slug={slug} /> : <PortalByHostPage />;
}
