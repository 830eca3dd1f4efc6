import type { SupportContact } from '@proclub/contracts/accounts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Where "Contact support" leads (the server's SUPPORT_EMAIL); public, so a signed-out, suspended person reads it. */
export function useSupportContact() {
  return useQuery({
    queryKey: ['support-contact'],
    queryFn: () => api.get<SupportContact>('/api/support/contact'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
