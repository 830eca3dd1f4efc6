import { Trash2 } from 'lucide-react';
import { ConfirmButton } from '@/components/ui/confirm-button';

/** A Delete button that asks first ('Delete {what}?', cannot be undone, Cancel / Delete). */
export function ConfirmDeleteButton({
  what,
  description,
  onConfirm,
  disabled,
}: {
  what: string;
  description: string;
  onConfirm: () => void;
  disabled?: boolean;
}) {
  return (
    <ConfirmButton
      icon={Trash2}
      label="Delete"
      title={`Delete ${what}?`}
      description={`This action cannot be undone. ${description}`}
      onConfirm={onConfirm}
      disabled={disabled}
    />
  );
}
