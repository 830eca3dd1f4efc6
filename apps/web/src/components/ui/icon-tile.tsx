import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

interface IconTileProps {
  icon: LucideIcon;
  /** The tile's size, shape and colours, e.g. "h-10 w-10 rounded-md bg-secondary text-secondary-foreground". */
  className: string;
  /** The icon's size. */
  iconClassName?: string;
}

/** An icon centred on a tinted tile: the emblem of a card or a notice (decorative, hidden from screen readers). */
export function IconTile({ icon: Icon, className, iconClassName = 'h-5 w-5' }: IconTileProps) {
  return (
    <span className={cn('inline-flex items-center justify-center', className)}>
      <Icon className={iconClassName} aria-hidden="true" />
    </span>
  );
}
