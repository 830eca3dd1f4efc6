import { type AdminDispute, DISPUTE_OUTCOMES, type DisputeOutcome, resolveDisputeSchema } from '@proclub/contracts/orders';
import { FormInput, FormSelect, FormTextarea } from '@/components/form/form-controls';
import { FormDialog } from '@/components/form/form-dialog';
import { saveForm, useZodForm } from '@/components/form/zod-form';
import { formatMoney } from '@/lib/utils';
import { useResolveDispute } from '../api/use-resolve-dispute';

const OUTCOME_LABEL: Record<DisputeOutcome, string> = {
  release: 'Release to the seller',
  refund: 'Full refund to the buyer',
  partial: 'Partial refund',
};

/** The Decision select's options, each shown by its label. */
const OUTCOME_CHOICES = { options: DISPUTE_OUTCOMES, optionLabel: (outcome: DisputeOutcome) => OUTCOME_LABEL[outcome] };

type Values = { outcome: DisputeOutcome; refundAmount: string; note: string };

/** The admin's decision on a dispute: release, full refund, or a partial refund of some dollars, with a note. */
export function ResolveDisputeDialog({ dispute, onClose }: { dispute: AdminDispute; onClose: () => void }) {
  const resolve = useResolveDispute(dispute.id);
  const form = useZodForm(resolveDisputeSchema, { outcome: 'release', refundAmount: '', note: '' } as Values, (values) => ({
    outcome: values.outcome,
    note: values.note,
    ...(values.outcome === 'partial' && values.refundAmount.trim() !== '' ? { refundAmount: Number(values.refundAmount) } : {}),
  }));
  const outcome = form.watch('outcome');
  return (
    <FormDialog
      title="Resolve Dispute"
      description={`${dispute.serviceTitle}: ${formatMoney(dispute.amountCents / 100)} held. Both parties are emailed the decision and your note.`}
      submitLabel="Resolve"
      onClose={onClose}
      onSubmit={() =>
        saveForm(form, (data) => resolve.mutateAsync(data), { success: 'Dispute resolved', failure: 'Resolve failed' })
      }
    >
      <FormSelect form={form} name="outcome" id="dispute-outcome" label="Decision" {...OUTCOME_CHOICES} />
      {outcome === 'partial' && (
        <FormInput
          form={form}
          name="refundAmount"
          id="dispute-refund"
          label="Refund to the buyer (USD)"
          hint={`More than $0 and less than ${formatMoney(dispute.amountCents / 100)}; the rest goes to the seller, less the platform fee on it.`}
          inputMode="decimal"
        />
      )}
      <FormTextarea form={form} name="note" id="dispute-note" label="Note" rows={3} maxLength={1000} />
    </FormDialog>
  );
}
