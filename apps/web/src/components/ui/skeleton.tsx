import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/utils';

export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}

export interface LoadingBlocksProps {
  /** What is loading, announced to screen readers ("Loading orders"). */
  label: string;
  /** How many equal placeholder blocks to show. */
  count?: number;
  /** The layout around the blocks (a stack, a grid). */
  className?: string;
  /** Each block's size. */
  blockClassName: string;
}

/** A loading state: a few equal skeleton blocks under one status label. */
export function LoadingBlocks({ label, count = 2, className, blockClassName }: LoadingBlocksProps) {
  return (
    <div className={className} role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the placeholders are identical and never reorder
        <Skeleton key={index} className={blockClassName} />
      ))}
    </div>
  );
}
