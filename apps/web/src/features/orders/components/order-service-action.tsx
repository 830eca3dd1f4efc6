import type { Service } from '@proclub/contracts/services';
import { Crown, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useMe } from '@/lib/use-me';
import { OrderDialog, priceOptions } from './order-dialog';

interface OrderServiceActionProps {
  service: Service;
  /** The visitor's club membership (the route asks the membership feature). */
  membership: { isPending: boolean; subscribed: boolean };
}

/** A service page's order action: Order (club members), the membership call to action, or the owner's note. */
export function OrderServiceAction({ service, membership }: OrderServiceActionProps) {
  const me = useMe();
  const [ordering, setOrdering] = useState(false);
  const isOwner = me.data?.user.id === service.userId;
  const isMember = !!me.data && membership.subscribed;
  const orderable = service.packages.length > 0 || priceOptions(service).length > 0;
  return (
    <>
      {me.isPending || (me.data && membership.isPending) ? (
        <Skeleton className="h-11 w-full" />
      ) : isOwner ? (
        <p className="rounded-md bg-muted px-3 py-2 text-center text-sm text-muted-foreground">This is your service.</p>
      ) : isMember ? (
        <div className="space-y-2">
          <Button size="lg" className="w-full" onClick={() => setOrdering(true)} disabled={!orderable}>
            <ShoppingCart className="h-4 w-4" aria-hidden="true" />
            Order
          </Button>
          <p className="text-center text-xs text-muted-foreground">
            {orderable
              ? 'Club member: the seller confirms your order before work starts'
              : 'No listed price: contact the seller for a quote'}
          </p>
        </div>
      ) : (
        <div className="space-y-2">
          <Link
            to={`/membership?returnTo=${encodeURIComponent(`/service/${service.id}`)}`}
            className={`${buttonClasses('default', 'lg')} w-full`}
          >
            <Crown className="h-4 w-4" aria-hidden="true" />
            Join Club to Order
          </Link>
          <p className="text-center text-xs text-muted-foreground">$29/month base membership required</p>
        </div>
      )}
      {ordering && <OrderDialog service={service} onClose={() => setOrdering(false)} />}
    </>
  );
}
