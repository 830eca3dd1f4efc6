import type { AnalysisData } from '@proclub/contracts/analysis';
import { Badge } from '@/components/ui/badge';
import { countOf } from '@/lib/format';

/**
 * Whether JavaScript ran before the checks: "Rendered" (in a browser; with what appeared only after
 * JavaScript) or "Not rendered" (the HTML as served, and why when the page needed rendering).
 */
export function RenderingBadge({ data }: { data: AnalysisData }) {
  const rendering = data.rendering;
  if (!rendering) return null;
  const shell = rendering.clientRenderedShell;
  const extra = rendering.onlyAfterJs;
  const needsJs = rendering.rendered && extra && (extra.h1 > 0 || extra.words > 0 || extra.links > 0);
  let note: string;
  if (rendering.rendered) {
    note =
      needsJs && extra && rendering.raw && rendering.dom
        ? `Rendered in a browser${rendering.renderMs !== undefined ? ` in ${(rendering.renderMs / 1000).toFixed(1)} s` : ''}. Only after JavaScript: ${countOf(extra.words, 'word')}, ${countOf(extra.links, 'link')}${extra.h1 > 0 ? ' and the H1' : ''} (HTML as served: ${countOf(rendering.raw.words, 'word')}, ${countOf(rendering.raw.links, 'link')}).`
        : 'Rendered in a browser; the HTML as served already has the same content.';
  } else if (shell) {
    note = `The page builds its content with JavaScript and was not rendered${rendering.reason ? ` (${rendering.reason})` : ''}; results show what crawlers that do not run it see.`;
  } else {
    note = `Checks read the HTML as served${rendering.mode === 'always' && rendering.reason ? ` (not rendered: ${rendering.reason})` : ''}.`;
  }
  const warnTone = (shell && !rendering.rendered) || needsJs;
  return (
    <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground" data-testid="rendering-status">
      <Badge
        variant="plain"
        className={
          warnTone ? 'bg-yellow-100 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-100' : 'bg-muted text-foreground'
        }
        data-testid="rendering-badge"
      >
        {rendering.rendered ? 'Rendered' : 'Not rendered'}
      </Badge>
      <span>{note}</span>
    </p>
  );
}
