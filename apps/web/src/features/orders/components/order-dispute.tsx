import { DELIVERY_MAX_FILES } from '@proclub/contracts/order-deliveries';
import {
  disputeInputSchema,
  disputeMessageInputSchema,
  disputeOutcomeLabels,
  type Order,
  type OrderDispute,
} from '@proclub/contracts/orders';
import { Download, Scale } from 'lucide-react';
import { useState } from 'react';
import { FormTextarea } from '@/components/form/form-controls';
import { FormDialog } from '@/components/form/form-dialog';
import { saveForm, useZodForm } from '@/components/form/zod-form';
import { DisputeMessages } from '@/components/orders/dispute-messages';
import { Button, buttonClasses } from '@/components/ui/button';
import { workspaceLink } from '@/lib/current-workspace';
import { formatMoment } from '@/lib/format';
import { formatMoney } from '@/lib/utils';
import { useDisputeThread, useOpenDispute, useOrderDispute, usePostDisputeMessage } from '../api/use-order-dispute';

/** The state machine decides (ADR 037): after acceptance, with the money held. */
const disputable = (order: Order) => order.actions.includes('open_dispute');

/**
 * The dispute part of an order (ADR 028): after acceptance either side can open one with a reason; while it is open
 * the money stays held; the admin's decision shows here. And the PDF receipt of a paid order.
 */
export function OrderDisputeSection({ order }: { order: Order }) {
  const [opening, setOpening] = useState(false);
  const mayHaveDispute = order.status === 'disputed' || order.status === 'completed' || order.status === 'cancelled';
  const dispute = useOrderDispute(order.id, mayHaveDispute).data?.dispute ?? null;
  const paid = order.payment.status !== 'unpaid';
  if (!paid && !dispute) return null;
  return (
    <section aria-labelledby="order-dispute-heading" className="space-y-2">
      <h3 id="order-dispute-heading" className="sr-only">
        Payment and disputes
      </h3>
      {dispute && (
        <div className="space-y-1 rounded-md border border-border p-3 text-sm" data-testid="order-dispute">
          <p className="font-medium">
            {dispute.status === 'open'
              ? `Disputed by the ${dispute.openedBy}: the payment is held until an admin resolves it.`
              : `Dispute resolved: ${dispute.outcome ? disputeOutcomeLabels[dispute.outcome] : ''}${
                  dispute.outcome === 'partial' && dispute.refundCents !== null
                    ? ` (${formatMoney(dispute.refundCents / 100)} back to the buyer)`
                    : ''
                }`}
          </p>
          <p className="text-muted-foreground">Reason: {dispute.reason}</p>
          {dispute.note && <p className="text-muted-foreground">Admin note: {dispute.note}</p>}
          <DisputeConversation order={order} dispute={dispute} />
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {paid && (
          <a
            href={workspaceLink(`/api/orders/${encodeURIComponent(order.id)}/receipt.pdf`)}
            download
            className={buttonClasses('outline', 'sm')}
          >
            <Download className="h-4 w-4" aria-hidden="true" />
            Download receipt
          </a>
        )}
        {disputable(order) && (
          <Button variant="outline" size="sm" onClick={() => setOpening(true)}>
            <Scale className="h-4 w-4" aria-hidden="true" />
            Open Dispute
          </Button>
        )}
      </div>
      {opening && <OpenDisputeDialog orderId={order.id} onClose={() => setOpening(false)} />}
    </section>
  );
}

function OpenDisputeDialog({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const open = useOpenDispute(orderId);
  const form = useZodForm(disputeInputSchema, { reason: '' });
  return (
    <FormDialog
      title="Open Dispute"
      description="An admin reviews the order and decides: release the payment, refund it, or refund part of it. The payment stays held until then."
      submitLabel="Open Dispute"
      onClose={onClose}
      onSubmit={() =>
        saveForm(form, (data) => open.mutateAsync(data), { success: 'Dispute opened', failure: 'Could not open the dispute' })
      }
    >
      <FormTextarea form={form} name="reason" id="dispute-reason" label="What went wrong?" rows={4} maxLength={2000} />
    </FormDialog>
  );
}

/**
 * The dispute as a conversation (issue 37): the other side's deadline to answer, the messages of the buyer, the
 * seller and the admin, and (while open) a box to write in it. Everyone else in it is notified.
 */
function DisputeConversation({ order, dispute }: { order: Order; dispute: OrderDispute }) {
  const thread = useDisputeThread(order.id, true);
  const post = usePostDisputeMessage(order.id);
  const form = useZodForm(disputeMessageInputSchema, { message: '' });
  const [evidence, setEvidence] = useState<File[]>([]);
  const [fileInputKey, setFileInputKey] = useState(0);
  const open = dispute.status === 'open';
  const otherSide = dispute.openedBy === 'buyer' ? 'seller' : 'buyer';
  const messages = thread.data?.messages ?? [];
  return (
    <div className="space-y-2 pt-2">
      {open &&
        (dispute.escalatedAt ? (
          <p data-testid="dispute-deadline" className="font-medium text-destructive">
            {otherSide === order.viewerRole ? 'You' : `The ${otherSide}`} did not answer by {formatMoment(dispute.respondBy)}:
            ProClub's team will decide this dispute.
          </p>
        ) : (
          <p data-testid="dispute-deadline">
            {otherSide === order.viewerRole ? 'You have' : `The ${otherSide} has`} until {formatMoment(dispute.respondBy)} to
            answer.
          </p>
        ))}
      <DisputeMessages
        messages={messages}
        fileUrl={(fileId) =>
          workspaceLink(`/api/orders/${encodeURIComponent(order.id)}/dispute/files/${encodeURIComponent(fileId)}`)
        }
      />
      {open && (
        <form
          className="space-y-2"
          onSubmit={async (event) => {
            event.preventDefault();
            const sent = await saveForm(form, (data) => post.mutateAsync({ ...data, files: evidence }), {
              success: 'Message sent',
              failure: 'Could not send the message',
            });
            if (sent) {
              form.reset({ message: '' });
              setEvidence([]);
              setFileInputKey((key) => key + 1);
            }
          }}
        >
          <FormTextarea
            form={form}
            name="message"
            id={`dispute-message-${order.id}`}
            label="Write in the dispute"
            rows={3}
            maxLength={5000}
          />
          <div className="space-y-1">
            <label htmlFor={`dispute-evidence-${order.id}`} className="text-sm font-medium">
              Evidence files (optional, up to {DELIVERY_MAX_FILES})
            </label>
            <input
              key={fileInputKey}
              id={`dispute-evidence-${order.id}`}
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
