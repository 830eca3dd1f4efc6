import type { ProposalSummary } from '@proclub/contracts/proposals';
import { Ban, Copy, Download, ExternalLink, FileText, GitBranchPlus, Pencil, Plus, RotateCw, Send, Trash2 } from 'lucide-react';
import { useCallback, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { PageShell } from '@/components/layout/page-shell';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMore } from '@/components/ui/load-more';
import { RecordList } from '@/components/ui/record-list';
import { Spinner } from '@/components/ui/spinner';
import { workspaceLink } from '@/lib/current-workspace';
import { formatMoment } from '@/lib/format';
import { mailOutcome } from '@/lib/mail-outcome';
import { toastAction, toastFailure, toastSuccess } from '@/lib/toast-action';
import { formatMoney } from '@/lib/utils';
import { useProposal } from '../api/use-proposal';
import { useDeleteProposal, useNewProposalVersion, useResendProposal, useWithdrawProposal } from '../api/use-proposal-actions';
import { useProposals } from '../api/use-proposals';
import { useSendProposal } from '../api/use-send-proposal';
import { proposalStatusColors, proposalStatusLabels } from '../proposal-status';
import { ProposalEditDialog } from './proposal-edit-dialog';

function statusLine(proposal: ProposalSummary): string {
  const version = proposal.version > 1 ? `Version ${proposal.version} · ` : '';
  if (proposal.acceptedAt)
    return `${version}${proposal.signature ? `Signed by ${proposal.signature.fullName}` : 'Accepted'} ${formatMoment(proposal.acceptedAt)}`;
  if (proposal.declinedAt)
    return `${version}Declined ${formatMoment(proposal.declinedAt)}${proposal.declineReason ? `: “${proposal.declineReason}”` : ''}`;
  if (proposal.status === 'withdrawn' && proposal.withdrawnAt) return `${version}Withdrawn ${formatMoment(proposal.withdrawnAt)}`;
  if (proposal.status === 'draft' && proposal.version > 1)
    return `${version}Draft: sending it replaces the version the client has`;
  const viewed = proposal.viewedAt ? ` · Viewed ${formatMoment(proposal.viewedAt)}` : ' · Not opened yet';
  const by = proposal.sentBy ? ` by ${proposal.sentBy.name}` : '';
  if (proposal.sentAt) return `${version}Sent${by} ${formatMoment(proposal.sentAt)}${viewed}`;
  return `Created ${formatMoment(proposal.createdAt)}`;
}

/** One proposal's buttons for its state: drafts are edited, sent and deleted; sent ones are locked (new version, resend, withdraw). */
function ProposalActions({ proposal, onEdit }: { proposal: ProposalSummary; onEdit: () => void }) {
  const send = useSendProposal();
  const resend = useResendProposal();
  const newVersion = useNewProposalVersion();
  const withdraw = useWithdrawProposal();
  const remove = useDeleteProposal();
  const busy = send.isPending || resend.isPending || newVersion.isPending || withdraw.isPending || remove.isPending;

  const act = (run: () => Promise<string>, failed: string) => toastAction(run, (message) => message, failed);
  const copyLink = async () => {
    if (!proposal.publicUrl) return;
    try {
      await navigator.clipboard.writeText(proposal.publicUrl);
      toastSuccess('Link copied');
    } catch {
      toast.error('Could not copy the link');
    }
  };

  return (
    <div className="mt-auto flex flex-wrap gap-2">
      {proposal.status === 'draft' && (
        <>
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${proposal.title}`}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
            Edit
          </Button>
          <Button
            size="sm"
            disabled={busy}
            onClick={() =>
              act(async () => {
                const result = await send.mutateAsync(proposal.id);
                return mailOutcome('Proposal', result.to, result.captured);
              }, 'Failed to send proposal')
            }
          >
            {send.isPending ? <Spinner /> : <Send className="h-4 w-4" aria-hidden="true" />}
            Send to Client
          </Button>
          {proposal.version === 1 && (
            <ConfirmButton
              icon={Trash2}
              label="Delete"
              aria-label={`Delete ${proposal.title}`}
              disabled={busy}
              title="Delete this draft?"
              description={`This action cannot be undone. “${proposal.title}” was never sent.`}
              onConfirm={() =>
                act(async () => {
                  await remove.mutateAsync(proposal.id);
                  return 'Draft deleted';
                }, 'Failed to delete the draft')
              }
            />
          )}
        </>
      )}
      {proposal.publicUrl && proposal.status !== 'draft' && (
        <>
          <Button variant="outline" size="sm" onClick={copyLink} aria-label={`Copy link to ${proposal.title}`}>
            <Copy className="h-4 w-4" aria-hidden="true" />
            Copy Link
          </Button>
          <a
            href={proposal.publicUrl}
            target="_blank"
            rel="noreferrer"
            className={buttonClasses('ghost', 'sm')}
            aria-label={`View ${proposal.title} as the client sees it`}
          >
            <ExternalLink className="h-4 w-4" aria-hidden="true" />
            View
          </a>
        </>
      )}
      {proposal.status === 'accepted' && (
        <a
          href={workspaceLink(`/api/proposals/${proposal.id}/signed.pdf`)}
          download
          className={buttonClasses('outline', 'sm')}
          aria-label={`Download the signed PDF of ${proposal.title}`}
        >
          <Download className="h-4 w-4" aria-hidden="true" />
          Signed PDF
        </a>
      )}
      {proposal.status === 'sent' && (
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          aria-label={`Resend ${proposal.title}`}
          onClick={() =>
            act(async () => {
              const result = await resend.mutateAsync(proposal.id);
              return mailOutcome('Proposal', result.to, result.captured, 'sent again');
            }, 'Failed to resend')
          }
        >
          {resend.isPending ? <Spinner /> : <RotateCw className="h-4 w-4" aria-hidden="true" />}
          Resend
        </Button>
      )}
      {(proposal.status === 'sent' || proposal.status === 'withdrawn') && (
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          aria-label={`New version of ${proposal.title}`}
          onClick={() =>
            act(async () => {
              const draft = await newVersion.mutateAsync(proposal.id);
              onEdit();
              return `Version ${draft.version} is a draft: edit it, then send it`;
            }, 'Failed to make a new version')
          }
        >
          <GitBranchPlus className="h-4 w-4" aria-hidden="true" />
          New Version
        </Button>
      )}
      {proposal.status === 'sent' && (
        <ConfirmButton
          icon={Ban}
          label="Withdraw"
          aria-label={`Withdraw ${proposal.title}`}
          disabled={busy}
          title="Withdraw this proposal?"
          description={`${proposal.clientName} will no longer be able to accept it; their link will say it was withdrawn.`}
          onConfirm={() =>
            act(async () => {
              await withdraw.mutateAsync(proposal.id);
              return 'Proposal withdrawn';
            }, 'Failed to withdraw the proposal')
          }
        />
      )}
    </div>
  );
}

/** Loads the proposal's line items, then opens the editor. */
function EditProposal({ id, onClose }: { id: string; onClose: () => void }) {
  const proposal = useProposal(id);
  useEffect(() => {
    if (!proposal.isError) return;
    toastFailure(proposal.error, 'Failed to load proposal', { id: `proposal-${id}` });
    onClose();
  }, [proposal.isError, proposal.error, id, onClose]);
  return proposal.data ? <ProposalEditDialog proposal={proposal.data} onClose={onClose} /> : null;
}

/**
 * /hub/proposals: the seller's proposals newest first (title, status, client, $/month, ROI %, setup cost);
 * drafts are edited, sent or deleted; a sent one is locked (copy or resend its link, make a new version,
 * withdraw it); views and acceptances arrive live.
 */
export function ProposalsPage() {
  const proposals = useProposals();
  // ?open=<id> (set after Create Proposal on /client-analysis) opens that proposal's editor.
  const [searchParams, setSearchParams] = useSearchParams();
  const editing = searchParams.get('open');
  const setEditing = (id: string) => setSearchParams({ open: id });
  const closeEditor = useCallback(() => setSearchParams({}, { replace: true }), [setSearchParams]);

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
      <RecordList
        list={proposals}
        label="Proposals"
        className="grid gap-4 md:grid-cols-2"
        loading={{ label: 'Loading proposals', className: 'grid gap-4 md:grid-cols-2', count: 2, blockClassName: 'h-36' }}
        empty={
          <EmptyState
            icon={FileText}
            message="No proposals yet. Analyze a client’s website and turn its recommendations into a proposal."
          >
            <Link to="/client-analysis" className={buttonClasses('default', 'sm')}>
              New Proposal
            </Link>
          </EmptyState>
        }
      >
        {(proposal) => (
          <li key={proposal.id}>
            <Card className="flex h-full flex-col gap-3 p-4" data-testid="proposal-card">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <h2 className="break-words font-semibold">{proposal.title}</h2>
                  <p className="text-sm text-muted-foreground">
                    <Link to={`/crm/clients/${proposal.clientId}`} className="hover:underline">
                      {proposal.clientName}
                    </Link>
                  </p>
                </div>
                <Badge variant="plain" className={proposalStatusColors[proposal.status]} data-status={proposal.status}>
                  {proposalStatusLabels[proposal.status]}
                </Badge>
              </div>
              {/* Wraps instead of squeezing: "$1,198.00/month" never runs into the ROI on a phone. */}
              <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm" data-testid="proposal-figures">
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
              <ProposalActions proposal={proposal} onEdit={() => setEditing(proposal.id)} />
            </Card>
          </li>
        )}
      </RecordList>
      <LoadMore query={proposals} />
      {editing && <EditProposal id={editing} onClose={closeEditor} />}
    </PageShell>
  );
}
