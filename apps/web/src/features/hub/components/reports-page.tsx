import { ChevronRight } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatDay } from '@/lib/format';
import { useReports } from '../api/use-reports';
import { reportStatusColors, reportStatusLabels } from '../hub-colors';
import { HubRecordsPage } from './hub-records-page';
import { ReportFormDialog } from './report-form-dialog';

/** /hub/proof-reports: reports newest first (title, status, client, period); New Report. */
export function ReportsPage() {
  const reports = useReports();
  const navigate = useNavigate();
  return (
    <HubRecordsPage
      page="reports"
      list={reports}
      dialog={(close) => <ReportFormDialog onClose={close} onCreated={(report) => navigate(`/hub/proof-reports/${report.id}`)} />}
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
    </HubRecordsPage>
  );
}
