import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { toastSuccess } from '@/lib/toast-action';
import { meQueryKey } from '@/lib/use-me';

/** Where mailed verification links land: says what happened and moves on to the dashboard. */
export function Component() {
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const failed = params.get('error');
  useEffect(() => {
    if (failed) toast.error('This link has expired or was already used. Please request a new one.');
    else toastSuccess('Your email address is confirmed');
    void queryClient.invalidateQueries({ queryKey: meQueryKey });
  }, [failed, queryClient]);
  return <Navigate to="/dashboard" replace />;
}
