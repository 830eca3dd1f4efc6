import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { DashboardCard } from '@/components/ui/dashboard-card';
import { OrdersList } from './orders-list';

/** The buyer's dashboard card: every order with its status, details and thread. */
export function MyPurchases() {
  return (
    <DashboardCard
      headingId="purchases-heading"
      title="My Purchases"
      description="Services you ordered, their status and your messages with the seller."
    >
      <OrdersList
        side="buyer"
        label="My purchases"
        empty={
          <>
            <p className="font-medium">No purchases yet</p>
            <p className="text-sm text-muted-foreground">Services you buy will appear here.</p>
            <Link to="/browse" className={buttonClasses('outline', 'sm')}>
              Find a service
            </Link>
          </>
        }
      />
    </DashboardCard>
  );
}
