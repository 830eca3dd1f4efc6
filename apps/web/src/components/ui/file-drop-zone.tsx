import type { LucideIcon } from 'lucide-react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface FileDropZoneProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'className'> {
  /** The file input's id (a visible <Label htmlFor> names it); its error is `${id}-error`. */
  id: string;
  icon: LucideIcon;
  title: string;
  /** How many are chosen and which files fit. */
  detail: ReactNode;
  error?: string;
  /** The zone's vertical padding. */
  className: string;
}

/** A dashed area that opens the file picker (the input itself is visually hidden), with the files' error under it. */
export function FileDropZone({ id, icon: Icon, title, detail, error, className, ...input }: FileDropZoneProps) {
  const errorId = `${id}-error`;
  return (
    <>
      <label
        htmlFor={id}
        className={cn(
          'flex cursor-pointer flex-col items-center gap-1 rounded-lg border-2 border-dashed border-border px-4 text-center transition-colors hover:bg-muted/50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary',
          className,
        )}
      >
        <Icon className="h-6 w-6 text-muted-foreground" aria-hidden="true" />
        <span className="text-sm font-medium">{title}</span>
        <span className="text-xs text-muted-foreground">{detail}</span>
        <input
          id={id}
          type="file"
          className="sr-only"
          {...input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </label>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </>
  );
}
