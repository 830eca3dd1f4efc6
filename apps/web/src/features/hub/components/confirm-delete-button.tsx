import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

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
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" disabled={disabled}>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          Delete
        </Button>
      }
      title={`Delete ${what}?`}
      description={`This action cannot be undone. ${description}`}
      onConfirm={onConfirm}
    />
  );
}
