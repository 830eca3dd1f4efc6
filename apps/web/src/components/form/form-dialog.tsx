import { type FormEvent, type ReactNode, useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { DialogActions } from './dialog-actions';

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
          <DialogActions onCancel={onClose} busy={busy}>
            {submitLabel}
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
