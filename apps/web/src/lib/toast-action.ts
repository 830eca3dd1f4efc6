import { toast } from 'sonner';
import { errorMessage } from './api-client';

/**
 * Runs what the user asked for and says how it went in a toast: `success` (or the message made from the
 * result), else the server's reason or `failure`. Resolves whether it succeeded, for what follows (e.g.
 * leaving a deleted record's page).
 */
export async function toastAction<R>(
  run: () => Promise<R>,
  success: string | ((result: R) => string),
  failure: string,
): Promise<boolean> {
  try {
    const result = await run();
    toast.success(typeof success === 'function' ? success(result) : success);
    return true;
  } catch (error) {
    toast.error(errorMessage(error, failure));
    return false;
  }
}
