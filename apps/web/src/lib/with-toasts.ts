import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-client';

/**
 * Runs an action and says how it went: `success` in a toast, or on failure the server's message (else
 * `failure`). Resolves whether it succeeded.
 */
export async function withToasts(run: () => Promise<unknown>, success: string, failure: string): Promise<boolean> {
  try {
    await run();
    toast.success(success);
    return true;
  } catch (error) {
    toast.error(errorMessage(error, failure));
    return false;
  }
}
