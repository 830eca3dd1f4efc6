import { ANALYSIS_STEPS, analysisStepLabels } from '@proclub/contracts/analysis';
import { Check, Circle, Loader2, Minus } from 'lucide-react';
import type { Progress } from '../api/use-analyze-website';

/** The live steps of a running analysis (fetching, robots, sitemap, checks), announced politely. */
export function AnalysisProgress({ progress }: { progress: Progress }) {
  return (
    <ol
      className="grid gap-2 rounded-lg border border-border bg-card p-4 sm:grid-cols-2"
      aria-label="Analysis progress"
      aria-live="polite"
    >
      {ANALYSIS_STEPS.map((step) => {
        const { state, detail } = progress[step];
        return (
          <li key={step} className="flex items-center gap-2 text-sm" data-state={state}>
            {state === 'running' ? (
              <Loader2 className="h-4 w-4 animate-spin text-primary" aria-hidden="true" />
            ) : state === 'done' ? (
              <Check className="h-4 w-4 text-green-600" aria-hidden="true" />
            ) : state === 'skipped' ? (
              <Minus className="h-4 w-4 text-muted-foreground" aria-hidden="true" />
            ) : (
              <Circle className="h-4 w-4 text-muted-foreground" aria-hidden="true" />
            )}
            <span className={state === 'pending' ? 'text-muted-foreground' : undefined}>{analysisStepLabels[step]}</span>
            {detail && <span className="truncate text-xs text-muted-foreground">({detail})</span>}
            <span className="sr-only">{state}</span>
          </li>
        );
      })}
    </ol>
  );
}
