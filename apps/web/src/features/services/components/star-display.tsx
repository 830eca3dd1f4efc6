import { Star } from 'lucide-react';
import { cn } from '@/lib/utils';

/** Read-only stars for one review, announced as 'N out of 5 stars'. */
export function StarDisplay({ rating, className }: { rating: number; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)} role="img" aria-label={`${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((value) => (
        <Star
          key={value}
          aria-hidden="true"
          className={cn('h-4 w-4', value <= rating ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground/50')}
        />
      ))}
    </span>
  );
}
