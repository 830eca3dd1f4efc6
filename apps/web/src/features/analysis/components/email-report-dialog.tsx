import { zodResolver } from '@hookform/resolvers/zod';
import { type AnalysisResult, EMAIL_FAILED, recipientEmailSchema } from '@proclub/contracts/analysis';
import { type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { DialogActions } from '@/components/form/dialog-actions';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { TitledDialog } from '@/components/ui/titled-dialog';
import { toastSuccess } from '@/lib/toast-action';
import { formatMoney } from '@/lib/utils';
import { useSendReport } from '../api/use-send-report';

const schema = z.object({ to: recipientEmailSchema });
type Values = z.infer<typeof schema>;

/** Email Report: recipient, a summary (website, opportunities, potential revenue), Cancel and Send Report. */
export function EmailReportDialog({ result, onClose }: { result: AnalysisResult; onClose: () => void }) {
  const send = useSendReport();
  const form = useForm<Values>({ resolver: zodResolver(schema) as Resolver<Values>, defaultValues: { to: '' } });
  const error = form.formState.errors.to?.message;

  const submit = form.handleSubmit(async ({ to }) => {
    if (!result.id) {
      toast.error(EMAIL_FAILED);
      return;
    }
    try {
      await send.mutateAsync({ analysisId: result.id, to });
      toastSuccess(`Report sent successfully to ${to}`);
      form.reset();
      onClose();
    } catch {
      toast.error(EMAIL_FAILED);
    }
  });

  return (
    <TitledDialog title="Email Report" description="Send this analysis report to your client." onClose={onClose}>
      <form onSubmit={submit} noValidate className="space-y-4" aria-label="Email report">
        <FormField id="report-recipient" label="Recipient Email" error={error}>
          <Input
            {...fieldControlProps('report-recipient', error)}
            type="email"
            autoComplete="email"
            placeholder="client@example.com"
            {...form.register('to')}
          />
        </FormField>
        <dl className="space-y-1 rounded-md bg-muted/60 p-3 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">Website</dt>
            <dd className="truncate font-medium">{result.website}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">Opportunities</dt>
            <dd className="font-medium">{result.summary.totalRecommendations}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">Potential Revenue</dt>
            <dd className="font-medium">{formatMoney(result.summary.firstYearRevenue)}</dd>
          </div>
        </dl>
        <DialogActions onCancel={onClose} busy={send.isPending}>
          Send Report
        </DialogActions>
      </form>
    </TitledDialog>
  );
}
