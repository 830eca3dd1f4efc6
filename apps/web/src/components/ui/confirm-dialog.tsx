import { Trash2 } from 'lucide-react';
import { type ReactElement, useRef } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './alert-dialog';
import { Button } from './button';

interface ConfirmDialogProps {
  /** The button that opens the question; focus returns to it when the dialog closes. */
  trigger?: ReactElement;
  /** Controlled instead (one dialog for several buttons); focus returns to the button that was focused. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The question, e.g. 'Are you sure you want to delete this client?' (the dialog's accessible name). */
  title: string;
  description?: string;
  /** The confirming button (default 'Delete'); Cancel, Escape and a click outside do nothing. */
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
}

/**
 * The one way the app asks before a destructive step (deleting a client, a report, a keyword; cancelling a
 * membership): an accessible alert dialog instead of the browser's window.confirm, which screen readers and
 * tests handle poorly and which cannot be styled.
 */
export function ConfirmDialog({
  trigger,
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  onConfirm,
}: ConfirmDialogProps) {
  // Without a trigger Radix has nothing to return focus to (it would fall to <body>): remember what had focus
  // when the dialog opened (the button that asked) and go back there.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      {trigger && <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>}
      <AlertDialogContent
        {...(description ? {} : { 'aria-describedby': undefined })}
        onOpenAutoFocus={() => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          if (trigger || !opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          {description && <AlertDialogDescription>{description}</AlertDialogDescription>}
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{confirmLabel}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** The red trash icon of a list item that asks `question` before `onConfirm` deletes it. */
export function DeleteIconButton({
  label,
  question,
  onConfirm,
  disabled,
}: {
  /** The button's accessible name, e.g. 'Delete Acme'. */
  label: string;
  question: string;
  onConfirm: () => void;
  disabled?: boolean;
}) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="icon" className="text-destructive" disabled={disabled} aria-label={label}>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </Button>
      }
      title={question}
      onConfirm={onConfirm}
    />
  );
}
