import { type OrderStatus, orderStatusLabels } from '@proclub/contracts/orders';
import { Badge } from '@/components/ui/badge';
import { orderStatusColors } from '../order-status';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge variant="plain" className={orderStatusColors[status]} data-testid="order-status">
      {orderStatusLabels[status]}
    </Badge>
  );
}
