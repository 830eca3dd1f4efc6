import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { toastSuccess } from '@/lib/toast-action';
import { fetchMe, meQueryKey } from '@/lib/use-me';

/**
 * Where mailed verification links land: says what happened and moves on. Sign-up signs nobody in (it must answer
 * alike for an address that has an account, issue #30), so the link of a new account is where the account is
 * finished: it signs the person in and this page says the spec's sign-up success, then goes to setup (ADR 041).
 */
export function Component() {
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const failed = params.get('error');
  useEffect(() => {
    let left = false;
    void (async () => {
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      const me = await queryClient.fetchQuery({ queryKey: meQueryKey, queryFn: fetchMe }).catch(() => null);
      if (left) return;
      const isNew = !!me && !me.profile.role;
      if (failed) toast.error('This link has expired or was already used. Please request a new one.');
      else if (isNew) toastSuccess('Account created! Redirecting to setup...');
      else toastSuccess('Your email address is confirmed');
      await navigate(isNew ? '/setup' : '/dashboard', { replace: true });
    })();
    return () => {
      left = true;
    };
  }, [failed, queryClient, navigate]);
  return null;
}
