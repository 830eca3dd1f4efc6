import { formatRankChange } from '@proclub/contracts/products';
import { Badge } from '@/components/ui/badge';
import { rankChangeClass } from '../../product-colors';

/** The change versus the previous check: New, +n (up), −n (down) or — (same). */
export function ChangeBadge({ previous, current }: { previous: number | null; current: number }) {
  const text = formatRankChange(previous, current);
  const label =
    text === 'New'
      ? 'New: first check'
      : text === '—'
        ? 'No change'
        : text.startsWith('+')
          ? `Up ${text.slice(1)} places`
          : `Down ${text.slice(1)} places`;
  return (
    <Badge variant="plain" className={rankChangeClass(text)} title={label} data-testid="rank-change">
      <span aria-hidden="true">{text}</span>
      <span className="sr-only">{label}</span>
    </Badge>
  );
}
