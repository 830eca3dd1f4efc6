import { DELIVERY_MAX_FILES } from '@proclub/contracts/order-deliveries';
import { type AdminDispute, disputeMessageInputSchema, disputeOutcomeLabels } from '@proclub/contracts/orders';
import { formatDistanceToNow, parseISO } from 'date-fns';
import { Scale } from 'lucide-react';
import { useState } from 'react';
import { FormTextarea } from '@/components/form/form-controls';
import { saveForm, useZodForm } from '@/components/form/zod-form';
import { DisputeMessages } from '@/components/orders/dispute-messages';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { formatMoment } from '@/lib/format';
import { formatMoney } from '@/lib/utils';
import { useAdminDisputeMessage, useAdminDisputeThread } from '../api/use-dispute-thread';
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
  const [reading, setReading] = useState(false);
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
      {dispute.status === 'open' &&
        (dispute.escalatedAt ? (
          <p className="text-xs font-medium text-destructive" data-testid="dispute-respond-by">
            Overdue: the {dispute.openedBy === 'buyer' ? 'seller' : 'buyer'} did not answer by {formatMoment(dispute.respondBy)}.
            Escalated for a decision.
          </p>
        ) : (
          <p className="text-xs" data-testid="dispute-respond-by">
            The {dispute.openedBy === 'buyer' ? 'seller' : 'buyer'} has until {formatMoment(dispute.respondBy)} to answer.
          </p>
        ))}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" aria-expanded={reading} onClick={() => setReading(!reading)}>
          {reading ? 'Hide Conversation' : 'Conversation'}
        </Button>
        {dispute.status === 'open' && (
          <Button size="sm" onClick={() => setResolving(true)}>
            Resolve
          </Button>
        )}
      </div>
      {reading && <AdminDisputeConversation dispute={dispute} />}
      {resolving && <ResolveDisputeDialog dispute={dispute} onClose={() => setResolving(false)} />}
    </li>
  );
}

/** The dispute's conversation for the admin: what both sides wrote, and (while open) a question to them. */
function AdminDisputeConversation({ dispute }: { dispute: AdminDispute }) {
  const thread = useAdminDisputeThread(dispute.id);
  const post = useAdminDisputeMessage(dispute.id);
  const form = useZodForm(disputeMessageInputSchema, { message: '' });
  const [evidence, setEvidence] = useState<File[]>([]);
  const [fileInputKey, setFileInputKey] = useState(0);
  const messages = thread.data?.messages ?? [];
  return (
    <div className="space-y-2 border-t border-border pt-2 text-sm">
      {thread.isSuccess && messages.length === 0 && <p className="text-muted-foreground">No messages yet.</p>}
      <DisputeMessages
        messages={messages}
        fileUrl={(fileId) => `/api/admin/disputes/${encodeURIComponent(dispute.id)}/files/${encodeURIComponent(fileId)}`}
      />
      {dispute.status === 'open' && (
        <form
          className="space-y-2"
          onSubmit={async (event) => {
            event.preventDefault();
            if (
              await saveForm(form, (data) => post.mutateAsync({ ...data, files: evidence }), {
                success: 'Message sent',
                failure: 'Could not send the message',
              })
            ) {
              form.reset({ message: '' });
              setEvidence([]);
              setFileInputKey((key) => key + 1);
            }
          }}
        >
          <FormTextarea
            form={form}
            name="message"
            id={`admin-dispute-message-${dispute.id}`}
            label="Write to both parties"
            rows={3}
            maxLength={5000}
          />
          <div className="space-y-1">
            <label htmlFor={`admin-dispute-evidence-${dispute.id}`} className="text-sm font-medium">
              Evidence files (optional, up to {DELIVERY_MAX_FILES})
            </label>
            <input
              key={fileInputKey}
              id={`admin-dispute-evidence-${dispute.id}`}
              type="file"
              multiple
              className="block text-sm"
              onChange={(event) => setEvidence([...(event.target.files ?? [])].slice(0, DELIVERY_MAX_FILES))}
            />
          </div>
          <Button type="submit" size="sm" busy={post.isPending}>
            Send
          </Button>
        </form>
      )}
    </div>
  );
}
