// The helper itself may call sonner directly: not reported.
import { toast } from 'sonner';
import { errorMessage } from './api-client';

export function toastFailure(error: unknown, failure: string) {
  toast.error(errorMessage(error, failure));
  toast.success(failure);
}
