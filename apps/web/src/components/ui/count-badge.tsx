import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/utils';

/** A small red pill with a count, shown as "99+" past 99; nothing at all when the count is zero. */
export function CountBadge({ count, className, ...props }: { count: number } & HTMLAttributes<HTMLSpanElement>) {
  if (count <= 0) return null;
  return (
    <span
      className={cn(
        'inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-xs font-semibold text-destructive-foreground',
        className,
      )}
      {...props}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
