import { auditTypeLabels } from '@proclub/contracts/hub';
import { Gauge } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AddButton } from '@/components/ui/add-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { RecordList } from '@/components/ui/record-list';
import { timeAgo } from '@/lib/format';
import { useAudits } from '../api/use-audits';
import { auditTypeColors } from '../hub-colors';
import { AuditFormDialog } from './audit-form-dialog';
import { HubShell } from './hub-shell';
import { ScoreChange } from './score-change';
import { ScoreMeter } from './score-meter';

/** /hub/audits: audits newest first (client, type badge, URL, coloured score with a bar); New Audit. */
export function AuditsPage() {
  const audits = useAudits();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  return (
    <HubShell
      title="Client Audits"
      description="Score clients’ websites for SEO, performance, accessibility and marketing, and track every run."
      actions={<AddButton onClick={() => setCreating(true)}>New Audit</AddButton>}
    >
      <RecordList
        list={audits}
        label="Audits"
        className="grid gap-4 md:grid-cols-2 lg:grid-cols-3"
        loading={{
          label: 'Loading audits',
          className: 'grid gap-4 md:grid-cols-2 lg:grid-cols-3',
          count: 3,
          blockClassName: 'h-40',
        }}
        empty={
          <EmptyState icon={Gauge} message="No audits yet. Run your first audit on a client’s website.">
            <Button size="sm" onClick={() => setCreating(true)}>
              New Audit
            </Button>
          </EmptyState>
        }
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
              <ScoreMeter
                score={audit.score}
                label={`Score of ${audit.clientName}’s ${auditTypeLabels[audit.auditType]} audit`}
              />
              <p className="mt-auto flex items-center justify-between gap-2 text-xs text-muted-foreground">
                <span>{audit.lastRunAt ? `Run ${timeAgo(audit.lastRunAt)}` : 'Not run yet'}</span>
                {audit.score !== null && audit.previousScore !== null && (
                  <ScoreChange delta={audit.score - audit.previousScore} />
                )}
              </p>
            </Card>
          </li>
        )}
      </RecordList>
      <LoadMoreButton hasMore={audits.hasNextPage} loading={audits.isFetchingNextPage} onClick={audits.fetchNextPage} />
      {creating && (
        <AuditFormDialog
          onClose={() => setCreating(false)}
          onDone={(audit) => {
            setCreating(false);
            navigate(`/hub/audits/${audit.id}`);
          }}
        />
      )}
    </HubShell>
  );
}
