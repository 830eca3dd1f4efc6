import type { Order, OrderStatus } from '@proclub/contracts/orders';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { toastFailure, toastSuccess } from '@/lib/toast-action';
import { useSetOrderStatus } from '../api/use-set-order-status';
import { orderActions } from '../order-status';

/**
 * The moves the viewer may make on this order; declining and cancelling ask first. `exclude` leaves out moves the
 * surrounding view offers its own way (the details dialog delivers with files and accepts in its Deliveries).
 */
export function OrderActions({
  order,
  size = 'sm',
  exclude = [],
}: {
  order: Order;
  size?: 'sm' | 'default';
  exclude?: readonly OrderStatus[];
}) {
  const setStatus = useSetOrderStatus();
  const [confirming, setConfirming] = useState<OrderStatus | null>(null);
  const moves = order.nextStatuses.filter((status) => !exclude.includes(status));
  if (moves.length === 0) return null;

  const move = async (status: OrderStatus) => {
    try {
      await setStatus.mutateAsync({ id: order.id, status });
      toastSuccess(orderActions[status].done);
    } catch (error) {
      toastFailure(error, 'Failed to update the order');
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      {moves.map((status) => {
        const action = orderActions[status];
        return (
          <Button
            key={status}
            size={size}
            variant={action.destructive ? 'outline' : 'default'}
            disabled={setStatus.isPending}
            onClick={() => (action.destructive ? setConfirming(status) : move(status))}
            aria-label={`${action.label}: ${order.serviceTitle}`}
          >
            {setStatus.isPending && setStatus.variables?.status === status && <Spinner />}
            {action.label}
          </Button>
        );
      })}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming === 'declined' ? 'Decline this order?' : 'Cancel this order?'}
        description={
          confirming === 'declined'
            ? `The buyer is told that you declined “${order.serviceTitle}” and refunded in full. This cannot be undone.`
            : order.late
              ? `“${order.serviceTitle}” is past its due date: it will be cancelled and you are refunded in full. This cannot be undone.`
              : `“${order.serviceTitle}” will be cancelled for both sides and the buyer refunded in full. This cannot be undone.`
        }
        cancelLabel="Keep Order"
        confirmLabel={confirming ? orderActions[confirming].label : ''}
        onConfirm={() => {
          if (confirming) void move(confirming);
          setConfirming(null);
        }}
      />
    </div>
  );
}
