import { Copy, ExternalLink, Send } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatDay, formatMoment } from '@/lib/format';
import { mailOutcome } from '@/lib/mail-outcome';
import { toastAction, toastSuccess } from '@/lib/toast-action';
import { useDeleteReport } from '../api/use-record-mutations';
import { useReport } from '../api/use-report';
import { useSendReport } from '../api/use-send-report';
import { reportStatusColors, reportStatusLabels } from '../hub-colors';
import { ConfirmDeleteButton } from './confirm-delete-button';
import { HubRecordPending } from './hub-record-pending';
import { HubShell } from './hub-shell';
import { ReportContentView } from './report-content';

const back = { to: '/hub/proof-reports', label: 'Back to Reports' };

/** /hub/proof-reports/:id: the report as the client will see it, with Send (private link by email) and Delete. */
export function ReportDetailPage({ id }: { id: string }) {
  const report = useReport(id);
  const send = useSendReport();
  const remove = useDeleteReport();
  const navigate = useNavigate();

  if (!report.isSuccess) {
    return <HubRecordPending query={report} title="Proof Report" what="Report" back={back} placeholders={['h-24', 'h-64']} />;
  }

  const data = report.data;
  const sendReport = () =>
    toastAction(
      () => send.mutateAsync(data.id),
      (result) => mailOutcome('Report', result.to, result.captured),
      'Failed to send report',
    );
  const copyLink = async () => {
    if (!data.publicUrl) return;
    try {
      await navigator.clipboard.writeText(data.publicUrl);
      toastSuccess('Link copied');
    } catch {
      toast.error('Could not copy the link');
    }
  };
  const deleteReport = async () => {
    if (await toastAction(() => remove.mutateAsync(data.id), 'Report deleted successfully', 'Failed to delete report')) {
      navigate('/hub/proof-reports');
    }
  };

  return (
    <HubShell
      title={data.title}
      back={back}
      actions={
        <>
          <Button size="sm" onClick={sendReport} disabled={send.isPending}>
            {send.isPending ? <Spinner /> : <Send className="h-4 w-4" aria-hidden="true" />}
            {data.status === 'draft' ? 'Send to Client' : 'Resend'}
          </Button>
          <ConfirmDeleteButton
            what="Report"
            description="The client's link will stop working."
            onConfirm={deleteReport}
            disabled={remove.isPending}
          />
        </>
      }
    >
      <Card className="space-y-3 p-4 sm:p-6">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Badge
            variant="plain"
            className={reportStatusColors[data.status]}
            data-testid="report-status"
            data-status={data.status}
          >
            {reportStatusLabels[data.status]}
          </Badge>
          <span className="font-medium">{data.clientName}</span>
          <span className="text-muted-foreground">
            {formatDay(data.periodStart)} – {formatDay(data.periodEnd)}
          </span>
        </div>
        {data.summary && (
          <div>
            <h2 className="text-sm font-semibold">Executive Summary</h2>
            <p className="whitespace-pre-line break-words text-sm">{data.summary}</p>
          </div>
        )}
        <p className="text-xs text-muted-foreground">
          {data.viewedAt
            ? `Sent ${formatMoment(data.sentAt ?? data.viewedAt)} · opened by the client ${formatMoment(data.viewedAt)}`
            : data.sentAt
              ? `Sent ${formatMoment(data.sentAt)} · not opened yet`
              : 'Not sent yet: Send to Client emails them a private link.'}
        </p>
        {data.publicUrl && (
          <div className="flex flex-wrap items-center gap-2">
            <code className="max-w-full truncate rounded bg-muted px-2 py-1 text-xs" data-testid="report-link">
              {data.publicUrl}
            </code>
            <Button variant="ghost" size="sm" onClick={copyLink}>
              <Copy className="h-4 w-4" aria-hidden="true" />
              Copy Link
            </Button>
            <a href={data.publicUrl} target="_blank" rel="noreferrer" className={buttonClasses('ghost', 'sm')}>
              <ExternalLink className="h-4 w-4" aria-hidden="true" />
              Preview
            </a>
          </div>
        )}
      </Card>
      <ReportContentView content={data.content} />
    </HubShell>
  );
}
