import type { Service, ServiceData } from '@proclub/contracts/services';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { serviceFormData } from './service-form-data';
import { serviceKeys } from './service-keys';

export interface UpdateServiceInput {
  service: ServiceData;
  /** Existing images to keep, in display order; the new files are appended after them. */
  keepImageIds: string[];
  images: File[];
  /** The share of the upload sent so far (0–1), for the form's progress bar. */
  onProgress?: (sent: number) => void;
}

/** PUT /api/services/:id (multipart): the fields, which images to keep, and new images. */
export function useUpdateService(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ service, keepImageIds, images, onProgress }: UpdateServiceInput) =>
      api.upload<Service>(
        'PUT',
        `/api/services/${encodeURIComponent(id)}`,
        serviceFormData({ service, keepImageIds }, images),
        images.length ? onProgress : undefined,
      ),
    onSuccess: (updated) => {
      queryClient.setQueryData(serviceKeys.detail(id), updated);
      queryClient.invalidateQueries({ queryKey: serviceKeys.mine });
      queryClient.invalidateQueries({ queryKey: serviceKeys.browseAll });
      queryClient.invalidateQueries({ queryKey: serviceKeys.seller(updated.userId) });
    },
  });
}
