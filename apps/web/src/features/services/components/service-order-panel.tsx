import type { Service } from '@proclub/contracts/services';
import { Clock, Crown, ListChecks, MessageSquare, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useMe } from '@/features/auth/api/use-me';
import { useCheckSubscription } from '@/features/membership/api/use-check-subscription';
import { OrderDialog, priceOptions } from '@/features/orders/components/order-dialog';
import { servicePriceLine } from '../price';

/** Side panel: price, Order (members) or the membership call to action, Contact Seller and quick facts. */
export function ServiceOrderPanel({ service }: { service: Service }) {
  const me = useMe();
  const navigate = useNavigate();
  const membership = useCheckSubscription();
  const [ordering, setOrdering] = useState(false);
  const isOwner = me.data?.user.id === service.userId;
  const isMember = !!me.data && !!membership.data?.subscribed;
  const orderable = priceOptions(service).length > 0;

  const contactSeller = () => {
    if (!me.data) {
      navigate('/auth');
      return;
    }
    const params = new URLSearchParams({ seller: service.userId, service: service.id });
    navigate(`/messages?${params}`);
  };

  return (
    <Card>
      <CardHeader className="gap-1">
        <p className="text-2xl font-bold" data-testid="price-range">
          {servicePriceLine(service.priceFrom, service.priceTo)}
        </p>
        <p className="text-sm text-muted-foreground">{service.pricingType} pricing</p>
      </CardHeader>
      <CardContent className="space-y-4">
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
            <Link to="/membership" className={`${buttonClasses('default', 'lg')} w-full`}>
              <Crown className="h-4 w-4" aria-hidden="true" />
              Join Club to Order
            </Link>
            <p className="text-center text-xs text-muted-foreground">$29/month base membership required</p>
          </div>
        )}
        <Button variant="outline" className="w-full" onClick={contactSeller}>
          <MessageSquare className="h-4 w-4" aria-hidden="true" />
          Contact Seller
        </Button>
        <dl className="space-y-2 border-t border-border pt-4 text-sm">
          <div className="flex items-center justify-between gap-3">
            <dt className="flex items-center gap-2 text-muted-foreground">
              <Clock className="h-4 w-4" aria-hidden="true" />
              Delivery time
            </dt>
            <dd className="font-medium">{service.deliveryTime ?? 'Not specified'}</dd>
          </div>
          <div className="flex items-center justify-between gap-3">
            <dt className="flex items-center gap-2 text-muted-foreground">
              <ListChecks className="h-4 w-4" aria-hidden="true" />
              Features
            </dt>
            <dd className="font-medium">{service.features.length} included</dd>
          </div>
        </dl>
      </CardContent>
      {ordering && <OrderDialog service={service} onClose={() => setOrdering(false)} />}
    </Card>
  );
}
