import type { BrandInput, BrandSettings, CustomDomain, HostBrand, PortalEntry } from '@proclub/contracts/branding';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const brandingKeys = {
  settings: (workspaceId: string) => ['branding', workspaceId] as const,
  portal: (slug: string) => ['portal-entry', slug] as const,
  host: ['host-brand'] as const,
};

/** GET /api/branding: the current workspace's brand, portal address and custom domains. */
export function useBranding(workspaceId: string) {
  return useQuery({
    queryKey: brandingKeys.settings(workspaceId),
    queryFn: ({ signal }) => api.get<BrandSettings>('/api/branding', signal),
  });
}

/** Every branding change answers the whole settings: the cache takes it as is. */
function useBrandingMutation<I>(workspaceId: string, run: (input: I) => Promise<BrandSettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (settings) => queryClient.setQueryData(brandingKeys.settings(workspaceId), settings),
  });
}

export const useSaveBrand = (workspaceId: string) =>
  useBrandingMutation(workspaceId, (input: BrandInput) => api.put<BrandSettings>('/api/branding', input));

export function useUploadLogo(workspaceId: string) {
  return useBrandingMutation(workspaceId, (file: File) => {
    const form = new FormData();
    form.append('logo', file);
    return api.upload<BrandSettings>('PUT', '/api/branding/logo', form);
  });
}

export const useRemoveLogo = (workspaceId: string) =>
  useBrandingMutation(workspaceId, () => api.delete<BrandSettings>('/api/branding/logo'));

/** Domains change the list: the settings are read again. */
export function useDomainActions(workspaceId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: brandingKeys.settings(workspaceId) });
  return {
    add: useMutation({
      mutationFn: (domain: string) => api.post<CustomDomain>('/api/branding/domains', { domain }),
      onSuccess: refresh,
    }),
    verify: useMutation({
      mutationFn: (id: string) => api.post<CustomDomain>(`/api/branding/domains/${encodeURIComponent(id)}/verify`),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.delete<void>(`/api/branding/domains/${encodeURIComponent(id)}`),
      onSuccess: refresh,
    }),
  };
}

/** GET /api/public/portals/:slug: an agency's portal entry (no session). */
export function usePortalEntry(slug: string) {
  return useQuery({
    queryKey: brandingKeys.portal(slug),
    queryFn: ({ signal }) => api.get<PortalEntry>(`/api/public/portals/${encodeURIComponent(slug)}`, signal),
    retry: false,
  });
}

/** GET /api/public/host-brand: the agency whose verified custom domain this page is on (null on the app's own host). */
export function useHostBrand(enabled = true) {
  return useQuery({
    queryKey: brandingKeys.host,
    queryFn: ({ signal }) => api.get<HostBrand>('/api/public/host-brand', signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}
