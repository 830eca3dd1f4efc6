import type { Recommendation } from '@proclub/contracts/analysis';
import { FileText } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';
import { formatMoney } from '@/lib/utils';
import { dollarRange, wholeDollars } from '../estimate-format';
import { priorityColors, priorityLabels } from '../priority-colors';

interface RecommendationCardProps {
  item: Recommendation;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  /** Absent when the analysis was not saved (proposals need a saved analysis). */
  onCreateProposal?: () => void;
}

/** Product, priority badge, reason, estimated ROI (with its formula), description, setup fee, monthly price. */
export function RecommendationCard({ item, selected, onSelect, onCreateProposal }: RecommendationCardProps) {
  const id = `rec-${item.productId}`;
  return (
    <Card
      className="flex h-full flex-col gap-3 p-4"
      aria-labelledby={`${id}-title`}
      role="article"
      data-testid="recommendation-card"
    >
      <div className="flex items-start gap-3">
        <input
          id={`${id}-select`}
          type="checkbox"
          className="mt-1 h-4 w-4 accent-primary"
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={`Select ${item.product}`}
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={`${id}-title`} className="font-semibold leading-tight">
              {item.product}
            </h3>
            <Badge variant="plain" className={priorityColors[item.priority]} data-priority={item.priority}>
              {priorityLabels[item.priority]}
            </Badge>
          </div>
          <p className="mt-2 text-sm">{item.reason}</p>
        </div>
      </div>
      <p className="text-sm text-muted-foreground">{item.description}</p>
      <dl className="grid grid-cols-3 gap-2 rounded-md bg-muted/60 p-3 text-center text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">Setup Fee</dt>
          <dd className="font-semibold tabular-nums">{formatMoney(item.setupFee)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Monthly</dt>
          <dd className="font-semibold tabular-nums">{formatMoney(item.monthlyPrice)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Estimated ROI</dt>
          <dd className="font-semibold tabular-nums text-green-700 dark:text-green-400">
            <TooltipProvider>
              <Tooltip>
                <TooltipTrigger asChild>
                  <button
                    type="button"
                    className="cursor-help rounded-sm underline decoration-dotted underline-offset-4 focus-visible:outline-2 focus-visible:outline-ring"
                    aria-describedby={`${id}-formula`}
                  >
                    {item.estimatedROI}%
                  </button>
                </TooltipTrigger>
                <TooltipContent>{item.roiFormula}</TooltipContent>
              </Tooltip>
            </TooltipProvider>
          </dd>
        </div>
      </dl>
      {item.findings && item.findings.length > 0 && (
        <div className="text-sm">
          <p className="text-xs font-medium text-muted-foreground">
            Fixes {item.findings.length === 1 ? 'this finding' : `these ${item.findings.length} findings`}
          </p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5" aria-label={`Findings ${item.product} fixes`}>
            {item.findings.map((finding) => (
              <li key={finding.checkId}>
                <span className="font-medium">{finding.label}</span>{' '}
                <span className="text-muted-foreground">({finding.status === 'fail' ? 'failed' : 'weak'})</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {item.yearlyValueLowCents !== undefined && item.yearlyValueHighCents !== undefined ? (
        <p className="text-sm">
          Estimated{' '}
          <span className="font-semibold tabular-nums">{dollarRange(item.yearlyValueLowCents, item.yearlyValueHighCents)}</span> a
          year in gross profit for this business
          {item.liftPercent !== undefined ? ` (expected lift in leads: ${item.liftPercent}%)` : ''}.
          {item.capped ? <span className="text-muted-foreground"> Capped estimate.</span> : null}
        </p>
      ) : (
        item.yearlyValueCents !== undefined && (
          <p className="text-sm">
            Estimated at about <span className="font-semibold tabular-nums">{wholeDollars(item.yearlyValueCents)}</span> a year to
            this business.
          </p>
        )
      )}
      <details className="text-xs text-muted-foreground">
        <summary className="cursor-pointer select-none">How the ROI is estimated</summary>
        <p id={`${id}-formula`} className="mt-1 break-words">
          {item.roiFormula}
        </p>
        {item.liftSource && <p className="mt-1 break-words">Source of the lift: {item.liftSource}.</p>}
      </details>
      <div className="mt-auto">
        <Button variant="outline" size="sm" className="w-full" onClick={onCreateProposal} disabled={!onCreateProposal}>
          <FileText className="h-4 w-4" aria-hidden="true" />
          Create Proposal
          <span className="sr-only"> for {item.product}</span>
        </Button>
      </div>
    </Card>
  );
}
