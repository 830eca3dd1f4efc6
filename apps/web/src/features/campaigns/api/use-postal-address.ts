import type { PostalAddressInput, PostalAddressResponse } from '@proclub/contracts/campaigns';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { campaignKeys } from './campaign-keys';

const URL = '/api/crm/campaign-postal-address';

/** GET /api/crm/campaign-postal-address: the workspace's mailing address (null until it is added). */
export function usePostalAddress() {
  return useQuery({
    queryKey: campaignKeys.postalAddress,
    queryFn: ({ signal }) => api.get<PostalAddressResponse>(URL, signal),
  });
}

/** PUT /api/crm/campaign-postal-address. */
export function useSavePostalAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: PostalAddressInput) => api.put<PostalAddressResponse>(URL, address),
    onSuccess: (data) => queryClient.setQueryData(campaignKeys.postalAddress, data),
  });
}
