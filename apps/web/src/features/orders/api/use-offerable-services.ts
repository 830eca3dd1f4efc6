import type { MyServices } from '@proclub/contracts/services';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/services/mine (first page): the seller's services an offer may be tied to. */
export function useOfferableServices(enabled: boolean) {
  return useQuery({
    queryKey: ['offers', 'services-mine'] as const,
    queryFn: () => api.get<MyServices>('/api/services/mine?limit=48'),
    enabled,
    select: (page) => page.items.filter((service) => service.isActive),
  });
}
