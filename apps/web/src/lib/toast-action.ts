import { type ExternalToast, toast } from 'sonner';
import { errorMessage } from './api-client';

/**
 * The one way to say how an action went (lint/action-toasts.grit refuses `toast.success(…)` and
 * `toast.error(errorMessage(…))` written anywhere else). Three shapes:
 * - `await toastAction(run, success, failure)` for an awaited action;
 * - `toastSuccess(text)` / `toastFailure(error, failure)` in a mutation's `onSuccess` / `onError`, or in a
 *   try/catch that does more than toast (server field errors next to their fields, closing a dialog).
 */

/**
 * What a failed action says. A string: the server's reason when it gave one people can read, else this text.
 * `{ title, fallback }`: a toast titled `title` whose description is the server's reason, else `fallback`;
 * no description when that is empty or repeats the title.
 */
export type Failure = string | { title: string; fallback: string };

/** The success toast of an action (`options` for an id or an action button). */
export function toastSuccess(message: string, options?: ExternalToast): void {
  toast.success(message, options);
}

/** The failure toast of an action (see {@link Failure}); `options` for an id that keeps it from repeating. */
export function toastFailure(error: unknown, failure: Failure, options?: ExternalToast): void {
  if (typeof failure === 'string') {
    toast.error(errorMessage(error, failure), options);
    return;
  }
  const reason = errorMessage(error, failure.fallback);
  toast.error(failure.title, reason && reason !== failure.title ? { ...options, description: reason } : options);
}

/**
 * Runs what the user asked for and says how it went in a toast: `success` (or the message made from the
 * result), else the failure toast. Resolves whether it succeeded, for what follows (e.g. leaving a deleted
 * record's page).
 */
export async function toastAction<R>(
  run: () => Promise<R>,
  success: string | ((result: R) => string),
  failure: Failure,
): Promise<boolean> {
  try {
    const result = await run();
    toastSuccess(typeof success === 'function' ? success(result) : success);
    return true;
  } catch (error) {
    toastFailure(error, failure);
    return false;
  }
}
