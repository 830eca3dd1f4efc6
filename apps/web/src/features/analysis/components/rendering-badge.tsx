import type { AnalysisData } from '@proclub/contracts/analysis';
import { Badge } from '@/components/ui/badge';

/** Whether JavaScript ran before the checks: this analyzer reads the HTML as served ("Not rendered"). */
export function RenderingBadge({ data }: { data: AnalysisData }) {
  const rendering = data.rendering;
  if (!rendering) return null;
  const shell = rendering.clientRenderedShell;
  return (
    <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
      <Badge
        variant="plain"
        className={shell ? 'bg-yellow-100 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-100' : 'bg-muted text-foreground'}
        data-testid="rendering-badge"
      >
        {rendering.rendered ? 'Rendered' : 'Not rendered'}
      </Badge>
      <span>
        {shell
          ? 'The page builds its content with JavaScript; results show what crawlers that do not run it see.'
          : 'Checks read the HTML as served.'}
      </span>
    </p>
  );
}
