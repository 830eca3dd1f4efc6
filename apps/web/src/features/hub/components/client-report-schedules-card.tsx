import type { ClientReportSchedule } from '@proclub/contracts/hub';
import { FilePlus2, Play } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { formatMoment, nounFor } from '@/lib/format';
import { toastAction, toastFailure, toastSuccess } from '@/lib/toast-action';
import {
  useClientReportSchedules,
  useDraftClientReport,
  useRunClientAudit,
  useUpdateClientReportSchedule,
} from '../api/use-client-report-schedules';

const CADENCES = [
  { days: 7, label: 'Weekly' },
  { days: 14, label: 'Every 2 weeks' },
  { days: 30, label: 'Monthly' },
];

function cadenceOptions(current: number) {
  return CADENCES.some((cadence) => cadence.days === current)
    ? CADENCES
    : [...CADENCES, { days: current, label: `Every ${current} ${nounFor(current, 'day')}` }];
}

function ToggleRow({
  id,
  label,
  checked,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-center justify-between gap-3">
      <Label htmlFor={id} className="font-normal">
        {label}
      </Label>
      <Switch id={id} checked={checked} disabled={disabled} onCheckedChange={onChange} />
    </div>
  );
}

/** One client's recurring work: re-audit cadence, the monthly proof report and whether it is sent by itself. */
function ClientReportScheduleItem({ schedule }: { schedule: ClientReportSchedule }) {
  const update = useUpdateClientReportSchedule();
  const run = useRunClientAudit();
  const draft = useDraftClientReport();
  const navigate = useNavigate();
  const base = `schedule-${schedule.id}`;

  const change = (patch: Parameters<typeof update.mutateAsync>[0]['change'], done: string) =>
    toastAction(() => update.mutateAsync({ id: schedule.id, change: patch }), done, 'Failed to update the schedule');
  const runNow = () =>
    toastAction(() => run.mutateAsync(schedule.id), `Re-audit of ${schedule.clientName} queued`, 'Failed to queue the re-audit');
  const draftNow = async () => {
    try {
      const { reportId } = await draft.mutateAsync(schedule.id);
      toastSuccess('Report drafted', {
        action: { label: 'Open', onClick: () => navigate(`/hub/proof-reports/${reportId}`) },
      });
    } catch (failure) {
      toastFailure(failure, 'Failed to draft the report');
    }
  };

  return (
    <li className="flex flex-col gap-3 border-b border-border py-4 last:border-b-0" data-testid="client-schedule">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="break-words font-medium">{schedule.clientName}</p>
          <p className="break-all text-sm text-muted-foreground">{schedule.websiteUrl}</p>
          <p className="text-sm text-muted-foreground">
            {schedule.lastAuditAt
              ? `Last audit ${formatMoment(schedule.lastAuditAt)}${schedule.lastScore !== null ? ` · score ${schedule.lastScore}` : ''}`
              : 'Not audited yet'}
            {schedule.auditsEnabled && schedule.nextAuditAt ? ` · next ${formatMoment(schedule.nextAuditAt)}` : ''}
          </p>
        </div>
        <Link to={`/hub/audits/${schedule.auditId}`} className="text-sm font-medium text-primary underline">
          Audit history
        </Link>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-3">
          <ToggleRow
            id={`${base}-audits`}
            label="Re-audit the site"
            checked={schedule.auditsEnabled}
            disabled={update.isPending}
            onChange={(auditsEnabled) =>
              change({ auditsEnabled }, auditsEnabled ? 'Re-audits switched on' : 'Re-audits switched off')
            }
          />
          <div className="space-y-1">
            <Label htmlFor={`${base}-interval`}>How often</Label>
            <NativeSelect
              id={`${base}-interval`}
              value={String(schedule.auditIntervalDays)}
              disabled={update.isPending || !schedule.auditsEnabled}
              onChange={(event) => {
                const days = Number(event.target.value);
                const label = cadenceOptions(schedule.auditIntervalDays).find((cadence) => cadence.days === days)?.label;
                void change({ auditIntervalDays: days }, `${schedule.clientName} is re-audited ${label?.toLowerCase()}`);
              }}
            >
              {cadenceOptions(schedule.auditIntervalDays).map((cadence) => (
                <option key={cadence.days} value={cadence.days}>
                  {cadence.label}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        <div className="space-y-3">
          <ToggleRow
            id={`${base}-report`}
            label="Monthly proof report (drafted on the 1st)"
            checked={schedule.monthlyReport}
            disabled={update.isPending}
            onChange={(monthlyReport) =>
              change({ monthlyReport }, monthlyReport ? 'Monthly report switched on' : 'Monthly report switched off')
            }
          />
          <ToggleRow
            id={`${base}-autosend`}
            label="Send the report automatically"
            checked={schedule.reportAutoSend}
            disabled={update.isPending || !schedule.monthlyReport}
            onChange={(reportAutoSend) =>
              change(
                { reportAutoSend },
                reportAutoSend ? 'Reports will be sent automatically' : 'Reports wait for you to review and send them',
              )
            }
          />
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={runNow}
          disabled={run.isPending}
          aria-label={`Run audit now for ${schedule.clientName}`}
        >
          {run.isPending ? <Spinner /> : <Play className="h-4 w-4" aria-hidden="true" />}
          Run Audit Now
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={draftNow}
          disabled={draft.isPending}
          aria-label={`Draft this month’s report for ${schedule.clientName}`}
        >
          {draft.isPending ? <Spinner /> : <FilePlus2 className="h-4 w-4" aria-hidden="true" />}
          Draft Report Now
        </Button>
      </div>
    </li>
  );
}

/** The Schedules page's per-client settings (a client gets one when they accept a proposal). */
export function ClientReportSchedulesCard() {
  const schedules = useClientReportSchedules();
  return (
    <Card className="p-4">
      <h2 className="mb-1 font-semibold">Client schedules</h2>
      <p className="mb-2 text-sm text-muted-foreground">
        Each client who accepted a proposal gets a re-audit of their site and a monthly proof report.
      </p>
      {schedules.isPending ? (
        <div role="status" aria-label="Loading client schedules">
          <Skeleton className="h-28" />
        </div>
      ) : schedules.isError ? (
        <ErrorState message="Failed to load client schedules" onRetry={() => schedules.refetch()} />
      ) : schedules.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No client schedules yet. When a client accepts a proposal, their re-audits and monthly report start here.
        </p>
      ) : (
        <ul aria-label="Client schedules">
          {schedules.data.map((schedule) => (
            <ClientReportScheduleItem key={schedule.id} schedule={schedule} />
          ))}
        </ul>
      )}
    </Card>
  );
}
