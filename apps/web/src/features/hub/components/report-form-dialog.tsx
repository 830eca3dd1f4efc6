import { createReportSchema, type Report } from '@proclub/contracts/hub';
import { DialogActions } from '@/components/form/dialog-actions';
import { type FieldRow, FormFields } from '@/components/form/form-fields';
import { useZodForm } from '@/components/form/zod-form';
import { ClientPicker } from '@/components/pickers/client-picker';
import { TitledDialog } from '@/components/ui/titled-dialog';
import { showServerFieldErrors } from '@/lib/form-errors';
import { toastFailure, toastSuccess } from '@/lib/toast-action';
import { useCreateReport } from '../api/use-record-mutations';

const FIELDS = ['clientId', 'title', 'periodStart', 'periodEnd', 'summary'] as const;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const REPORT_FIELDS: FieldRow<Record<(typeof FIELDS)[number], string>>[] = [
  { kind: 'picker', name: 'clientId', id: 'report-client', label: 'Client *', picker: ClientPicker, 'aria-required': 'true' },
  {
    name: 'title',
    id: 'report-title',
    label: 'Report Title *',
    'aria-required': 'true',
    maxLength: 200,
    placeholder: 'e.g. March results',
  },
  [
    { name: 'periodStart', id: 'report-start', label: 'Period Start *', type: 'date', 'aria-required': 'true' },
    { name: 'periodEnd', id: 'report-end', label: 'Period End *', type: 'date', 'aria-required': 'true' },
  ],
  {
    kind: 'textarea',
    name: 'summary',
    id: 'report-summary',
    label: 'Executive Summary',
    rows: 4,
    maxLength: 5000,
    placeholder: 'The headline results in a few sentences.',
  },
];

/** New Report: client (active clients), title, period start ≤ end, executive summary; Cancel / Create Report. */
export function ReportFormDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (report: Report) => void }) {
  const createReport = useCreateReport();
  const form = useZodForm(createReportSchema, {
    clientId: '',
    title: '',
    periodStart: day(-30),
    periodEnd: day(0),
    summary: '',
  });

  const submit = form.handleSubmit(async (data) => {
    try {
      const report = await createReport.mutateAsync(data);
      toastSuccess('Report created successfully');
      onCreated(report);
    } catch (failure) {
      showServerFieldErrors(failure, FIELDS, form.setError);
      toastFailure(failure, 'Failed to create report');
    }
  });

  return (
    <TitledDialog
      title="New Report"
      description="Pick a client and a period: the report shows what you did for them in it."
      className="max-w-xl"
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate className="space-y-4" aria-label="New report">
        <FormFields form={form} fields={REPORT_FIELDS} />
        <DialogActions onCancel={onClose} busy={form.formState.isSubmitting}>
          Create Report
        </DialogActions>
      </form>
    </TitledDialog>
  );
}
