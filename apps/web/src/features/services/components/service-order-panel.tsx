import type { Service } from '@proclub/contracts/services';
import { Clock, ListChecks, MessageSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { formatPricingNote, formatServicePrice } from '@/lib/price';
import { useMe } from '@/lib/use-me';

/**
 * Side panel: price, the order action (Order for members or the membership call to action; composed in by the
 * route, since ordering belongs to orders and membership), Contact Seller and quick facts.
 */
export function ServiceOrderPanel({ service, orderAction }: { service: Service; orderAction: ReactNode }) {
  const me = useMe();
  const navigate = useNavigate();
  // A seller cannot message themselves (the server refuses it), so their own service offers no Contact Seller.
  const isOwner = me.data?.user.id === service.userId;

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
          {formatServicePrice(service)}
        </p>
        <p className="text-sm text-muted-foreground">{formatPricingNote(service)}</p>
      </CardHeader>
      <CardContent className="space-y-4">
        {orderAction}
        {!isOwner && (
          <Button variant="outline" className="w-full" onClick={contactSeller}>
            <MessageSquare className="h-4 w-4" aria-hidden="true" />
            Contact Seller
          </Button>
        )}
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
    </Card>
  );
}
