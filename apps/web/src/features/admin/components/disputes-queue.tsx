import { type AdminDispute, disputeOutcomeLabels } from '@proclub/contracts/orders';
import { formatDistanceToNow, parseISO } from 'date-fns';
import { Scale } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { formatMoney } from '@/lib/utils';
import { useDisputes } from '../api/use-disputes';
import { PagedResults } from './paged-results';
import { ResolveDisputeDialog } from './resolve-dispute-dialog';
import { SegmentedFilter } from './segmented-filter';

/** Order disputes: open ones wait for a decision (release, full or partial refund); resolved ones show it. */
export function DisputesQueue() {
  const [status, setStatus] = useState<'open' | 'resolved'>('open');
  const disputes = useDisputes(status);
  return (
    <div className="space-y-4">
      <SegmentedFilter
        label="Dispute status"
        value={status}
        onChange={setStatus}
        options={[
          { value: 'open', label: 'Open' },
          { value: 'resolved', label: 'Resolved' },
        ]}
      />
      <PagedResults
        query={disputes}
        loadingHeight="h-40"
        failure="Failed to load disputes"
        empty={<EmptyState icon={Scale} message={status === 'open' ? 'No open disputes. All clear!' : 'No resolved disputes.'} />}
      >
        {(items) => (
          <ul className="space-y-3" aria-label={status === 'open' ? 'Open disputes' : 'Resolved disputes'}>
            {items.map((dispute) => (
              <DisputeCard key={dispute.id} dispute={dispute} />
            ))}
          </ul>
        )}
      </PagedResults>
    </div>
  );
}

const party = (person: AdminDispute['buyer']) => person.name || person.email || 'Deleted user';

function DisputeCard({ dispute }: { dispute: AdminDispute }) {
  const [resolving, setResolving] = useState(false);
  return (
    <li className="space-y-2 rounded-lg border border-border bg-card p-4" aria-label={`Dispute: ${dispute.serviceTitle}`}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium">{dispute.serviceTitle}</span>
        <Badge variant="secondary">{formatMoney(dispute.amountCents / 100)}</Badge>
        {dispute.outcome && <Badge>{disputeOutcomeLabels[dispute.outcome]}</Badge>}
      </div>
      <p className="text-sm">
        <span className="text-muted-foreground">Buyer:</span> {party(dispute.buyer)} ·{' '}
        <span className="text-muted-foreground">Seller:</span> {party(dispute.seller)}
      </p>
      <p className="text-sm">
        <span className="text-muted-foreground">Reason:</span> {dispute.reason}
      </p>
      <p className="text-xs text-muted-foreground">
        Opened by the {dispute.openedBy} {formatDistanceToNow(parseISO(dispute.createdAt), { addSuffix: true })} · Order{' '}
        {dispute.orderId.slice(0, 8)}
      </p>
      {dispute.status === 'resolved' && (
        <p className="text-xs">
          {dispute.refundCents ? `Refunded ${formatMoney(dispute.refundCents / 100)}. ` : ''}
          {dispute.note && `Note: ${dispute.note}`}
        </p>
      )}
      {dispute.status === 'open' && (
        <Button size="sm" onClick={() => setResolving(true)}>
          Resolve
        </Button>
      )}
      {resolving && <ResolveDisputeDialog dispute={dispute} onClose={() => setResolving(false)} />}
    </li>
  );
}
