import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

interface IconListProps {
  items: readonly string[];
  /** The mark before every item (a check, a gift…), decorative. */
  icon: LucideIcon;
  /** The mark's colour. */
  iconClassName: string;
  /** The list's accessible name, when it needs one. */
  label?: string;
}

/** A short list of what something includes, each line after the same small icon. */
export function IconList({ items, icon: Icon, iconClassName, label }: IconListProps) {
  return (
    <ul className="space-y-2" aria-label={label}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2 text-sm">
          <Icon className={cn('mt-0.5 h-4 w-4 shrink-0', iconClassName)} aria-hidden="true" />
          {item}
        </li>
      ))}
    </ul>
  );
}
