import { PROPOSAL_UPDATED_NOTICE } from '@proclub/contracts/proposals';
import { CheckCircle2 } from 'lucide-react';
import { PublicNotFound, PublicShell } from '@/components/layout/public-shell';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FigureList } from '@/components/ui/figure-list';
import { QueryStatus } from '@/components/ui/query-status';
import { isNotFoundError } from '@/lib/api-client';
import { formatMoment } from '@/lib/format';
import { toastAction } from '@/lib/toast-action';
import { useViewBeacon } from '@/lib/use-view-beacon';
import { cn, formatMoney } from '@/lib/utils';
import { useAcceptProposal } from '../api/use-accept-proposal';
import { usePublicProposal } from '../api/use-public-proposal';

/** The table's columns (wider screens); the figures are right-aligned. */
const COLUMNS = [
  { label: 'Product', numeric: false },
  { label: 'Setup', numeric: true },
  { label: 'Monthly', numeric: true },
  { label: 'Est. ROI', numeric: true },
];

/** /proposal/:token: the client's proposal (line items, totals, ROI) with Accept Proposal. */
export function PublicProposalPage({ token }: { token: string }) {
  const proposal = usePublicProposal(token);
  useViewBeacon(`/api/public/proposals/${encodeURIComponent(token)}/view`, proposal.isSuccess);
  const accept = useAcceptProposal(token);
  if (isNotFoundError(proposal.error)) return <PublicNotFound what="Proposal" />;
  if (!proposal.isSuccess) {
    return (
      <PublicShell brand={null} title="Proposal">
        <QueryStatus query={proposal} what="proposal" placeholders={['h-24', 'h-48']} />
      </PublicShell>
    );
  }
  const data = proposal.data;
  const acceptProposal = () =>
    toastAction(() => accept.mutateAsync(), 'Proposal accepted. Thank you!', 'Failed to accept the proposal. Please try again.');

  return (
    <PublicShell brand={data.brand} title={data.title}>
      <section className="space-y-2 rounded-lg border border-border bg-card p-4 sm:p-6">
        <p className="text-sm text-muted-foreground">Proposal for {data.clientName}</p>
        <title>{`${data.title} · ProClub`}</title>
        <h1 className="break-words text-2xl font-bold tracking-tight sm:text-3xl">{data.title}</h1>
        {data.website && <p className="break-all text-sm">{data.website}</p>}
        {data.sentAt && <p className="text-xs text-muted-foreground">Sent {formatMoment(data.sentAt)}</p>}
      </section>

      <Card className="overflow-hidden">
        {/* Phones get one block per item; wider screens a table. */}
        <ul className="divide-y divide-border sm:hidden" aria-label="What is included">
          {data.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, ordered list that never reorders (names may repeat)
            <li key={index} className="space-y-1 p-4 text-sm">
              <p className="font-medium">{item.product}</p>
              {item.description && <p className="text-xs text-muted-foreground">{item.description}</p>}
              <p className="tabular-nums">
                {formatMoney(item.monthlyPrice)}/month · Setup {formatMoney(item.setupFee)} · ROI {item.estimatedROI}%
              </p>
            </li>
          ))}
        </ul>
        <div className="hidden overflow-x-auto sm:block">
          <table className="w-full text-sm">
            <caption className="sr-only">What is included</caption>
            <thead className="bg-muted text-left text-xs text-muted-foreground">
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column.label} scope="col" className={cn('px-4 py-2 font-medium', column.numeric && 'text-right')}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {data.items.map((item, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, ordered list that never reorders (titles may repeat)
                <tr key={`${index}-${item.product}`}>
                  <td className="px-4 py-3">
                    <span className="block font-medium">{item.product}</span>
                    {item.description && <span className="block text-xs text-muted-foreground">{item.description}</span>}
                  </td>
                  <td className="px-4 py-3 text-right tabular-nums">{formatMoney(item.setupFee)}</td>
                  <td className="px-4 py-3 text-right tabular-nums">{formatMoney(item.monthlyPrice)}/month</td>
                  <td className="px-4 py-3 text-right tabular-nums">{item.estimatedROI}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <FigureList
          className="grid grid-cols-1 gap-3 border-t border-border bg-muted/50 p-4 text-sm sm:grid-cols-3"
          figures={[
            { label: 'Monthly', value: `${formatMoney(data.totalMonthlyCost)}/month` },
            { label: 'Setup Cost', value: formatMoney(data.totalSetupCost) },
            {
              label: 'Estimated first-year ROI',
              value: `${data.estimatedROI}%`,
              valueClassName: 'text-green-700 dark:text-green-400',
            },
          ]}
        />
      </Card>

      {data.state === 'updated' || data.state === 'withdrawn' ? (
        <div
          role="status"
          data-testid="proposal-notice"
          className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
        >
          {data.state === 'updated'
            ? PROPOSAL_UPDATED_NOTICE
            : `${data.brand.name} withdrew this proposal. Please contact them if you have questions.`}
        </div>
      ) : data.status === 'accepted' ? (
        <div
          role="status"
          data-testid="accepted-banner"
          className="flex items-center gap-3 rounded-lg border border-green-300 bg-green-50 p-4 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100"
        >
          <CheckCircle2 className="h-5 w-5 shrink-0" aria-hidden="true" />
          <p>
            <span className="font-semibold">Accepted</span>
            {data.acceptedAt && ` on ${formatMoment(data.acceptedAt)}`}. {data.brand.name} will be in touch about next steps.
          </p>
        </div>
      ) : (
        <div className="flex flex-col items-start gap-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">Happy with this plan? Accepting lets {data.brand.name} know right away.</p>
          <Button size="lg" onClick={acceptProposal} busy={accept.isPending}>
            Accept Proposal
          </Button>
        </div>
      )}
    </PublicShell>
  );
}
