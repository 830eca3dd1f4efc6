import type { LucideIcon } from 'lucide-react';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

interface ConfirmButtonProps {
  icon: LucideIcon;
  /** The button's text, and the confirming button's unless `confirmLabel` says otherwise. */
  label: string;
  /** The button's accessible name, when its text is not enough (e.g. 'Withdraw Spring offer'). */
  'aria-label'?: string;
  /** The question asked first. */
  title: string;
  description: string;
  confirmLabel?: string;
  onConfirm: () => void;
  disabled?: boolean;
}

/** A small outline button (icon and text) for a step that cannot be undone: it asks `title` first. */
export function ConfirmButton({
  icon: Icon,
  label,
  title,
  description,
  confirmLabel,
  onConfirm,
  disabled,
  ...aria
}: ConfirmButtonProps) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" disabled={disabled} {...aria}>
          <Icon className="h-4 w-4" aria-hidden="true" />
          {label}
        </Button>
      }
      title={title}
      description={description}
      confirmLabel={confirmLabel ?? label}
      onConfirm={onConfirm}
    />
  );
}
