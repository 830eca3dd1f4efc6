import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { OrdersList } from './orders-list';

/** The buyer's dashboard card: every order with its status, details and thread. */
export function MyPurchases() {
  return (
    <section
      aria-labelledby="purchases-heading"
      className="space-y-4 rounded-lg border border-border bg-card p-4 shadow-sm sm:p-6"
    >
      <div>
        <h2 id="purchases-heading" className="text-lg font-semibold">
          My Purchases
        </h2>
        <p className="text-sm text-muted-foreground">Services you ordered, their status and your messages with the seller.</p>
      </div>
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
    </section>
  );
}
