import { api } from '@/lib/api-client';

/** POST /api/services/:id/views: one view of a service page (the owner's own views are not counted). */
export function countServiceView(serviceId: string): void {
  api.post(`/api/services/${encodeURIComponent(serviceId)}/views`).catch(() => {
    // A lost view count is not worth bothering the visitor about.
  });
}
