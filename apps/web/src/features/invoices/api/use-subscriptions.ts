import type { Subscription, SubscriptionInput } from '@proclub/contracts/invoices';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invoiceKeys } from './invoice-keys';

const subscriptionsKey = [...invoiceKeys.all, 'subscriptions'] as const;

/** GET /api/invoice-subscriptions: the workspace's recurring billing, newest first. */
export function useSubscriptions() {
  return useQuery({
    queryKey: subscriptionsKey,
    queryFn: ({ signal }) => api.get<{ items: Subscription[] }>('/api/invoice-subscriptions', signal),
  });
}

/** POST /api/invoice-subscriptions: bill a client monthly from a start date. */
export function useCreateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubscriptionInput) => api.post<Subscription>('/api/invoice-subscriptions', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}

type Change = { kind: 'pause' | 'resume' } | { kind: 'cancel'; atPeriodEnd: boolean };

/** POST /api/invoice-subscriptions/:id/{pause,resume,cancel}. */
export function useChangeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: Change }) =>
      api.post<Subscription>(
        `/api/invoice-subscriptions/${encodeURIComponent(id)}/${change.kind}`,
        change.kind === 'cancel' ? { atPeriodEnd: change.atPeriodEnd } : undefined,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}
