import { adminReasonSchema } from '@proclub/contracts/admin';
import type { ReactNode } from 'react';
import { FormTextarea } from '@/components/form/form-controls';
import { FormDialog } from '@/components/form/form-dialog';
import { saveForm, useZodForm } from '@/components/form/zod-form';

interface ReasonDialogProps {
  title: string;
  description: string;
  submitLabel: string;
  success: string;
  /** Extra body fields merged into the request (ban expiry, role). */
  extra?: () => Record<string, unknown>;
  children?: ReactNode;
  run: (body: Record<string, unknown>) => Promise<unknown>;
  onClose: () => void;
}

/** Every admin action asks why: the reason goes into the audit log (and the affected user's notice). */
export function ReasonDialog({ title, description, submitLabel, success, extra, children, run, onClose }: ReasonDialogProps) {
  const form = useZodForm(adminReasonSchema, { reason: '' });
  return (
    <FormDialog
      title={title}
      description={description}
      submitLabel={submitLabel}
      onClose={onClose}
      onSubmit={() =>
        saveForm(form, (data) => run({ ...data, ...(extra?.() ?? {}) }), { success, failure: `${submitLabel} failed` })
      }
    >
      {children}
      <FormTextarea form={form} name="reason" id="admin-reason" label="Reason" rows={3} maxLength={500} />
    </FormDialog>
  );
}
