import { AUDIT_TYPES, type AuditDetail, auditScoreSchema, auditTypeLabels, createAuditSchema } from '@proclub/contracts/hub';
import { useState } from 'react';
import { z } from 'zod';
import { DialogActions } from '@/components/form/dialog-actions';
import { type FieldRow, FormFields } from '@/components/form/form-fields';
import { useZodForm } from '@/components/form/zod-form';
import { ClientPicker } from '@/components/pickers/client-picker';
import { TitledDialog } from '@/components/ui/titled-dialog';
import { showServerFieldErrors } from '@/lib/form-errors';
import { toastFailure, toastSuccess } from '@/lib/toast-action';
import { useCreateAudit } from '../api/use-record-mutations';
import { useRunAudit } from '../api/use-run-audit';

const FIELDS = ['clientId', 'auditType', 'websiteUrl', 'score'] as const;

// The form's score is text ('' = run the analyzer); the contract's is a number or null.
const formSchema = createAuditSchema.extend({
  score: z
    .string()
    .trim()
    .transform((value) => (value === '' ? null : Number(value)))
    .pipe(auditScoreSchema.nullable()),
});

const AUDIT_FIELDS: FieldRow<z.input<typeof formSchema>>[] = [
  { kind: 'picker', name: 'clientId', id: 'audit-client', label: 'Client *', picker: ClientPicker, 'aria-required': 'true' },
  {
    kind: 'select',
    name: 'auditType',
    id: 'audit-type',
    label: 'Audit Type *',
    options: AUDIT_TYPES,
    optionLabel: auditTypeLabels,
  },
  {
    name: 'websiteUrl',
    id: 'audit-url',
    label: 'Website URL *',
    type: 'url',
    inputMode: 'url',
    'aria-required': 'true',
    maxLength: 500,
    placeholder: 'https://example.com',
  },
  {
    name: 'score',
    id: 'audit-score',
    label: 'Score (optional)',
    hint: 'Only if you measured it elsewhere (0–100). Leave empty to run the audit now.',
    type: 'number',
    inputMode: 'numeric',
    min: 0,
    max: 100,
    step: 1,
  },
];

/**
 * New Audit: client, type (seo / performance / accessibility / marketing / comprehensive) and URL. Run Audit
 * saves it and runs the analyzer; a score measured elsewhere can be recorded instead.
 */
export function AuditFormDialog({ onClose, onDone }: { onClose: () => void; onDone: (audit: AuditDetail) => void }) {
  const createAudit = useCreateAudit();
  const runAudit = useRunAudit();
  const [running, setRunning] = useState(false);
  const form = useZodForm(formSchema, { clientId: '', auditType: 'seo', websiteUrl: '', score: '' });
  const manual = form.watch('score').trim() !== '';

  const submit = form.handleSubmit(async (data) => {
    let audit: AuditDetail;
    try {
      audit = await createAudit.mutateAsync(data);
    } catch (failure) {
      showServerFieldErrors(failure, FIELDS, form.setError);
      toastFailure(failure, 'Failed to create audit');
      return;
    }
    if (data.score !== null && data.score !== undefined) {
      toastSuccess('Audit saved');
      onDone(audit);
      return;
    }
    setRunning(true);
    try {
      const ran = await runAudit.mutateAsync(audit.id);
      toastSuccess(`Audit complete: score ${ran.score}/100`);
      onDone(ran);
    } catch (failure) {
      // The audit is kept; it can be run again from its page.
      toastFailure(failure, 'Failed to run audit. Please check the URL and try again.');
      onDone(audit);
    } finally {
      setRunning(false);
    }
  });

  const busy = form.formState.isSubmitting || running;
  return (
    <TitledDialog
      title="New Audit"
      description="We fetch the site and score it for the audit type; every run is kept."
      className="max-w-xl"
      onClose={() => !busy && onClose()}
    >
      <form onSubmit={submit} noValidate className="space-y-4" aria-label="New audit">
        <FormFields form={form} fields={AUDIT_FIELDS} />
        <DialogActions onCancel={onClose} busy={busy} lockCancel>
          {running ? 'Running Audit...' : manual ? 'Save Audit' : 'Run Audit'}
        </DialogActions>
      </form>
    </TitledDialog>
  );
}
