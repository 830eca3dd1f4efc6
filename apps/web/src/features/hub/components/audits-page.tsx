import { auditTypeLabels } from '@proclub/contracts/hub';
import { Gauge } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { timeAgo } from '@/lib/format';
import { useAudits } from '../api/use-audits';
import { auditTypeColors } from '../hub-colors';
import { AuditFormDialog } from './audit-form-dialog';
import { type HubPage, HubRecordsPage } from './hub-records-page';
import { ScoreChange } from './score-change';
import { ScoreMeter } from './score-meter';

/** What the page says around its records. */
const page: HubPage = {
  title: 'Client Audits',
  description: 'Score clients’ websites for SEO, performance, accessibility and marketing, and track every run.',
  add: 'New Audit',
  list: {
    label: 'Audits',
    loading: 'Loading audits',
    layout: 'grid-3',
    blockHeight: 'h-40',
    emptyIcon: Gauge,
    emptyMessage: 'No audits yet. Run your first audit on a client’s website.',
    emptyAction: 'New Audit',
  },
};

/** /hub/audits: audits newest first (client, type badge, URL, coloured score with a bar); New Audit. */
export function AuditsPage() {
  const audits = useAudits();
  const navigate = useNavigate();
  return (
    <HubRecordsPage
      page={page}
      list={audits}
      dialog={(close) => (
        <AuditFormDialog
          onClose={close}
          onDone={(audit) => {
            close();
            navigate(`/hub/audits/${audit.id}`);
          }}
        />
      )}
    >
      {(audit) => (
        <li key={audit.id}>
          <Card className="relative flex h-full flex-col gap-3 p-4 transition-shadow hover:shadow-md" data-testid="audit-card">
            <div className="flex items-start justify-between gap-2">
              <h2 className="min-w-0 break-words font-semibold">
                <Link to={`/hub/audits/${audit.id}`} className="after:absolute after:inset-0 hover:underline">
                  {audit.clientName}
                </Link>
              </h2>
              <Badge variant="plain" className={auditTypeColors[audit.auditType]}>
                {auditTypeLabels[audit.auditType]}
              </Badge>
            </div>
            <p className="truncate text-sm text-muted-foreground" title={audit.websiteUrl}>
              {audit.websiteUrl}
            </p>
            <ScoreMeter score={audit.score} label={`Score of ${audit.clientName}’s ${auditTypeLabels[audit.auditType]} audit`} />
            <p className="mt-auto flex items-center justify-between gap-2 text-xs text-muted-foreground">
              <span>{audit.lastRunAt ? `Run ${timeAgo(audit.lastRunAt)}` : 'Not run yet'}</span>
              {audit.score !== null && audit.previousScore !== null && <ScoreChange delta={audit.score - audit.previousScore} />}
            </p>
          </Card>
        </li>
      )}
    </HubRecordsPage>
  );
}
