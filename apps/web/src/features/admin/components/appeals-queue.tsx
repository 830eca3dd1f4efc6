import type { AdminAppeal, AppealStatus } from '@proclub/contracts/admin';
import { formatDistanceToNow, parseISO } from 'date-fns';
import { Scale } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { titleCase } from '@/lib/utils';
import { useAppeals } from '../api/use-appeals';
import { useDecideAppeal } from '../api/use-decide-appeal';
import { PagedResults } from './paged-results';
import { ReasonDialog } from './reason-dialog';
import { SegmentedFilter } from './segmented-filter';

/** Suspended people's appeals (issue #37): open / lifted / rejected; an open one is lifted or rejected with a reason. */
export function AppealsQueue() {
  const [status, setStatus] = useState<AppealStatus>('open');
  const appeals = useAppeals(status);
  return (
    <div className="space-y-4">
      <SegmentedFilter
        label="Appeal status"
        value={status}
        onChange={setStatus}
        options={[
          { value: 'open', label: 'Open' },
          { value: 'lifted', label: 'Lifted' },
          { value: 'rejected', label: 'Rejected' },
        ]}
      />
      <PagedResults
        query={appeals}
        loadingHeight="h-40"
        failure="Failed to load appeals"
        empty={<EmptyState icon={Scale} message={status === 'open' ? 'No open appeals.' : `No ${status} appeals.`} />}
      >
        {(items) => (
          <ul className="space-y-3" aria-label={`${titleCase(status)} appeals`}>
            {items.map((appeal) => (
              <AppealCard key={appeal.id} appeal={appeal} />
            ))}
          </ul>
        )}
      </PagedResults>
    </div>
  );
}

const DECISIONS = {
  lift: { label: 'Lift Ban', description: 'The account works again; the person is emailed your reason.' },
  reject: { label: 'Reject Appeal', description: 'The suspension stays; the person is emailed your reason.' },
} as const;

function AppealCard({ appeal }: { appeal: AdminAppeal }) {
  const [decision, setDecision] = useState<'lift' | 'reject' | null>(null);
  const decide = useDecideAppeal(appeal.id);
  const who = appeal.user?.name ?? appeal.user?.email ?? 'Deleted user';
  return (
    <li className="space-y-2 rounded-lg border border-border bg-card p-4" aria-label={`Appeal from ${who}`}>
      <p className="text-sm font-medium">
        {appeal.user ? (
          <Link to={`/admin/users/${appeal.user.id}`} className="text-primary hover:underline">
            {who}
          </Link>
        ) : (
          who
        )}{' '}
        {appeal.user && <span className="font-normal text-muted-foreground">({appeal.user.email})</span>}
      </p>
      {appeal.banReason && (
        <p className="text-sm">
          <span className="text-muted-foreground">Suspended for:</span> {appeal.banReason}
        </p>
      )}
      <p className="whitespace-pre-line text-sm">{appeal.message}</p>
      <p className="text-xs text-muted-foreground">Sent {formatDistanceToNow(parseISO(appeal.createdAt), { addSuffix: true })}</p>
      {appeal.decisionReason && <p className="text-xs">Decision: {appeal.decisionReason}</p>}
      {appeal.status === 'open' && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => setDecision('lift')}>
            {DECISIONS.lift.label}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setDecision('reject')}>
            {DECISIONS.reject.label}
          </Button>
        </div>
      )}
      {decision && (
        <ReasonDialog
          title={DECISIONS[decision].label}
          description={DECISIONS[decision].description}
          submitLabel={DECISIONS[decision].label}
          success={decision === 'lift' ? 'Ban lifted' : 'Appeal rejected'}
          onClose={() => setDecision(null)}
          run={(body) => decide.mutateAsync({ decision, reason: String(body.reason) })}
        />
      )}
    </li>
  );
}
