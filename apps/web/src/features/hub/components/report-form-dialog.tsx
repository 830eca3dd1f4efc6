import { zodResolver } from '@hookform/resolvers/zod';
import { type CreateReportData, createReportSchema, type Report } from '@proclub/contracts/hub';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { DialogActions } from '@/components/form/dialog-actions';
import { ClientPicker } from '@/components/pickers/client-picker';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/form-errors';
import { useCreateReport } from '../api/use-create-report';

interface ReportFormValues {
  clientId: string;
  title: string;
  periodStart: string;
  periodEnd: string;
  summary: string;
}
const FIELDS = ['clientId', 'title', 'periodStart', 'periodEnd', 'summary'] as const;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** New Report: client (active clients), title, period start ≤ end, executive summary; Cancel / Create Report. */
export function ReportFormDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (report: Report) => void }) {
  const createReport = useCreateReport();
  const form = useForm<ReportFormValues, unknown, CreateReportData>({
    resolver: zodResolver(createReportSchema) as Resolver<ReportFormValues, unknown, CreateReportData>,
    defaultValues: { clientId: '', title: '', periodStart: day(-30), periodEnd: day(0), summary: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const error = (name: keyof ReportFormValues) => errors[name]?.message;

  const submit = form.handleSubmit(async (data) => {
    try {
      const report = await createReport.mutateAsync(data);
      toast.success('Report created successfully');
      onCreated(report);
    } catch (failure) {
      showServerFieldErrors(failure, FIELDS, form.setError);
      toast.error(errorMessage(failure, 'Failed to create report'));
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>New Report</DialogTitle>
          <DialogDescription>Pick a client and a period: the report shows what you did for them in it.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="space-y-4" aria-label="New report">
          <FormField id="report-client" label="Client *" error={error('clientId')}>
            <Controller
              control={form.control}
              name="clientId"
              render={({ field }) => (
                <ClientPicker
                  {...fieldControlProps('report-client', error('clientId'))}
                  aria-required="true"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                />
              )}
            />
          </FormField>
          <FormField id="report-title" label="Report Title *" error={error('title')}>
            <Input
              {...fieldControlProps('report-title', error('title'))}
              aria-required="true"
              maxLength={200}
              placeholder="e.g. March results"
              {...form.register('title')}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="report-start" label="Period Start *" error={error('periodStart')}>
              <Input
                {...fieldControlProps('report-start', error('periodStart'))}
                type="date"
                aria-required="true"
                {...form.register('periodStart')}
              />
            </FormField>
            <FormField id="report-end" label="Period End *" error={error('periodEnd')}>
              <Input
                {...fieldControlProps('report-end', error('periodEnd'))}
                type="date"
                aria-required="true"
                {...form.register('periodEnd')}
              />
            </FormField>
          </div>
          <FormField id="report-summary" label="Executive Summary" error={error('summary')}>
            <Textarea
              {...fieldControlProps('report-summary', error('summary'))}
              rows={4}
              maxLength={5000}
              placeholder="The headline results in a few sentences."
              {...form.register('summary')}
            />
          </FormField>
          <DialogActions onCancel={onClose} busy={isSubmitting}>
            Create Report
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
