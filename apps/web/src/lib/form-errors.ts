import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiClientError } from '@/lib/api-client';

/** Shows the server's field issues next to their fields (the first one focused). */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<T>,
) {
  if (!(error instanceof ApiClientError)) return;
  let focused = false;
  for (const issue of error.fields) {
    const [name] = issue.field.split('.');
    if (!fields.includes(name)) continue;
    setError(name as Path<T>, { message: issue.message }, { shouldFocus: !focused });
    focused = true;
  }
}
