import { useEffect } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-client';

/** Shows the spec's toast once each time a query starts failing (the inline error offers Try Again). */
export function useErrorToast(error: unknown, title: string) {
  useEffect(() => {
    if (!error) return;
    const detail = errorMessage(error, '');
    toast.error(title, detail && detail !== title ? { description: detail } : undefined);
  }, [error, title]);
}
