import { TIMELINE_KINDS, type TimelineEvent, type TimelineKind } from '@proclub/contracts/crm';
import { History } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LoadMore } from '@/components/ui/load-more';
import { LoadingBlocks } from '@/components/ui/skeleton';
import { formatMoment } from '@/lib/format';
import { useClientTimeline } from '../api/use-client-timeline';

export const timelineKindLabels: Record<TimelineKind, string> = {
  proposal: 'Proposals',
  campaign: 'Campaign emails',
  audit: 'Audits',
  report: 'Reports',
  message: 'Messages',
  milestone: 'Milestones',
  note: 'Notes',
  order: 'Orders',
  task: 'Tasks',
};

const kindNames: Record<TimelineKind, string> = {
  proposal: 'Proposal',
  campaign: 'Campaign email',
  audit: 'Audit',
  report: 'Report',
  message: 'Message',
  milestone: 'Milestone',
  note: 'Note',
  order: 'Order',
  task: 'Task',
};

/** "Proposal accepted", "Campaign email opened", … */
export const eventHeadline = (event: TimelineEvent) => `${kindNames[event.kind]} ${event.action}`;

export function TimelineItem({ event }: { event: TimelineEvent }) {
  return (
    <li className="flex min-w-0 flex-col gap-0.5 border-l-2 border-border pl-3" data-kind={event.kind}>
      <span className="text-xs text-muted-foreground">
        <time dateTime={event.at}>{formatMoment(event.at)}</time> · {eventHeadline(event)}
      </span>
      <Link to={event.link} className="truncate font-medium hover:underline">
        {event.title}
      </Link>
      {event.detail && <span className="truncate text-sm text-muted-foreground">{event.detail}</span>}
    </li>
  );
}

/** One client's activity, newest first, filterable by kind, paged with 'Load more'. */
export function ClientTimeline({ clientId }: { clientId: string }) {
  const [kind, setKind] = useState<TimelineKind | undefined>(undefined);
  const timeline = useClientTimeline(clientId, kind);
  const items = timeline.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="timeline-heading" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="timeline-heading" className="text-lg font-semibold">
          Timeline
        </h2>
        <div className="flex items-center gap-2">
          <Label htmlFor="timeline-kind">Show</Label>
          <NativeSelect
            id="timeline-kind"
            value={kind ?? 'all'}
            onChange={(event) => setKind(event.target.value === 'all' ? undefined : (event.target.value as TimelineKind))}
          >
            <option value="all">Everything</option>
            {TIMELINE_KINDS.map((value) => (
              <option key={value} value={value}>
                {timelineKindLabels[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {timeline.isPending ? (
        <LoadingBlocks label="Loading timeline" count={3} className="space-y-3" blockClassName="h-12" />
      ) : timeline.isError ? (
        <ErrorState message="Failed to load timeline" onRetry={() => timeline.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState icon={History} message={kind ? 'Nothing of this kind yet.' : 'Nothing has happened with this client yet.'} />
      ) : (
        <>
          <ol className="space-y-3" aria-label="Timeline">
            {items.map((event) => (
              <TimelineItem key={event.id} event={event} />
            ))}
          </ol>
          <LoadMore query={timeline} />
        </>
      )}
    </section>
  );
}
