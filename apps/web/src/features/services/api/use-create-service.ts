import type { Service, ServiceData } from '@proclub/contracts/services';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { serviceFormData } from './service-form-data';
import { serviceKeys } from './service-keys';

export interface CreateServiceInput {
  service: ServiceData;
  images: File[];
  /** The share of the upload sent so far (0–1), for the form's progress bar. */
  onProgress?: (sent: number) => void;
}

/** POST /api/services (multipart): the fields as JSON plus up to five portfolio images. */
export function useCreateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ service, images, onProgress }: CreateServiceInput) =>
      api.upload<Service>('POST', '/api/services', serviceFormData(service, images), images.length ? onProgress : undefined),
    onSuccess: (created) => {
      queryClient.setQueryData(serviceKeys.detail(created.id), created);
      queryClient.invalidateQueries({ queryKey: serviceKeys.mine });
      queryClient.invalidateQueries({ queryKey: serviceKeys.browseAll });
      queryClient.invalidateQueries({ queryKey: serviceKeys.seller(created.userId) });
    },
  });
}
