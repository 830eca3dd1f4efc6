import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toastAction } from '@/lib/toast-action';

interface DeleteButtonProps {
  /** The button's accessible name, e.g. "Remove citation: Yelp". */
  label: string;
  /** The question asked first (the confirm dialog's title); nothing happens when it is declined. */
  confirm: string;
  onDelete: () => Promise<unknown>;
  success: string;
  failure: string;
}

/** The red trash button of a product record: asks first, deletes, and reports either way in a toast. */
export function DeleteButton({ label, confirm, onDelete, success, failure }: DeleteButtonProps) {
  const run = () => toastAction(onDelete, success, failure);
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="ghost" className="text-destructive hover:text-destructive" aria-label={label}>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </Button>
      }
      title={confirm}
      onConfirm={run}
    />
  );
}
