import type { RankKeyword } from '@proclub/contracts/products';
import { LineChart, Plus, RefreshCw, Search } from 'lucide-react';
import { AddButton } from '@/components/ui/add-button';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { RecordList } from '@/components/ui/record-list';
import { TitledSection } from '@/components/ui/titled-section';
import { nounFor, timeAgo } from '@/lib/format';
import { toastAction } from '@/lib/toast-action';
import { useCheckNow, useDeleteKeyword } from '../../api/use-rank-mutations';
import { DeleteButton } from '../delete-button';
import { EditButton } from '../edit-button';
import { ChangeBadge } from './change-badge';

interface KeywordListProps {
  keywords: RankKeyword[];
  isPending: boolean;
  providerConfigured: boolean;
  onRecord: (keywordId: string) => void;
  onChart: (keywordId: string) => void;
  onAdd: () => void;
  onEdit: (keyword: RankKeyword) => void;
}

/** Tracked keywords per client and location with their latest position and change. */
export function KeywordList({ keywords, isPending, providerConfigured, onRecord, onChart, onAdd, onEdit }: KeywordListProps) {
  const deleteKeyword = useDeleteKeyword();
  const checkNow = useCheckNow();

  const check = (keyword: RankKeyword) =>
    toastAction(
      () => checkNow.mutateAsync(keyword.id),
      (result) => `“${keyword.keyword}” is at position ${result.position}`,
      'Failed to check the position',
    );

  return (
    <TitledSection headingId="keywords-heading" title="Tracked Keywords">
      <RecordList
        list={{ items: keywords, isPending }}
        label="Tracked keywords"
        className="grid gap-3 md:grid-cols-2"
        loading={{ label: 'Loading keywords', className: 'grid gap-3 md:grid-cols-2', count: 2, blockClassName: 'h-28' }}
        empty={
          <EmptyState icon={Search} message="No keywords tracked yet. Add a keyword for one of your clients to start.">
            <AddButton onClick={onAdd}>Add Keyword</AddButton>
          </EmptyState>
        }
      >
        {(keyword) => (
          <li key={keyword.id} className="rounded-lg border border-border bg-card p-4 shadow-sm" data-testid="keyword-card">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <h3 className="break-words font-semibold">{keyword.keyword}</h3>
                <p className="text-sm text-muted-foreground">
                  {keyword.location} · {keyword.clientName}
                </p>
              </div>
              <div className="shrink-0 text-right">
                {keyword.latestPosition === null ? (
                  <span className="text-sm text-muted-foreground">Not checked</span>
                ) : (
                  <div className="flex items-center gap-2">
                    <span className="text-2xl font-bold tabular-nums">
                      <span className="sr-only">Position </span>#{keyword.latestPosition}
                    </span>
                    <ChangeBadge previous={keyword.previousPosition} current={keyword.latestPosition} />
                  </div>
                )}
              </div>
            </div>
            <p className="mt-2 text-xs text-muted-foreground">
              {keyword.checkCount} {nounFor(keyword.checkCount, 'check')}
              {keyword.lastCheckedAt && <> · last {timeAgo(keyword.lastCheckedAt)}</>}
              {keyword.targetDomain && <> · {keyword.targetDomain}</>}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button
                size="sm"
                variant="outline"
                onClick={() => onRecord(keyword.id)}
                aria-label={`Record check: ${keyword.keyword}`}
              >
                <Plus className="h-4 w-4" aria-hidden="true" />
                Record
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => onChart(keyword.id)}
                aria-label={`Show chart: ${keyword.keyword}`}
              >
                <LineChart className="h-4 w-4" aria-hidden="true" />
                Chart
              </Button>
              {providerConfigured && (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => check(keyword)}
                  disabled={checkNow.isPending}
                  aria-label={`Check now: ${keyword.keyword}`}
                >
                  <RefreshCw className="h-4 w-4" aria-hidden="true" />
                  Check now
                </Button>
              )}
              <EditButton label={`Edit keyword: ${keyword.keyword}`} onClick={() => onEdit(keyword)} />
              <DeleteButton
                label={`Remove keyword: ${keyword.keyword}`}
                confirm={`Stop tracking “${keyword.keyword}” in ${keyword.location}? Its ${keyword.checkCount} checks are deleted too.`}
                onDelete={() => deleteKeyword.mutateAsync(keyword.id)}
                success="Keyword removed"
                failure="Failed to remove keyword"
              />
            </div>
          </li>
        )}
      </RecordList>
    </TitledSection>
  );
}
