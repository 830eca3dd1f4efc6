import type { RankCheck } from '@proclub/contracts/products';
import { LineChart } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingBlocks } from '@/components/ui/skeleton';
import { TitledSection } from '@/components/ui/titled-section';
import { formatMoment } from '@/lib/format';
import { ChangeBadge } from './change-badge';

const COLUMNS = ['Keyword', 'Location', 'Client', 'Position', 'Change', 'Checked'];

/** The last 20 checks (spec §2): keyword, location, client, position and change, as a table from md up, cards below. */
export function RecentChecks({ checks, isPending }: { checks: RankCheck[]; isPending: boolean }) {
  return (
    <TitledSection headingId="recent-checks-heading" title="Recent Checks">
      {isPending ? (
        <LoadingBlocks label="Loading checks" className="space-y-2" count={3} blockClassName="h-10" />
      ) : checks.length === 0 ? (
        <EmptyState icon={LineChart} message="No checks yet. Record a position by hand or import a CSV to start the history." />
      ) : (
        <>
          <div className="hidden overflow-hidden rounded-lg border border-border bg-card md:block">
            <table className="w-full text-sm" data-testid="recent-checks">
              <caption className="sr-only">The last 20 rank checks, newest first</caption>
              <thead className="bg-muted/60 text-left text-xs uppercase tracking-wide text-muted-foreground">
                <tr>
                  {COLUMNS.map((column) => (
                    <th
                      key={column}
                      scope="col"
                      className={column === 'Position' ? 'px-4 py-2 text-right font-medium' : 'px-4 py-2 font-medium'}
                    >
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {checks.map((check) => (
                  <tr key={check.id} className="border-t border-border" data-testid="check-row">
                    <td className="px-4 py-2 font-medium">{check.keyword}</td>
                    <td className="px-4 py-2 text-muted-foreground">{check.location}</td>
                    <td className="px-4 py-2">{check.clientName}</td>
                    <td className="px-4 py-2 text-right font-semibold tabular-nums">#{check.position}</td>
                    <td className="px-4 py-2">
                      <ChangeBadge previous={check.previousPosition} current={check.position} />
                    </td>
                    <td className="px-4 py-2 text-muted-foreground">{formatMoment(check.checkedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="space-y-2 md:hidden" aria-label="Recent checks">
            {checks.map((check) => (
              <li key={check.id} className="rounded-lg border border-border bg-card p-3 text-sm">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="break-words font-medium">{check.keyword}</p>
                    <p className="text-xs text-muted-foreground">
                      {check.location} · {check.clientName}
                    </p>
                  </div>
                  <div className="flex shrink-0 items-center gap-2">
                    <span className="font-semibold tabular-nums">#{check.position}</span>
                    <ChangeBadge previous={check.previousPosition} current={check.position} />
                  </div>
                </div>
                <p className="mt-1 text-xs text-muted-foreground">{formatMoment(check.checkedAt)}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </TitledSection>
  );
}
