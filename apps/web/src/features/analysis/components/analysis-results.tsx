import type { AnalysisResult } from '@proclub/contracts/analysis';
import { AlertTriangle, Download, FileText, Mail } from 'lucide-react';
import { CheckList } from '@/components/checks/check-list';
import { Button, buttonClasses } from '@/components/ui/button';
import { workspaceLink } from '@/lib/current-workspace';
import { formatMoment } from '@/lib/format';
import { BenchmarkResults } from './benchmark-results';
import { BusinessFacts } from './business-facts';
import { CrawlResults } from './crawl-results';
import { GroupScores } from './group-scores';
import { RecommendationCard } from './recommendation-card';
import { RenderingBadge } from './rendering-badge';
import { RoiPanel } from './roi-panel';
import { SummaryCards } from './summary-cards';

interface AnalysisResultsProps {
  result: AnalysisResult;
  onRepriced: (result: AnalysisResult) => void;
  selected: Set<string>;
  onSelect: (productId: string, selected: boolean) => void;
  onEmail: () => void;
  onCreateProposal: (productIds: string[]) => void;
}

/** One analysis: summary cards, recommendation cards, scores by group and every check's evidence. */
export function AnalysisResults({ result, selected, onSelect, onEmail, onCreateProposal, onRepriced }: AnalysisResultsProps) {
  const saved = !!result.id;
  const { analysisData } = result;
  return (
    <section aria-labelledby="results-heading" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 id="results-heading" className="text-xl font-semibold">
            Results for <span className="break-all">{result.website}</span>
          </h2>
          <RenderingBadge data={analysisData} />
          <p className="text-sm text-muted-foreground">
            {analysisData.title ? `“${analysisData.title}” · ` : ''}
            Analyzed {formatMoment(result.createdAt)}
            {analysisData.finalUrl !== analysisData.requestedUrl ? ` · final address ${analysisData.finalUrl}` : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={onEmail}>
            <Mail className="h-4 w-4" aria-hidden="true" />
            Email Report
          </Button>
          {result.id ? (
            <a className={buttonClasses('outline')} href={workspaceLink(`/api/analysis/${result.id}/pdf`)} download>
              <Download className="h-4 w-4" aria-hidden="true" />
              Download PDF
            </a>
          ) : (
            <Button variant="outline" disabled title="Sign in as a seller to save analyses and download them">
              <Download className="h-4 w-4" aria-hidden="true" />
              Download PDF
            </Button>
          )}
          <Button onClick={() => onCreateProposal([...selected])} disabled={!saved || selected.size === 0}>
            <FileText className="h-4 w-4" aria-hidden="true" />
            Create Proposal{selected.size > 0 ? ` (${selected.size})` : ''}
          </Button>
        </div>
      </div>
      {analysisData.warnings.length > 0 && (
        <div
          role="note"
          className="flex gap-2 rounded-md border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900 dark:border-yellow-800 dark:bg-yellow-950 dark:text-yellow-100"
        >
          <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden="true" />
          <ul>
            {analysisData.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      )}
      <SummaryCards summary={result.summary} />
      <div className="grid gap-4 lg:grid-cols-2">
        <RoiPanel key={`${result.id}-${analysisData.pricing?.industry}`} result={result} onRepriced={onRepriced} />
        <BusinessFacts data={analysisData} />
      </div>
      <section aria-labelledby="recommendations-heading" className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="recommendations-heading" className="text-lg font-semibold">
            Recommendations
          </h2>
          {saved && result.recommendations.length > 1 && (
            <p className="text-xs text-muted-foreground">Tick several to put them in one proposal.</p>
          )}
        </div>
        {result.recommendations.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
            No opportunities found: this site already covers the basics.
          </p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {result.recommendations.map((item) => (
              <RecommendationCard
                key={item.productId}
                item={item}
                selected={selected.has(item.productId)}
                onSelect={(checked) => onSelect(item.productId, checked)}
                onCreateProposal={saved ? () => onCreateProposal([item.productId]) : undefined}
              />
            ))}
          </div>
        )}
      </section>
      <GroupScores groups={analysisData.groups} overall={analysisData.overallScore} />
      <BenchmarkResults benchmark={analysisData.benchmark} />
      <CrawlResults crawl={analysisData.crawl} />
      <CheckList checks={analysisData.checks} />
    </section>
  );
}
