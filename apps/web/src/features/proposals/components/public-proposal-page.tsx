import { PROPOSAL_UPDATED_NOTICE } from '@proclub/contracts/proposals';
import { PublicNotFound, PublicShell } from '@/components/layout/public-shell';
import { Card } from '@/components/ui/card';
import { FigureList } from '@/components/ui/figure-list';
import { QueryStatus } from '@/components/ui/query-status';
import { isNotFoundError } from '@/lib/api-client';
import { formatMoment } from '@/lib/format';
import { useViewBeacon } from '@/lib/use-view-beacon';
import { cn, formatMoney } from '@/lib/utils';
import { usePublicProposal } from '../api/use-public-proposal';
import { SignedPanel, SignProposalForm } from './proposal-signing';

/** The table's columns (wider screens); the figures are right-aligned. */
const COLUMNS = [
  { label: 'Product', numeric: false },
  { label: 'Setup', numeric: true },
  { label: 'Monthly', numeric: true },
  { label: 'Est. ROI', numeric: true },
];

/** /proposal/:token: the client's proposal (line items, totals, ROI), signed here (e-signature) or declined. */
export function PublicProposalPage({ token }: { token: string }) {
  const proposal = usePublicProposal(token);
  useViewBeacon(`/api/public/proposals/${encodeURIComponent(token)}/view`, proposal.isSuccess);
  if (isNotFoundError(proposal.error)) return <PublicNotFound what="Proposal" />;
  if (!proposal.isSuccess) {
    return (
      <PublicShell brand={null} title="Proposal">
        <QueryStatus query={proposal} what="proposal" placeholders={['h-24', 'h-48']} />
      </PublicShell>
    );
  }
  const data = proposal.data;

  return (
    <PublicShell brand={data.brand} title={data.title}>
      <section className="space-y-2 rounded-lg border border-border bg-card p-4 sm:p-6">
        <p className="text-sm text-muted-foreground">Proposal for {data.clientName}</p>
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
      ) : data.state === 'declined' ? (
        <div role="status" data-testid="proposal-notice" className="rounded-lg border border-border bg-card p-4">
          <p className="font-semibold">You declined this proposal.</p>
          {data.declineReason && <p className="mt-1 text-sm text-muted-foreground">Your reason: {data.declineReason}</p>}
        </div>
      ) : data.status === 'accepted' ? (
        <SignedPanel token={token} proposal={data} />
      ) : (
        <SignProposalForm token={token} proposal={data} />
      )}
    </PublicShell>
  );
}
