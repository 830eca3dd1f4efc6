import { ACTION_FOR_TARGET, type AdminReport, type ModerationAction, type ReportStatus } from '@proclub/contracts/admin';
import { formatDistanceToNow, parseISO } from 'date-fns';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { titleCase } from '@/lib/utils';
import { useReports } from '../api/use-reports';
import { useResolveReport } from '../api/use-resolve-report';
import { PagedResults } from './paged-results';
import { ReasonDialog } from './reason-dialog';
import { SegmentedFilter } from './segmented-filter';

const ACTION_LABEL: Record<ModerationAction, string> = {
  hide_service: 'Hide service',
  restore_service: 'Restore service',
  remove_review: 'Remove review',
  delete_message: 'Delete message',
  dismiss: 'Dismiss',
};

/** The reports queue: open / resolved / dismissed, with one decision per open report. */
export function ReportsQueue() {
  const [status, setStatus] = useState<ReportStatus>('open');
  const reports = useReports(status);
  return (
    <div className="space-y-4">
      <SegmentedFilter
        label="Report status"
        value={status}
        onChange={setStatus}
        options={[
          { value: 'open', label: 'Open' },
          { value: 'resolved', label: 'Resolved' },
          { value: 'dismissed', label: 'Dismissed' },
        ]}
      />
      <PagedResults
        query={reports}
        loadingHeight="h-40"
        failure="Failed to load reports"
        empty={<EmptyState icon={Flag} message={status === 'open' ? 'No open reports. All clear!' : `No ${status} reports.`} />}
      >
        {(items) => (
          <ul className="space-y-3" aria-label={`${titleCase(status)} reports`}>
            {items.map((report) => (
              <ReportCard key={report.id} report={report} />
            ))}
          </ul>
        )}
      </PagedResults>
    </div>
  );
}

function ReportCard({ report }: { report: AdminReport }) {
  const [action, setAction] = useState<ModerationAction | null>(null);
  const resolve = useResolveReport(report.id);
  const actions: ModerationAction[] = [
    ACTION_FOR_TARGET[report.targetType],
    ...(report.targetType === 'service' ? (['restore_service'] as const) : []),
    'dismiss',
  ];
  return (
    <li
      className="space-y-2 rounded-lg border border-border bg-card p-4"
      aria-label={`Report about ${report.targetType}: ${report.targetSummary ?? ''}`}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant="secondary">{titleCase(report.targetType)}</Badge>
        {report.targetType === 'service' ? (
          <Link to={`/service/${report.targetId}`} className="font-medium text-primary hover:underline">
            {report.targetSummary ?? 'Deleted service'}
          </Link>
        ) : (
          <span className="font-medium">{report.targetSummary ?? 'Deleted content'}</span>
        )}
      </div>
      <p className="text-sm">
        <span className="text-muted-foreground">Reason:</span> {report.reason}
      </p>
      <p className="text-xs text-muted-foreground">
        Reported by {report.reporter?.name ?? 'a deleted user'}{' '}
        {formatDistanceToNow(parseISO(report.createdAt), { addSuffix: true })}
        {report.targetOwner && (
          <>
            {' '}
            · by{' '}
            <Link to={`/admin/users/${report.targetOwner.id}`} className="hover:underline">
              {report.targetOwner.name ?? 'owner'}
            </Link>
          </>
        )}
      </p>
      {report.resolution && <p className="text-xs">Resolution: {report.resolution}</p>}
      {report.status === 'open' && (
        <div className="flex flex-wrap gap-2">
          {actions.map((value) => (
            <Button
              key={value}
              size="sm"
              variant={value === 'dismiss' || value === 'restore_service' ? 'outline' : 'destructive'}
              onClick={() => setAction(value)}
            >
              {ACTION_LABEL[value]}
            </Button>
          ))}
        </div>
      )}
      {action && (
        <ReasonDialog
          title={ACTION_LABEL[action]}
          description="The author is notified with this reason; the decision goes into the audit log."
          submitLabel={ACTION_LABEL[action]}
          success="Report handled"
          onClose={() => setAction(null)}
          run={(body) => resolve.mutateAsync({ action, reason: String(body.reason) })}
        />
      )}
    </li>
  );
}
