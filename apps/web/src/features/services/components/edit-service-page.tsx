import type { Me } from '@proclub/contracts/profiles';
import type { Service } from '@proclub/contracts/services';
import { useNavigate } from 'react-router';
import { MarketplaceShell } from '@/components/layout/marketplace-shell';
import { PageSkeleton } from '@/components/layout/require-session';
import { ErrorState } from '@/components/ui/error-state';
import { isNotFoundError } from '@/lib/api-client';
import { toastSuccess } from '@/lib/toast-action';
import { useService } from '../api/use-service';
import { useUpdateService } from '../api/use-update-service';
import { type FormImage, serviceToForm } from '../service-form-values';
import { ServiceEditorLayout } from './service-editor-layout';
import { ServiceForm } from './service-form';
import { ServiceNotFound } from './service-not-found';

/** Edit one of the signed-in seller's services; anyone else's (or a missing one) is 'Service Not Found'. */
export function EditServicePage({ me, serviceId }: { me: Me; serviceId: string }) {
  const query = useService(serviceId);
  if (query.isPending) return <PageSkeleton />;
  if ((query.isError && isNotFoundError(query.error)) || (query.data && query.data.userId !== me.user.id)) {
    return (
      <MarketplaceShell>
        <ServiceNotFound />
      </MarketplaceShell>
    );
  }
  if (query.isError) {
    return (
      <MarketplaceShell>
        <div className="mx-auto max-w-md py-12">
          <ErrorState message="Failed to load service details" onRetry={() => query.refetch()} />
        </div>
      </MarketplaceShell>
    );
  }
  return <EditServiceForm service={query.data} />;
}

function EditServiceForm({ service }: { service: Service }) {
  const navigate = useNavigate();
  const updateService = useUpdateService(service.id);
  const initialImages: FormImage[] = service.portfolioItems.map((item) => ({
    kind: 'existing',
    key: item.id,
    id: item.id,
    url: item.thumbnailUrl,
  }));
  return (
    <ServiceEditorLayout title="Edit Service" description="Update your listing. Changes show in the marketplace right away.">
      <ServiceForm
        initialValues={serviceToForm(service)}
        initialImages={initialImages}
        submitLabel="Save Changes"
        failureMessage="Failed to update service"
        onSubmit={async (data, images, onProgress) => {
          await updateService.mutateAsync({
            service: data,
            keepImageIds: images.flatMap((image) => (image.kind === 'existing' ? [image.id] : [])),
            images: images.flatMap((image) => (image.kind === 'new' ? [image.file] : [])),
            onProgress,
          });
          toastSuccess('Service updated successfully');
          navigate('/dashboard');
        }}
      />
    </ServiceEditorLayout>
  );
}
