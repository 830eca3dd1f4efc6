import { ChevronRight, FileBarChart } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatDay } from '@/lib/format';
import { useReports } from '../api/use-reports';
import { reportStatusColors, reportStatusLabels } from '../hub-colors';
import { type HubPage, HubRecordsPage } from './hub-records-page';
import { ReportFormDialog } from './report-form-dialog';

/** What the page says around its records. */
const page: HubPage = {
  title: 'Proof Reports',
  description: 'Show each client what you achieved for them, with a private link they can open.',
  add: 'New Report',
  list: {
    label: 'Proof reports',
    loading: 'Loading reports',
    layout: 'grid-2',
    blockHeight: 'h-28',
    emptyIcon: FileBarChart,
    emptyMessage: 'No Reports Yet. Create your first proof report to show a client their results.',
    emptyAction: 'Create Report',
  },
};

/** /hub/proof-reports: reports newest first (title, status, client, period); New Report. */
export function ReportsPage() {
  const reports = useReports();
  const navigate = useNavigate();
  return (
    <HubRecordsPage
      page={page}
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
