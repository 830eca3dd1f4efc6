import type { Order, OrderCheckout } from '@proclub/contracts/orders';
import { DialogActions } from '@/components/form/dialog-actions';
import { CARD_FIELDS, PaymentError, TestCardFields, TestModeBadge, useTestCardForm } from '@/components/form/test-card-fields';
import { errorMessage } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/form-errors';
import { formatMoney } from '@/lib/utils';
import { usePayOrder } from '../api/use-pay-order';

/**
 * Test mode's card step of an order (no Stripe configured): the same test cards as the membership checkout.
 * The amount shown is the server's; a declined card leaves no order and the same checkout can be paid again.
 */
export function OrderPayStep({
  checkout,
  onPaid,
  onBack,
}: {
  checkout: OrderCheckout;
  onPaid: (order: Order) => void;
  onBack: () => void;
}) {
  const pay = usePayOrder(checkout.id);
  const form = useTestCardForm();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (card) => {
    try {
      onPaid(await pay.mutateAsync(card));
    } catch (error) {
      showServerFieldErrors(error, CARD_FIELDS, form.setError);
      if (!CARD_FIELDS.some((field) => form.getFieldState(field).error))
        form.setError('root', { message: errorMessage(error, 'The payment could not be completed. Please try again.') });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Card payment">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm">
          Total <strong data-testid="order-total">{formatMoney(checkout.amountCents / 100)}</strong>
        </p>
        <TestModeBadge />
      </div>
      <p className="rounded-md bg-secondary px-3 py-2 text-sm text-secondary-foreground" id="order-test-cards">
        Use <strong>4242 4242 4242 4242</strong> to pay, or <strong>4000 0000 0000 0002</strong> to see a declined card. The money
        is held until you accept the delivery.
      </p>
      <TestCardFields form={form} idPrefix="order-" />
      <PaymentError message={errors.root?.message} />
      <DialogActions onCancel={onBack} busy={pay.isPending}>
        Pay {formatMoney(checkout.amountCents / 100)}
      </DialogActions>
    </form>
  );
}
