import { ChevronRight, FileBarChart, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDay } from '@/lib/format';
import { useReports } from '../api/use-reports';
import { reportStatusColors, reportStatusLabels } from '../hub-colors';
import { HubShell } from './hub-shell';
import { ReportFormDialog } from './report-form-dialog';

/** /hub/proof-reports: reports newest first (title, status, client, period); New Report. */
export function ReportsPage() {
  const reports = useReports();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const newReport = (
    <Button size="sm" onClick={() => setCreating(true)}>
      <Plus className="h-4 w-4" aria-hidden="true" />
      New Report
    </Button>
  );
  return (
    <HubShell
      title="Proof Reports"
      description="Show each client what you achieved for them, with a private link they can open."
      actions={newReport}
    >
      {reports.isPending ? (
        <div className="grid gap-4 md:grid-cols-2" role="status" aria-label="Loading reports">
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
      ) : reports.items.length === 0 ? (
        <EmptyState icon={FileBarChart} message="No Reports Yet. Create your first proof report to show a client their results.">
          <Button size="sm" onClick={() => setCreating(true)}>
            Create Report
          </Button>
        </EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" aria-label="Proof reports">
          {reports.items.map((report) => (
            <li key={report.id}>
              <Card className="relative space-y-2 p-4 transition-shadow hover:shadow-md" data-testid="report-card">
                <div className="flex items-start justify-between gap-3">
                  <h2 className="min-w-0 break-words font-semibold">
                    <Link to={`/hub/proof-reports/${report.id}`} className="after:absolute after:inset-0 hover:underline">
                      {report.title}
                    </Link>
                  </h2>
                  <Badge variant="plain" className={reportStatusColors[report.status]} data-status={report.status}>
                    {reportStatusLabels[report.status]}
                  </Badge>
                </div>
                <p className="text-sm text-muted-foreground">{report.clientName}</p>
                <p className="flex items-center justify-between text-sm">
                  <span>
                    {formatDay(report.periodStart)} – {formatDay(report.periodEnd)}
                  </span>
                  <ChevronRight className="h-4 w-4 text-muted-foreground" aria-hidden="true" />
                </p>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton hasMore={reports.hasNextPage} loading={reports.isFetchingNextPage} onClick={reports.fetchNextPage} />
      {creating && (
        <ReportFormDialog
          onClose={() => setCreating(false)}
          onCreated={(report) => navigate(`/hub/proof-reports/${report.id}`)}
        />
      )}
    </HubShell>
  );
}
