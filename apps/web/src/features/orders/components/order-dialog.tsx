import { zodResolver } from '@hookform/resolvers/zod';
import {
  ORDER_REQUIREMENTS_MAX,
  type Order,
  type OrderCheckout,
  type OrderInput,
  orderInputSchema,
  type PriceOption,
} from '@proclub/contracts/orders';
import type { Service } from '@proclub/contracts/services';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { DialogActions } from '@/components/form/dialog-actions';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { ApiClientError, errorMessage } from '@/lib/api-client';
import { toastSuccess } from '@/lib/toast-action';
import { cn, formatMoney } from '@/lib/utils';
import { useStartCheckout } from '../api/use-start-checkout';
import { OrderPayStep } from './order-pay-step';
import { PackageChoice } from './package-choice';

/** The pricing options a service offers: its Price From and, when different, its Price To. */
export function priceOptions(service: Pick<Service, 'priceFrom' | 'priceTo'>) {
  const options: { value: PriceOption; label: string; price: number }[] = [];
  if (service.priceFrom !== null) options.push({ value: 'from', label: 'Starting package', price: service.priceFrom });
  if (service.priceTo !== null && service.priceTo !== service.priceFrom)
    options.push({ value: 'to', label: service.priceFrom === null ? 'Package' : 'Full package', price: service.priceTo });
  return options;
}

/**
 * Order: choose the pricing option, write the requirements, confirm; then pay (the test card step here, or
 * Stripe's page). The server takes the price; the order exists once the payment succeeded.
 */
export function OrderDialog({ service, onClose }: { service: Service; onClose: () => void }) {
  const options = priceOptions(service);
  const startCheckout = useStartCheckout();
  const [checkout, setCheckout] = useState<OrderCheckout | null>(null);
  const navigate = useNavigate();
  const packaged = service.packages.length > 0;
  const form = useForm<OrderInput>({
    resolver: zodResolver(orderInputSchema),
    defaultValues: packaged
      ? { serviceId: service.id, packageTier: service.packages[0].tier, extraIds: [], requirements: '' }
      : { serviceId: service.id, priceOption: options[0]?.value ?? 'from', extraIds: [], requirements: '' },
  });
  const { errors } = form.formState;
  const chosen = useWatch({ control: form.control, name: 'priceOption' });
  const chosenTier = useWatch({ control: form.control, name: 'packageTier' });
  const chosenExtras = useWatch({ control: form.control, name: 'extraIds' }) ?? [];
  // What the browser shows; the server prices the same choice itself.
  const price = packaged
    ? (service.packages.find((offer) => offer.tier === chosenTier)?.price ?? 0) +
      service.extras.filter((extra) => chosenExtras.includes(extra.id)).reduce((sum, extra) => sum + extra.price, 0)
    : options.find((option) => option.value === chosen)?.price;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const started = await startCheckout.mutateAsync(values);
      // Stripe's hosted page takes the card; it comes back to the orders tab.
      if (started.url) window.location.assign(started.url);
      else setCheckout(started);
    } catch (error) {
      const message = errorMessage(error, 'Failed to place the order');
      if (error instanceof ApiClientError)
        for (const issue of error.fields)
          if (issue.field === 'requirements' || issue.field === 'priceOption' || issue.field === 'packageTier')
            form.setError(issue.field, { message: issue.message });
      form.setError('root', { message });
      toast.error(message);
    }
  });

  const paid = (order: Order) => {
    toastSuccess('Order placed! The seller has been notified.', {
      action: { label: 'View', onClick: () => navigate('/dashboard?tab=orders') },
      id: `order-${order.id}`,
    });
    onClose();
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{checkout ? `Pay for ${service.title}` : `Order ${service.title}`}</DialogTitle>
          <DialogDescription>
            {checkout
              ? 'Your payment is held until you accept the delivery.'
              : 'The seller confirms your order before work starts.'}
          </DialogDescription>
        </DialogHeader>
        {checkout ? (
          <OrderPayStep checkout={checkout} onPaid={paid} onBack={onClose} />
        ) : (
          <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Order details">
            {packaged ? (
              <PackageChoice service={service} form={form} chosenTier={chosenTier} />
            ) : (
              <fieldset className="space-y-2">
                <legend className="mb-2 text-sm font-medium">Pricing option</legend>
                {options.map((option) => (
                  <label
                    key={option.value}
                    className={cn(
                      'flex cursor-pointer items-center gap-3 rounded-md border p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary',
                      chosen === option.value ? 'border-primary ring-1 ring-primary' : 'border-border',
                    )}
                  >
                    <input
                      type="radio"
                      value={option.value}
                      className="accent-[var(--primary)]"
                      {...form.register('priceOption')}
                    />
                    <span className="flex-1 font-medium">{option.label}</span>
                    <span className="font-semibold">{formatMoney(option.price)}</span>
                  </label>
                ))}
                {errors.priceOption && (
                  <p role="alert" className="text-sm text-destructive">
                    {errors.priceOption.message}
                  </p>
                )}
              </fieldset>
            )}
            <FormField
              id="order-requirements"
              label="Requirements"
              error={errors.requirements?.message}
              hint="What you need, links, deadlines: everything the seller should know."
            >
              <Textarea
                {...fieldControlProps('order-requirements', errors.requirements?.message)}
                rows={5}
                maxLength={ORDER_REQUIREMENTS_MAX}
                {...form.register('requirements')}
              />
            </FormField>
            <p className="flex items-baseline justify-between rounded-md bg-muted/50 px-3 py-2 text-sm">
              <span>
                Price <span className="text-muted-foreground">({service.pricingType} pricing)</span>
              </span>
              <strong data-testid="order-price">{price === undefined ? '—' : formatMoney(price)}</strong>
            </p>
            {errors.root && (
              <p role="alert" className="text-sm text-destructive">
                {errors.root.message}
              </p>
            )}
            <DialogActions onCancel={onClose} busy={startCheckout.isPending}>
              Confirm Order
            </DialogActions>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
