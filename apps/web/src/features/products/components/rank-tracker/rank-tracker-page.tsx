import { RANK_PROVIDER_MISSING, type RankKeyword } from '@proclub/contracts/products';
import { Info, Upload } from 'lucide-react';
import { useState } from 'react';
import { AddButton } from '@/components/ui/add-button';
import { useRankKeywords } from '../../api/use-rank-keywords';
import { useRankProvider } from '../../api/use-rank-provider';
import { useRecentChecks } from '../../api/use-recent-checks';
import { ProductShell } from '../product-shell';
import { ImportChecksDialog } from './import-checks-dialog';
import { KeywordDialog } from './keyword-dialog';
import { KeywordList } from './keyword-list';
import { RankChart } from './rank-chart';
import { RecentChecks } from './recent-checks';
import { RecordCheckDialog } from './record-check-dialog';

type Open = { kind: 'keyword'; keyword?: RankKeyword } | { kind: 'check'; keywordId?: string } | { kind: 'import' } | null;

/** /products/rank-tracker: provider status, tracked keywords, the last 20 checks and a chart per keyword. */
export function RankTrackerPage() {
  const keywords = useRankKeywords();
  const checks = useRecentChecks();
  const provider = useRankProvider();
  const [open, setOpen] = useState<Open>(null);
  const [chartKeywordId, setChartKeywordId] = useState<string | null>(null);
  const charted =
    keywords.items.find((keyword) => keyword.id === chartKeywordId) ??
    // By default, the keyword checked most recently.
    keywords.items.find((keyword) => keyword.id === checks.items[0]?.keywordId) ??
    keywords.items.find((keyword) => keyword.checkCount > 0) ??
    keywords.items[0];
  const configured = provider.data?.configured ?? false;

  const showChart = (id: string) => {
    setChartKeywordId(id);
    document.getElementById('rank-chart-title')?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  };

  return (
    <ProductShell
      product="rank-tracker"
      actions={
        <>
          <AddButton icon={Upload} variant="outline" onClick={() => setOpen({ kind: 'import' })}>
            Import CSV
          </AddButton>
          <AddButton variant="outline" onClick={() => setOpen({ kind: 'check' })} disabled={keywords.items.length === 0}>
            Record Check
          </AddButton>
          <AddButton onClick={() => setOpen({ kind: 'keyword' })}>Add Keyword</AddButton>
        </>
      }
    >
      {provider.data && (
        <div
          className="flex items-start gap-3 rounded-lg border border-border bg-card p-4 text-sm"
          role="note"
          data-testid="rank-provider-notice"
        >
          <Info className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
          <p>
            {configured
              ? `Positions can be checked automatically with ${provider.data.name}: use Check now on a keyword that has the client’s domain.`
              : RANK_PROVIDER_MISSING}
          </p>
        </div>
      )}
      <RecentChecks checks={checks.items} isPending={checks.isPending} />
      {keywords.items.length > 0 && (
        <RankChart keywords={keywords.items} keywordId={charted?.id ?? null} onKeywordChange={setChartKeywordId} />
      )}
      <KeywordList
        keywords={keywords.items}
        isPending={keywords.isPending}
        providerConfigured={configured}
        onRecord={(keywordId) => setOpen({ kind: 'check', keywordId })}
        onChart={showChart}
        onAdd={() => setOpen({ kind: 'keyword' })}
        onEdit={(keyword) => setOpen({ kind: 'keyword', keyword })}
      />
      {open?.kind === 'keyword' && <KeywordDialog keyword={open.keyword} onClose={() => setOpen(null)} />}
      {open?.kind === 'check' && (
        <RecordCheckDialog keywords={keywords.items} initialKeywordId={open.keywordId} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'import' && <ImportChecksDialog onClose={() => setOpen(null)} />}
    </ProductShell>
  );
}
