import type { ProposalSummary } from '@proclub/contracts/proposals';
import { FileText, Pencil, Plus, Send } from 'lucide-react';
import { useCallback, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { PageShell } from '@/components/layout/page-shell';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatMoment } from '@/lib/format';
import { formatMoney } from '@/lib/utils';
import { useProposal } from '../api/use-proposal';
import { useProposals } from '../api/use-proposals';
import { useSendProposal } from '../api/use-send-proposal';
import { proposalStatusColors, proposalStatusLabels } from '../proposal-status';
import { ProposalEditDialog } from './proposal-edit-dialog';

function statusLine(proposal: ProposalSummary): string {
  if (proposal.acceptedAt) return `Accepted ${formatMoment(proposal.acceptedAt)}`;
  if (proposal.sentAt) return `Sent ${formatMoment(proposal.sentAt)}`;
  return `Created ${formatMoment(proposal.createdAt)}`;
}

/** Loads the proposal's line items, then opens the editor. */
function EditProposal({ id, onClose }: { id: string; onClose: () => void }) {
  const proposal = useProposal(id);
  useEffect(() => {
    if (!proposal.isError) return;
    toast.error(errorMessage(proposal.error, 'Failed to load proposal'), { id: `proposal-${id}` });
    onClose();
  }, [proposal.isError, proposal.error, id, onClose]);
  return proposal.data ? <ProposalEditDialog proposal={proposal.data} onClose={onClose} /> : null;
}

/**
 * /hub/proposals: the seller's proposals newest first (title, status, client, $/month, ROI %, setup cost);
 * Edit line items, Send to Client (drafts only), and accepted proposals arrive live.
 */
export function ProposalsPage() {
  const proposals = useProposals();
  const send = useSendProposal();
  // ?open=<id> (set after Create Proposal on /client-analysis) opens that proposal's editor.
  const [searchParams, setSearchParams] = useSearchParams();
  const editing = searchParams.get('open');
  const setEditing = (id: string) => setSearchParams({ open: id });
  const closeEditor = useCallback(() => setSearchParams({}, { replace: true }), [setSearchParams]);

  const sendToClient = async (proposal: ProposalSummary) => {
    try {
      const result = await send.mutateAsync(proposal.id);
      toast.success(`Proposal sent to ${result.to}`);
    } catch (failure) {
      toast.error(errorMessage(failure, 'Failed to send proposal'));
    }
  };

  return (
    <PageShell
      back={{ to: '/hub', label: 'Back to Hub' }}
      title="Proposals"
      description="Priced proposals from your website analyses; clients accept them online."
      actions={
        <Link to="/client-analysis" className={buttonClasses('default', 'sm')}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          New Proposal
        </Link>
      }
    >
      {proposals.isPending ? (
        <div className="grid gap-4 md:grid-cols-2" role="status" aria-label="Loading proposals">
          <Skeleton className="h-36" />
          <Skeleton className="h-36" />
        </div>
      ) : proposals.items.length === 0 ? (
        <EmptyState
          icon={FileText}
          message="No proposals yet. Analyze a client’s website and turn its recommendations into a proposal."
        >
          <Link to="/client-analysis" className={buttonClasses('default', 'sm')}>
            New Proposal
          </Link>
        </EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" aria-label="Proposals">
          {proposals.items.map((proposal) => (
            <li key={proposal.id}>
              <Card className="flex h-full flex-col gap-3 p-4" data-testid="proposal-card">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <h2 className="break-words font-semibold">{proposal.title}</h2>
                    <p className="text-sm text-muted-foreground">{proposal.clientName}</p>
                  </div>
                  <Badge variant="plain" className={proposalStatusColors[proposal.status]} data-status={proposal.status}>
                    {proposalStatusLabels[proposal.status]}
                  </Badge>
                </div>
                <dl className="grid grid-cols-3 gap-2 text-sm">
                  <div>
                    <dt className="text-xs text-muted-foreground">Monthly</dt>
                    <dd className="font-semibold tabular-nums">{formatMoney(proposal.totalMonthlyCost)}/month</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-muted-foreground">Estimated ROI</dt>
                    <dd className="font-semibold tabular-nums text-green-700 dark:text-green-400">{proposal.estimatedROI}%</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-muted-foreground">Setup Cost</dt>
                    <dd className="font-semibold tabular-nums">{formatMoney(proposal.totalSetupCost)}</dd>
                  </div>
                </dl>
                <p className="text-xs text-muted-foreground">{statusLine(proposal)}</p>
                <div className="mt-auto flex flex-wrap gap-2">
                  {proposal.status !== 'accepted' && (
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setEditing(proposal.id)}
                      aria-label={`Edit ${proposal.title}`}
                    >
                      <Pencil className="h-4 w-4" aria-hidden="true" />
                      Edit
                    </Button>
                  )}
                  {proposal.status === 'draft' && (
                    <Button
                      size="sm"
                      onClick={() => sendToClient(proposal)}
                      disabled={send.isPending && send.variables === proposal.id}
                    >
                      {send.isPending && send.variables === proposal.id ? (
                        <Spinner />
                      ) : (
                        <Send className="h-4 w-4" aria-hidden="true" />
                      )}
                      Send to Client
                    </Button>
                  )}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton hasMore={proposals.hasNextPage} loading={proposals.isFetchingNextPage} onClick={proposals.fetchNextPage} />
      {editing && <EditProposal id={editing} onClose={closeEditor} />}
    </PageShell>
  );
}
