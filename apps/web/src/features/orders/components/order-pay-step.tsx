import { zodResolver } from '@hookform/resolvers/zod';
import { type TestPaymentInput, testPaymentInputSchema } from '@proclub/contracts/membership';
import type { Order, OrderCheckout } from '@proclub/contracts/orders';
import { FlaskConical } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { DialogActions } from '@/components/form/dialog-actions';
import { FormInput } from '@/components/form/form-controls';
import { Badge } from '@/components/ui/badge';
import { errorMessage } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/form-errors';
import { formatMoney } from '@/lib/utils';
import { usePayOrder } from '../api/use-pay-order';

const CARD_FIELDS = ['cardNumber', 'expiry', 'cvc', 'name'] as const;

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
  const form = useForm<TestPaymentInput>({
    resolver: zodResolver(testPaymentInputSchema),
    defaultValues: { cardNumber: '', expiry: '', cvc: '', name: '' },
  });
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
        <Badge variant="outline" className="gap-1">
          <FlaskConical className="h-3 w-3" aria-hidden="true" />
          Test mode
        </Badge>
      </div>
      <p className="rounded-md bg-secondary px-3 py-2 text-sm text-secondary-foreground" id="order-test-cards">
        Use <strong>4242 4242 4242 4242</strong> to pay, or <strong>4000 0000 0000 0002</strong> to see a declined card. The money
        is held until you accept the delivery.
      </p>
      <FormInput
        form={form}
        name="cardNumber"
        id="order-card-number"
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
      />
      <div className="grid grid-cols-2 gap-3">
        <FormInput
          form={form}
          name="expiry"
          id="order-card-expiry"
          label="Expiry (MM/YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
        />
        <FormInput
          form={form}
          name="cvc"
          id="order-card-cvc"
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          placeholder="123"
        />
      </div>
      <FormInput form={form} name="name" id="order-card-name" label="Name on card" autoComplete="cc-name" />
      {errors.root && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive">
          {errors.root.message}
        </p>
      )}
      <DialogActions onCancel={onBack} busy={pay.isPending}>
        Pay {formatMoney(checkout.amountCents / 100)}
      </DialogActions>
    </form>
  );
}
