import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';

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
  const run = async () => {
    try {
      await onDelete();
      toast.success(success);
    } catch (error) {
      toast.error(errorMessage(error, failure));
    }
  };
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
