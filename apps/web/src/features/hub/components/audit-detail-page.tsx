import { type AuditCheckChange, auditTypeLabels } from '@proclub/contracts/hub';
import { RefreshCw } from 'lucide-react';
import { useNavigate } from 'react-router';
import { CheckList } from '@/components/checks/check-list';
import { checkStatusLabels } from '@/components/checks/check-status';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatMoment, nounFor } from '@/lib/format';
import { toastAction } from '@/lib/toast-action';
import { useAudit } from '../api/use-audit';
import { useDeleteAudit } from '../api/use-record-mutations';
import { useRunAudit } from '../api/use-run-audit';
import { auditTypeColors } from '../hub-colors';
import { AuditHistoryChart } from './audit-history-chart';
import { ConfirmDeleteButton } from './confirm-delete-button';
import { HubRecordPending } from './hub-record-pending';
import { HubShell } from './hub-shell';
import { ScoreChange } from './score-change';
import { ScoreMeter } from './score-meter';

const back = { to: '/hub/audits', label: 'Back to Audits' };

function ChangeList({ title, changes }: { title: string; changes: AuditCheckChange[] }) {
  if (changes.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-semibold">{title}</h3>
      <ul className="mt-1 space-y-1 text-sm" aria-label={title}>
        {changes.map((change) => (
          <li key={change.id}>
            {change.label}: {checkStatusLabels[change.from]} → {checkStatusLabels[change.to]}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** /hub/audits/:id: the score, what changed since the run before, every finding, and Run Audit again. */
export function AuditDetailPage({ id }: { id: string }) {
  const audit = useAudit(id);
  const run = useRunAudit();
  const remove = useDeleteAudit();
  const navigate = useNavigate();

  if (!audit.isSuccess) {
    return <HubRecordPending query={audit} title="Audit" what="Audit" back={back} placeholders={['h-32', 'h-64']} />;
  }

  const data = audit.data;
  const runAgain = () =>
    toastAction(
      () => run.mutateAsync(data.id),
      (ran) => `Audit complete: score ${ran.score}/100`,
      'Failed to run audit. Please check the URL and try again.',
    );
  const deleteAudit = async () => {
    if (await toastAction(() => remove.mutateAsync(data.id), 'Audit deleted successfully', 'Failed to delete audit')) {
      navigate('/hub/audits');
    }
  };
  const manualLatest = data.runs[0]?.source === 'manual';

  return (
    <HubShell
      title={`${auditTypeLabels[data.auditType]} audit · ${data.clientName}`}
      back={back}
      actions={
        <>
          <Button size="sm" onClick={runAgain} disabled={run.isPending}>
            {run.isPending ? <Spinner /> : <RefreshCw className="h-4 w-4" aria-hidden="true" />}
            {run.isPending ? 'Running Audit...' : data.runs.length ? 'Run Again' : 'Run Audit'}
          </Button>
          <ConfirmDeleteButton
            what="Audit"
            description="Every run of it is deleted too."
            onConfirm={deleteAudit}
            disabled={remove.isPending}
          />
        </>
      }
    >
      <div className="grid gap-4 lg:grid-cols-[20rem_1fr]">
        <Card className="space-y-4 p-4 sm:p-6">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="plain" className={auditTypeColors[data.auditType]}>
              {auditTypeLabels[data.auditType]}
            </Badge>
            <a
              href={data.websiteUrl}
              target="_blank"
              rel="noreferrer noopener"
              className="min-w-0 truncate text-sm text-primary hover:underline"
            >
              {data.websiteUrl}
            </a>
          </div>
          <h2 className="text-sm font-semibold">Score</h2>
          <ScoreMeter score={data.score} label="Audit score" />
          {data.change && <ScoreChange delta={data.change.scoreDelta} />}
          <p className="text-xs text-muted-foreground">
            {data.lastRunAt
              ? `Last run ${formatMoment(data.lastRunAt)} · ${data.runs.length} ${nounFor(data.runs.length, 'run')}`
              : 'Not run yet'}
          </p>
          {data.change && data.change.improved.length + data.change.worsened.length > 0 && (
            <div className="space-y-3 border-t border-border pt-3">
              <ChangeList title="Improved since last run" changes={data.change.improved} />
              <ChangeList title="Worse since last run" changes={data.change.worsened} />
            </div>
          )}
        </Card>
        {data.runs.length > 1 ? (
          <AuditHistoryChart runs={data.runs} />
        ) : (
          <Card className="flex items-center justify-center p-6 text-center text-sm text-muted-foreground">
            Run the audit again later to see the score over time.
          </Card>
        )}
      </div>
      {data.findings.length > 0 ? (
        <CheckList checks={data.findings} />
      ) : (
        <Card className="p-6 text-sm text-muted-foreground">
          {manualLatest
            ? 'This score was recorded by hand, so there are no findings. Run the audit to check the site.'
            : 'No findings yet: run the audit to check the site.'}
        </Card>
      )}
    </HubShell>
  );
}
