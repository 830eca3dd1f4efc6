import type { Service } from '@proclub/contracts/services';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useCheckSubscription } from '@/features/membership/api/use-check-subscription';
import { countServiceView } from '@/features/orders/api/count-service-view';
import { OrderServiceAction } from '@/features/orders/components/order-service-action';
import { ServiceDetailPage } from '@/features/services/components/service-detail-page';

/** Ordering needs the visitor's membership: composed here so orders and services import neither it nor each other. */
function OrderAction({ service }: { service: Service }) {
  const membership = useCheckSubscription();
  return (
    <OrderServiceAction
      service={service}
      membership={{ isPending: membership.isPending, subscribed: !!membership.data?.subscribed }}
    />
  );
}

export function Component() {
  const { id = '' } = useParams();
  // One view per visit of the page (the server skips the owner's own views).
  useEffect(() => countServiceView(id), [id]);
  // Keyed by id so moving between services starts from a fresh gallery and review form.
  return <ServiceDetailPage key={id} serviceId={id} orderAction={(service) => <OrderAction service={service} />} />;
}
