import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';

interface DialogActionsProps {
  onCancel: () => void;
  /** The primary action's label. */
  children: ReactNode;
  /** Shows the spinner and disables the primary action. */
  busy: boolean;
  /** Disables the primary action without a spinner (e.g. nothing to import yet). */
  disabled?: boolean;
  /** Cancel is disabled too while the action cannot be abandoned (an audit being run). */
  lockCancel?: boolean;
  /** A click action instead of submitting the surrounding form. */
  onConfirm?: () => void;
}

/** A dialog's footer: Cancel, and the primary action showing progress while it runs. */
export function DialogActions({ onCancel, children, busy, disabled, lockCancel, onConfirm }: DialogActionsProps) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel} disabled={lockCancel && busy}>
        Cancel
      </Button>
      <Button type={onConfirm ? 'button' : 'submit'} onClick={onConfirm} busy={busy} disabled={disabled}>
        {children}
      </Button>
    </DialogFooter>
  );
}
