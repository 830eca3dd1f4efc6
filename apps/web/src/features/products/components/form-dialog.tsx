import { type FormEvent, type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { ApiClientError } from '@/lib/api-client';

export type FieldErrors = Record<string, string>;

/** Issues of a zod result or a failed API call as { field: message } (the first message per field). */
export function fieldErrorsOf(source: z.ZodError | unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (source instanceof ApiClientError) for (const issue of source.fields) errors[issue.field.split('.')[0]] ??= issue.message;
  else if (source && typeof source === 'object' && 'issues' in source)
    for (const issue of (source as z.ZodError).issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  return errors;
}

interface FormDialogProps {
  title: string;
  description: string;
  submitLabel: string;
  /** Runs the save; resolve to close, throw to stay open (the caller shows field errors and a toast). */
  onSubmit: () => Promise<boolean>;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
  /** The form's accessible name, when it should differ from the title. */
  formLabel?: string;
}

/** A modal form with Cancel and a submit button that shows progress. */
export function FormDialog({ title, description, submitLabel, onSubmit, onClose, children, wide, formLabel }: FormDialogProps) {
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      if (await onSubmit()) onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className={wide ? 'max-w-2xl' : undefined}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="space-y-4" aria-label={formLabel ?? title}>
          {children}
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy && <Spinner />}
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
