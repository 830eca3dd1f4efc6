import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A friendly empty list: an icon, the message and (optionally) the next action. */
export function EmptyState({ icon: Icon, message, children }: { icon: LucideIcon; message: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border bg-card px-6 py-12 text-center">
      <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <Icon className="h-6 w-6" aria-hidden="true" />
      </span>
      <p className="max-w-md text-sm text-muted-foreground">{message}</p>
      {children}
    </div>
  );
}
