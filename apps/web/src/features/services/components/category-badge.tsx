import { type Category, categoryLabels } from '@proclub/contracts/services';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { categoryColors } from '../category-colors';

export function CategoryBadge({ category, className }: { category: Category; className?: string }) {
  return (
    <Badge variant="plain" className={cn(categoryColors[category], className)} data-category={category}>
      {categoryLabels[category]}
    </Badge>
  );
}
