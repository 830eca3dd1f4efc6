import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { usePortalHomes } from '../api/use-portal';

/** On the dashboard: the client portals the person was invited to (nothing when none). */
export function PortalLinkCard() {
  const homes = usePortalHomes();
  const items = homes.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Card className="space-y-2 p-4">
      <h2 className="font-semibold">Your client portal</h2>
      <ul className="space-y-1 text-sm">
        {items.map((home) => (
          <li key={home.clientId}>
            <Link to={`/portal?client=${encodeURIComponent(home.clientId)}`} className="font-medium underline">
              {home.agencyName} — {home.clientName}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
