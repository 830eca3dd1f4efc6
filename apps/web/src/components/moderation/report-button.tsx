import { type ReportTarget, reportInputSchema } from '@proclub/contracts/admin';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { FormTextarea } from '@/components/form/form-controls';
import { FormDialog } from '@/components/form/form-dialog';
import { saveForm, useZodForm } from '@/components/form/zod-form';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api-client';

const NOUN: Record<ReportTarget, string> = { service: 'service', review: 'review', message: 'message' };

/**
 * "Report" on a service, a review or a message (issue #17): a small dialog asking why, sent to the moderators'
 * queue. Shared by the marketplace and messaging, so it lives here and calls the API itself.
 */
export function ReportButton({
  targetType,
  targetId,
  compact,
}: {
  targetType: ReportTarget;
  targetId: string;
  compact?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={compact ? `Report ${NOUN[targetType]}` : undefined}
        className="text-muted-foreground"
      >
        <Flag className="h-4 w-4" aria-hidden="true" />
        {!compact && 'Report'}
      </Button>
      {open && <ReportDialog targetType={targetType} targetId={targetId} onClose={() => setOpen(false)} />}
    </>
  );
}

function ReportDialog({ targetType, targetId, onClose }: { targetType: ReportTarget; targetId: string; onClose: () => void }) {
  const form = useZodForm(reportInputSchema, { targetType, targetId, reason: '' });
  return (
    <FormDialog
      title={`Report this ${NOUN[targetType]}`}
      description="Tell our moderators what is wrong. They review every report; the author is not told who reported it."
      submitLabel="Send report"
      onClose={onClose}
      onSubmit={() =>
        saveForm(form, (data) => api.post('/api/reports', data), {
          success: 'Thanks — our moderators will review it.',
          failure: 'Could not send the report',
        })
      }
    >
      <FormTextarea form={form} name="reason" id="report-reason" label="Reason" rows={4} maxLength={500} />
    </FormDialog>
  );
}
