import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toastFailure, toastSuccess } from '@/lib/toast-action';
import { useDeleteService } from '../api/use-delete-service';

/** Delete with a confirmation dialog; deletion is permanent (images included). */
export function DeleteServiceButton({ serviceId, serviceTitle }: { serviceId: string; serviceTitle: string }) {
  const deleteService = useDeleteService();
  const confirm = () =>
    deleteService.mutate(serviceId, {
      onSuccess: () => toastSuccess('Service deleted successfully'),
      onError: (error) => toastFailure(error, 'Failed to delete service'),
    });

  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="outline"
          size="icon"
          className="text-destructive"
          aria-label="Delete service"
          title={`Delete ${serviceTitle}`}
          disabled={deleteService.isPending}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </Button>
      }
      title="Delete Service?"
      description="This action cannot be undone. This will permanently delete your service listing."
      onConfirm={confirm}
    />
  );
}
