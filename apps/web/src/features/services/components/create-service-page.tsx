import { useNavigate } from 'react-router';
import { toastSuccess } from '@/lib/toast-action';
import { useCreateService } from '../api/use-create-service';
import { emptyServiceForm } from '../service-form-values';
import { ServiceEditorLayout } from './service-editor-layout';
import { ServiceForm } from './service-form';

export function CreateServicePage() {
  const navigate = useNavigate();
  const createService = useCreateService();
  return (
    <ServiceEditorLayout title="Create New Service" description="List a service so clients can find you in the marketplace.">
      <ServiceForm
        initialValues={emptyServiceForm}
        initialImages={[]}
        submitLabel="Create Service"
        failureMessage="Failed to create service"
        onSubmit={async (service, images, onProgress) => {
          const files = images.flatMap((image) => (image.kind === 'new' ? [image.file] : []));
          await createService.mutateAsync({ service, images: files, onProgress });
          toastSuccess('Service created successfully!');
          navigate('/dashboard');
        }}
      />
    </ServiceEditorLayout>
  );
}
