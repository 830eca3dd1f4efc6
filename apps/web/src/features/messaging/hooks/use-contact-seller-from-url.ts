import { useEffect, useRef } from 'react';
import { toastFailure } from '@/lib/toast-action';
import { useContactSeller } from '../api/use-contact-seller';

/**
 * /messages?seller={userId}&service={serviceId} (the service page's Contact Seller): opens, or reuses, the
 * inquiry about that service and shows it. Returns true while it is being opened.
 */
export function useContactSellerFromUrl(
  params: URLSearchParams,
  select: (id: string | null, replace?: boolean) => void,
): boolean {
  const serviceId = params.get('service');
  const contact = useContactSeller();
  const started = useRef<string | null>(null);
  const { mutate } = contact;

  useEffect(() => {
    if (!serviceId || started.current === serviceId) return;
    started.current = serviceId;
    mutate(serviceId, {
      // Replace the ?service= entry, so Back does not open it again.
      onSuccess: (detail) => select(detail.id, true),
      onError: (error) => {
        toastFailure(error, { title: 'Failed to create conversation', fallback: 'Please try again.' });
        select(null);
      },
    });
  }, [serviceId, mutate, select]);

  return !!serviceId && contact.isPending;
}
