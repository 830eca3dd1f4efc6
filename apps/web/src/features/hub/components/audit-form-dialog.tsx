import { zodResolver } from '@hookform/resolvers/zod';
import {
  AUDIT_TYPES,
  type AuditDetail,
  auditScoreSchema,
  auditTypeLabels,
  type CreateAuditData,
  createAuditSchema,
} from '@proclub/contracts/hub';
import { useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { DialogActions } from '@/components/form/dialog-actions';
import { ClientPicker } from '@/components/pickers/client-picker';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input, NativeSelect } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/form-errors';
import { useCreateAudit } from '../api/use-create-audit';
import { useRunAudit } from '../api/use-run-audit';

interface AuditFormValues {
  clientId: string;
  auditType: string;
  websiteUrl: string;
  score: string;
}
const FIELDS = ['clientId', 'auditType', 'websiteUrl', 'score'] as const;

// The form's score is text ('' = run the analyzer); the contract's is a number or null.
const formSchema = createAuditSchema.extend({
  score: z
    .string()
    .trim()
    .transform((value) => (value === '' ? null : Number(value)))
    .pipe(auditScoreSchema.nullable()),
});

/**
 * New Audit: client, type (seo / performance / accessibility / marketing / comprehensive) and URL. Run Audit
 * saves it and runs the analyzer; a score measured elsewhere can be recorded instead.
 */
export function AuditFormDialog({ onClose, onDone }: { onClose: () => void; onDone: (audit: AuditDetail) => void }) {
  const createAudit = useCreateAudit();
  const runAudit = useRunAudit();
  const [running, setRunning] = useState(false);
  const form = useForm<AuditFormValues, unknown, CreateAuditData>({
    resolver: zodResolver(formSchema) as unknown as Resolver<AuditFormValues, unknown, CreateAuditData>,
    defaultValues: { clientId: '', auditType: 'seo', websiteUrl: '', score: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const error = (name: keyof AuditFormValues) => errors[name]?.message;
  const manual = form.watch('score').trim() !== '';

  const submit = form.handleSubmit(async (data) => {
    let audit: AuditDetail;
    try {
      audit = await createAudit.mutateAsync(data);
    } catch (failure) {
      showServerFieldErrors(failure, FIELDS, form.setError);
      toast.error(errorMessage(failure, 'Failed to create audit'));
      return;
    }
    if (data.score !== null && data.score !== undefined) {
      toast.success('Audit saved');
      onDone(audit);
      return;
    }
    setRunning(true);
    try {
      const ran = await runAudit.mutateAsync(audit.id);
      toast.success(`Audit complete: score ${ran.score}/100`);
      onDone(ran);
    } catch (failure) {
      // The audit is kept; it can be run again from its page.
      toast.error(errorMessage(failure, 'Failed to run audit. Please check the URL and try again.'));
      onDone(audit);
    } finally {
      setRunning(false);
    }
  });

  const busy = isSubmitting || running;
  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>New Audit</DialogTitle>
          <DialogDescription>We fetch the site and score it for the audit type; every run is kept.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="space-y-4" aria-label="New audit">
          <FormField id="audit-client" label="Client *" error={error('clientId')}>
            <Controller
              control={form.control}
              name="clientId"
              render={({ field }) => (
                <ClientPicker
                  {...fieldControlProps('audit-client', error('clientId'))}
                  aria-required="true"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                />
              )}
            />
          </FormField>
          <FormField id="audit-type" label="Audit Type *" error={error('auditType')}>
            <NativeSelect {...fieldControlProps('audit-type', error('auditType'))} {...form.register('auditType')}>
              {AUDIT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {auditTypeLabels[type]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="audit-url" label="Website URL *" error={error('websiteUrl')}>
            <Input
              {...fieldControlProps('audit-url', error('websiteUrl'))}
              type="url"
              inputMode="url"
              aria-required="true"
              maxLength={500}
              placeholder="https://example.com"
              {...form.register('websiteUrl')}
            />
          </FormField>
          <FormField
            id="audit-score"
            label="Score (optional)"
            error={error('score')}
            hint="Only if you measured it elsewhere (0–100). Leave empty to run the audit now."
          >
            <Input
              {...fieldControlProps('audit-score', error('score'))}
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              step={1}
              {...form.register('score')}
            />
          </FormField>
          <DialogActions onCancel={onClose} busy={busy} lockCancel>
            {running ? 'Running Audit...' : manual ? 'Save Audit' : 'Run Audit'}
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
