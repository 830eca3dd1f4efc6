import { ChevronRight, FileBarChart } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AddButton } from '@/components/ui/add-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { RecordList } from '@/components/ui/record-list';
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
  return (
    <HubShell
      title="Proof Reports"
      description="Show each client what you achieved for them, with a private link they can open."
      actions={<AddButton onClick={() => setCreating(true)}>New Report</AddButton>}
    >
      <RecordList
        list={reports}
        label="Proof reports"
        className="grid gap-4 md:grid-cols-2"
        loading={{ label: 'Loading reports', className: 'grid gap-4 md:grid-cols-2', count: 2, blockClassName: 'h-28' }}
        empty={
          <EmptyState
            icon={FileBarChart}
            message="No Reports Yet. Create your first proof report to show a client their results."
          >
            <Button size="sm" onClick={() => setCreating(true)}>
              Create Report
            </Button>
          </EmptyState>
        }
      >
        {(report) => (
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
        )}
      </RecordList>
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
