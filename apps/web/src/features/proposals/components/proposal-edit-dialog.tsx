import { zodResolver } from '@hookform/resolvers/zod';
import {
  combinedRoi,
  PAYMENT_CHOICE_LABELS,
  PROPOSAL_PAYMENT_CHOICES,
  type Proposal,
  type ProposalPaymentChoice,
  type UpdateProposalData,
} from '@proclub/contracts/proposals';
import { Plus, Trash2 } from 'lucide-react';
import { type Resolver, useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { DialogActions } from '@/components/form/dialog-actions';
import { Button } from '@/components/ui/button';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectOptions } from '@/components/ui/select-options';
import { TitledDialog } from '@/components/ui/titled-dialog';
import { toastFailure, toastSuccess } from '@/lib/toast-action';
import { formatMoney } from '@/lib/utils';
import { useUpdateProposal } from '../api/use-update-proposal';

interface ItemValues {
  productId: string;
  product: string;
  description: string;
  setupFee: string;
  monthlyPrice: string;
  estimatedROI: string;
}
interface EditValues {
  title: string;
  items: ItemValues[];
  paymentChoice: ProposalPaymentChoice;
}

const number = (label: string, min: number, integer = false) =>
  z
    .string()
    .trim()
    .transform((value) => (value === '' ? 0 : Number(value)))
    .pipe(
      (integer ? z.number().int(`${label} must be a whole number`) : z.number({ message: `${label} must be a number` }))
        .min(min, min === 0 ? `${label} cannot be negative` : `${label} must be at least ${min}`)
        .max(1_000_000, `${label} is too large`),
    );

const editSchema = z.object({
  paymentChoice: z.enum(PROPOSAL_PAYMENT_CHOICES),
  title: z.string().trim().min(1, 'Title is required').max(200, 'Title must be at most 200 characters'),
  items: z
    .array(
      z.object({
        productId: z.string(),
        product: z.string().trim().min(1, 'Product is required').max(200, 'Product must be at most 200 characters'),
        description: z.string().trim().max(2000, 'Description must be at most 2000 characters'),
        setupFee: number('Setup fee', 0),
        monthlyPrice: number('Monthly price', 0),
        estimatedROI: number('ROI', -100, true),
      }),
    )
    .min(1, 'Add at least one line item')
    .max(20, 'At most 20 line items'),
});

const toNumber = (value: string) => (value.trim() === '' || Number.isNaN(Number(value)) ? 0 : Number(value));

/** Edit: title and line items (product, setup fee, monthly price, ROI %); totals recomputed as you type. */
export function ProposalEditDialog({ proposal, onClose }: { proposal: Proposal; onClose: () => void }) {
  const update = useUpdateProposal();
  const form = useForm<EditValues, unknown, UpdateProposalData>({
    resolver: zodResolver(editSchema) as unknown as Resolver<EditValues, unknown, UpdateProposalData>,
    defaultValues: {
      title: proposal.title,
      paymentChoice: proposal.paymentChoice,
      items: proposal.items.map((item) => ({
        productId: item.productId,
        product: item.product,
        description: item.description,
        setupFee: String(item.setupFee),
        monthlyPrice: String(item.monthlyPrice),
        estimatedROI: String(item.estimatedROI),
      })),
    },
  });
  const items = useFieldArray({ control: form.control, name: 'items' });
  const { errors, isSubmitting } = form.formState;
  const watched = form.watch('items');
  const totals = {
    monthly: watched.reduce((sum, item) => sum + toNumber(item.monthlyPrice), 0),
    setup: watched.reduce((sum, item) => sum + toNumber(item.setupFee), 0),
    roi: combinedRoi(
      watched.map((item) => ({
        setupFee: toNumber(item.setupFee),
        monthlyPrice: toNumber(item.monthlyPrice),
        estimatedROI: toNumber(item.estimatedROI),
      })),
    ),
  };

  const submit = form.handleSubmit(async (data) => {
    try {
      await update.mutateAsync({
        id: proposal.id,
        input: {
          title: data.title,
          paymentChoice: data.paymentChoice,
          items: data.items.map((item) => ({ ...item, productId: item.productId || undefined })),
        },
      });
      toastSuccess('Proposal updated successfully');
      onClose();
    } catch (failure) {
      toastFailure(failure, 'Failed to update proposal');
    }
  });

  return (
    <TitledDialog
      title="Edit Proposal"
      description="Change the line items; the totals and ROI are worked out again when you save."
      className="max-w-5xl"
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate className="space-y-4" aria-label="Edit proposal">
        <FormField id="proposal-title" label="Title *" error={errors.title?.message}>
          <Input {...fieldControlProps('proposal-title', errors.title?.message)} maxLength={200} {...form.register('title')} />
        </FormField>
        <FormField
          id="proposal-payment-choice"
          label="When the client signs"
          hint="Paying now takes the client to the invoice's pay page right after signing; with the subscription, later months are charged to the card they pay with."
          error={errors.paymentChoice?.message}
        >
          <select
            {...fieldControlProps('proposal-payment-choice', errors.paymentChoice?.message)}
            className="flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-sm"
            {...form.register('paymentChoice')}
          >
            <SelectOptions values={PROPOSAL_PAYMENT_CHOICES} label={(value) => PAYMENT_CHOICE_LABELS[value]} />
          </select>
        </FormField>
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium">Line items</legend>
          {items.fields.map((field, index) => {
            const itemErrors = errors.items?.[index];
            const id = (name: string) => `item-${index}-${name}`;
            return (
              <div key={field.id} className="rounded-md border border-border p-3" data-testid="line-item">
                <div className="grid gap-3 sm:grid-cols-[3fr_1fr_1fr_1fr_auto] sm:items-start">
                  <FormField id={id('product')} label="Product" error={itemErrors?.product?.message}>
                    <Input
                      {...fieldControlProps(id('product'), itemErrors?.product?.message)}
                      {...form.register(`items.${index}.product`)}
                    />
                  </FormField>
                  <FormField id={id('setup')} label="Setup fee ($)" error={itemErrors?.setupFee?.message}>
                    <Input
                      {...fieldControlProps(id('setup'), itemErrors?.setupFee?.message)}
                      type="number"
                      inputMode="decimal"
                      min={0}
                      step="0.01"
                      {...form.register(`items.${index}.setupFee`)}
                    />
                  </FormField>
                  <FormField id={id('monthly')} label="Monthly ($)" error={itemErrors?.monthlyPrice?.message}>
                    <Input
                      {...fieldControlProps(id('monthly'), itemErrors?.monthlyPrice?.message)}
                      type="number"
                      inputMode="decimal"
                      min={0}
                      step="0.01"
                      {...form.register(`items.${index}.monthlyPrice`)}
                    />
                  </FormField>
                  <FormField id={id('roi')} label="ROI (%)" error={itemErrors?.estimatedROI?.message}>
                    <Input
                      {...fieldControlProps(id('roi'), itemErrors?.estimatedROI?.message)}
                      type="number"
                      inputMode="numeric"
                      step={1}
                      {...form.register(`items.${index}.estimatedROI`)}
                    />
                  </FormField>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="sm:mt-7"
                    onClick={() => items.remove(index)}
                    disabled={items.fields.length === 1}
                    aria-label={`Remove line ${index + 1}`}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                  </Button>
                </div>
              </div>
            );
          })}
          {errors.items?.message && (
            <p role="alert" className="text-sm text-destructive">
              {errors.items.message}
            </p>
          )}
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() =>
              items.append({ productId: '', product: '', description: '', setupFee: '0', monthlyPrice: '0', estimatedROI: '0' })
            }
            disabled={items.fields.length >= 20}
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
            Add Line Item
          </Button>
        </fieldset>
        <dl className="grid grid-cols-3 gap-2 rounded-md bg-muted p-3 text-sm" aria-label="Totals" aria-live="polite">
          <div>
            <dt className="text-xs text-muted-foreground">Monthly</dt>
            <dd className="font-semibold tabular-nums" data-testid="total-monthly">
              {formatMoney(totals.monthly)}/month
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Setup Cost</dt>
            <dd className="font-semibold tabular-nums" data-testid="total-setup">
              {formatMoney(totals.setup)}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Estimated ROI</dt>
            <dd className="font-semibold tabular-nums" data-testid="total-roi">
              {totals.roi}%
            </dd>
          </div>
        </dl>
        <DialogActions onCancel={onClose} busy={isSubmitting}>
          Save Changes
        </DialogActions>
      </form>
    </TitledDialog>
  );
}
