import { zodResolver } from '@hookform/resolvers/zod';
import { OFFER_EXPIRY_DAYS, type Offer, type OfferInput, offerInputSchema } from '@proclub/contracts/offers';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DialogActions } from '@/components/form/dialog-actions';
import { FormInput, FormMoneyInput, FormSelect, FormTextarea, FormWholeNumberInput } from '@/components/form/form-controls';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { showServerFieldErrors } from '@/lib/form-errors';
import { toastFailure, toastSuccess } from '@/lib/toast-action';
import { useOfferableServices } from '../api/use-offerable-services';
import { useSendOffer } from '../api/use-send-offer';

const FIELDS = ['buyerId', 'serviceId', 'title', 'description', 'price', 'deliveryDays'] as const;

export interface OfferRecipient {
  id: string;
  name: string;
}

interface SendOfferDialogProps {
  conversationId: string;
  /** The other participants; with more than one, the seller chooses who the offer is for. */
  recipients: OfferRecipient[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The seller's custom offer: scope, price and delivery time, optionally for one of their services. */
export function SendOfferDialog({ conversationId, recipients, open, onOpenChange }: SendOfferDialogProps) {
  const send = useSendOffer(conversationId);
  const services = useOfferableServices(open);
  const form = useForm<OfferInput, unknown, z.output<typeof offerInputSchema>>({
    resolver: zodResolver(offerInputSchema),
    defaultValues: { buyerId: recipients[0]?.id, serviceId: '', title: '', description: '', price: '', deliveryDays: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const offer: Offer = await send.mutateAsync(values);
      toastSuccess('Offer sent');
      form.reset();
      onOpenChange(false);
      return offer;
    } catch (error) {
      showServerFieldErrors(error, FIELDS, form.setError);
      toastFailure(error, 'Failed to send the offer');
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Send Custom Offer</DialogTitle>
          <DialogDescription>
            The client pays exactly this price when they accept. Offers expire after {OFFER_EXPIRY_DAYS} days.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Custom offer">
          {recipients.length > 1 && (
            <FormSelect form={form} name="buyerId" id="offer-buyer" label="Offer for">
              {recipients.map((recipient) => (
                <option key={recipient.id} value={recipient.id}>
                  {recipient.name}
                </option>
              ))}
            </FormSelect>
          )}
          <FormInput form={form} name="title" id="offer-title" label="Offer title *" maxLength={120} aria-required="true" />
          <FormTextarea
            form={form}
            name="description"
            id="offer-description"
            label="Scope *"
            rows={4}
            maxLength={2000}
            aria-required="true"
            hint="What you will deliver, and what is not included."
          />
          <div className="grid grid-cols-2 gap-3">
            <FormMoneyInput form={form} name="price" id="offer-price" label="Price ($) *" min={1} aria-required="true" />
            <FormWholeNumberInput
              form={form}
              name="deliveryDays"
              id="offer-delivery-days"
              label="Delivery (days) *"
              min={1}
              max={365}
              aria-required="true"
            />
          </div>
          <FormSelect
            form={form}
            name="serviceId"
            id="offer-service"
            label="Service"
            hint="Optional. A “Contact for pricing” service is ordered through an offer."
          >
            <option value="">No specific service</option>
            {(services.data ?? []).map((service) => (
              <option key={service.id} value={service.id}>
                {service.title}
              </option>
            ))}
          </FormSelect>
          <DialogActions onCancel={() => onOpenChange(false)} busy={send.isPending}>
            Send Offer
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
