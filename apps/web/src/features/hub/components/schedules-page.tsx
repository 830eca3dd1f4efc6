import { type JobSchedule, jobStateLabels, type ScheduledJob } from '@proclub/contracts/job-schedules';
import { CalendarClock, RotateCcw } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingBlocks } from '@/components/ui/skeleton';
import { countOf } from '@/lib/format';
import { toastFailure, toastSuccess } from '@/lib/toast-action';
import { useJobSchedules, useRetryJob } from '../api/use-job-schedules';
import { describeTiming } from '../lib/describe-timing';
import { ClientReportSchedulesCard } from './client-report-schedules-card';
import { HubShell } from './hub-shell';

const stateColors: Record<ScheduledJob['state'], string> = {
  created: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  retry: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-200',
  active: 'bg-indigo-100 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200',
  completed: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  cancelled: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  failed: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
};

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function JobRow({ job }: { job: ScheduledJob }) {
  const retry = useRetryJob();
  const name = job.label ?? job.title;
  return (
    <li
      className="flex flex-col gap-2 border-b border-border py-3 last:border-b-0 sm:flex-row sm:items-center sm:justify-between"
      data-testid="job-row"
    >
      <div className="min-w-0">
        <p className="break-words font-medium">{name}</p>
        <p className="text-sm text-muted-foreground">
          {job.completedAt ? `Finished ${when(job.completedAt)}` : `Due ${when(job.startAfter)}`}
          {job.attempts > 0 && ` · ${countOf(job.attempts, 'attempt')}`}
        </p>
        {job.error && <p className="break-words text-sm text-destructive">{job.error}</p>}
      </div>
      <div className="flex items-center gap-2">
        <Badge variant="plain" className={stateColors[job.state]}>
          {jobStateLabels[job.state]}
        </Badge>
        {job.state === 'failed' && (
          <Button
            size="sm"
            variant="outline"
            disabled={retry.isPending}
            aria-label={`Retry ${name}`}
            onClick={() =>
              retry.mutate(job.id, {
                onSuccess: () => toastSuccess('Job queued again'),
                onError: (error) => toastFailure(error, 'Failed to retry the job'),
              })
            }
          >
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
            Retry
          </Button>
        )}
      </div>
    </li>
  );
}

function Section({ title, empty, jobs }: { title: string; empty: string; jobs: ScheduledJob[] }) {
  return (
    <Card className="p-4">
      <h2 className="mb-2 font-semibold">{title}</h2>
      {jobs.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul aria-label={title}>
          {jobs.map((job) => (
            <JobRow key={job.id} job={job} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function ScheduleList({ title, description, schedules }: { title: string; description: string; schedules: JobSchedule[] }) {
  return (
    <Card className="p-4">
      <h2 className="font-semibold">{title}</h2>
      <p className="mb-2 text-sm text-muted-foreground">{description}</p>
      <ul aria-label={title}>
        {schedules.map((schedule) => (
          <li key={schedule.id} className="border-b border-border py-3 last:border-b-0" data-testid="schedule-row">
            <p className="break-words font-medium">{schedule.label ?? schedule.title}</p>
            <p className="text-sm text-muted-foreground">
              Next {when(schedule.nextRunAt)} · {describeTiming(schedule)}
            </p>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** /hub/schedules: what runs next, what ran, failures with Retry — the seller's own jobs only. */
export function SchedulesPage() {
  const overview = useJobSchedules();
  return (
    <HubShell title="Schedules" description="Work that runs by itself: what runs next, what ran, and what failed.">
      <div className="mb-4">
        <ClientReportSchedulesCard />
      </div>
      {overview.isPending ? (
        <LoadingBlocks label="Loading schedules" className="space-y-4" count={2} blockClassName="h-32" />
      ) : overview.isError ? (
        <ErrorState message="Failed to load schedules" onRetry={() => overview.refetch()} />
      ) : overview.data.upcoming.length + overview.data.recent.length + overview.data.schedules.length === 0 ? (
        <EmptyState
          icon={CalendarClock}
          message="Nothing scheduled yet. Scheduled posts, rank checks and re-audits appear here."
        />
      ) : (
        <div className="space-y-4">
          {overview.data.schedules.length > 0 && (
            <ScheduleList title="Recurring" description="Your own recurring work." schedules={overview.data.schedules} />
          )}
          <Section title="Runs next" empty="Nothing waiting." jobs={overview.data.upcoming} />
          <Section title="Ran recently" empty="Nothing has run yet." jobs={overview.data.recent} />
        </div>
      )}
      {overview.data && overview.data.platform.length > 0 && (
        <div className="mt-4">
          <ScheduleList
            title="Platform jobs"
            description="Run by ProClub for every agency: they draft your clients’ monthly reports and scan for follow-ups and review requests."
            schedules={overview.data.platform}
          />
        </div>
      )}
    </HubShell>
  );
}
