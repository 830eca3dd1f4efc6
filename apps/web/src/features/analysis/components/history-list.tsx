import { History } from 'lucide-react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { LoadMore } from '@/components/ui/load-more';
import { LoadingBlocks } from '@/components/ui/skeleton';
import { timeAgo } from '@/lib/format';
import { formatMoney } from '@/lib/utils';
import { useAnalysisHistory } from '../api/use-analysis-history';
import { scoreText } from '../priority-colors';

/** Past analyses of this seller, newest first; choosing one reopens it. */
export function HistoryList({ activeId, onOpen }: { activeId: string | null; onOpen: (id: string) => void }) {
  const history = useAnalysisHistory();
  const items = history.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-base font-semibold leading-tight">
          <History className="h-4 w-4" aria-hidden="true" />
          History
        </h2>
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <LoadingBlocks label="Loading history" className="space-y-2" count={2} blockClassName="h-12" />
        ) : history.isError ? (
          <p className="text-sm text-muted-foreground">History is unavailable right now.</p>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">Your analyses will be listed here.</p>
        ) : (
          <ul className="space-y-1" aria-label="Past analyses">
            {items.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  onClick={() => onOpen(item.id)}
                  aria-current={item.id === activeId ? 'true' : undefined}
                  className="flex w-full items-center gap-3 rounded-md px-2 py-2 text-left text-sm hover:bg-accent aria-[current=true]:bg-accent"
                >
                  <span className={`w-8 shrink-0 text-center font-bold tabular-nums ${scoreText(item.overallScore)}`}>
                    {item.overallScore}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{item.website.replace(/^https?:\/\//, '')}</span>
                    <span className="block text-xs text-muted-foreground">
                      {item.totalRecommendations} opportunities · {formatMoney(item.totalMonthlyRevenue)}/month ·{' '}
                      {timeAgo(item.createdAt)}
                      {item.createdBy ? ` · by ${item.createdBy.name}` : ''}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <LoadMore query={history} compact className="mt-2 w-full" />
      </CardContent>
    </Card>
  );
}
