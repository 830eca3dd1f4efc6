import { useEffect } from 'react';
import { toastFailure } from '@/lib/toast-action';

/** Shows the spec's toast once each time a query starts failing (the inline error offers Try Again). */
export function useErrorToast(error: unknown, title: string) {
  useEffect(() => {
    if (!error) return;
    toastFailure(error, { title, fallback: '' });
  }, [error, title]);
}
