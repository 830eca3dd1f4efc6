import { zodResolver } from '@hookform/resolvers/zod';
import { type ServiceData, serviceInputSchema } from '@proclub/contracts/services';
import { useEffect, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { UploadProgress } from '@/components/ui/upload-progress';
import { ApiClientError } from '@/lib/api-client';
import { toastFailure } from '@/lib/toast-action';
import type { FormImage, ServiceFormValues } from '../service-form-values';
import { ListField } from './list-field';
import { PackagesField } from './packages-field';
import { PortfolioImagesField } from './portfolio-images-field';
import { ServiceDetailsFields } from './service-details-fields';

const formFields = new Set<string>([
  'title',
  'description',
  'category',
  'pricingType',
  'priceFrom',
  'priceTo',
  'deliveryTime',
  'features',
  'tags',
]);
/** Nested fields whose issues are shown on the exact row (`packages.1.price`, `extras.0.title`). */
const nestedFields = new Set<string>(['packages', 'extras']);

interface ServiceFormProps {
  initialValues: ServiceFormValues;
  initialImages: FormImage[];
  submitLabel: string;
  /** Toast text when the server gives no message of its own. */
  failureMessage: string;
  /**
   * Saves the service (reporting the upload's progress, 0–1, when it sends images); a thrown ApiClientError's field
   * issues are shown next to their fields.
   */
  onSubmit: (data: ServiceData, images: FormImage[], onProgress: (sent: number) => void) => Promise<void>;
}

/** The create / edit service form, validated on the client with the same schema the server uses. */
export function ServiceForm({ initialValues, initialImages, submitLabel, failureMessage, onSubmit }: ServiceFormProps) {
  const form = useForm<ServiceFormValues, unknown, ServiceData>({
    resolver: zodResolver(serviceInputSchema) as Resolver<ServiceFormValues, unknown, ServiceData>,
    defaultValues: initialValues,
  });
  const { isSubmitting } = form.formState;
  const [images, setImages] = useState(initialImages);
  const [imagesError, setImagesError] = useState<string>();
  // The share of the new images sent, while a save uploads some (null otherwise).
  const [uploaded, setUploaded] = useState<number | null>(null);

  // Object URLs of picked files live until the form goes away.
  const imagesRef = useRef(images);
  imagesRef.current = images;
  useEffect(
    () => () => {
      for (const image of imagesRef.current) if (image.kind === 'new') URL.revokeObjectURL(image.url);
    },
    [],
  );

  const submit = form.handleSubmit(async (data) => {
    const uploading = images.some((image) => image.kind === 'new');
    if (uploading) setUploaded(0);
    try {
      await onSubmit(data, images, setUploaded);
    } catch (error) {
      if (error instanceof ApiClientError) showFieldIssues(error);
      toastFailure(error, failureMessage);
    } finally {
      setUploaded(null);
    }
  });

  const showFieldIssues = (error: ApiClientError) => {
    let focused = false;
    for (const issue of error.fields) {
      // Edits nest the fields under `service.`; list entries come as `features.2`.
      const path = issue.field.replace(/^service\./, '');
      const [name] = path.split('.');
      if (name === 'images' || name === 'keepImageIds') setImagesError(issue.message);
      else if (nestedFields.has(name)) {
        form.setError(path as keyof ServiceFormValues, { message: issue.message }, { shouldFocus: !focused });
        focused = true;
      } else if (formFields.has(name)) {
        form.setError(name as keyof ServiceFormValues, { message: issue.message }, { shouldFocus: !focused });
        focused = true;
      }
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-label="Service details">
      <ServiceDetailsFields form={form} />
      <ListField
        control={form.control}
        name="features"
        label="Key Features"
        noun="Feature"
        placeholder="e.g. Responsive design"
        maxLength={200}
      />
      <ListField control={form.control} name="tags" label="Tags" noun="Tag" placeholder="e.g. react" maxLength={40} />
      <PackagesField form={form} />
      <PortfolioImagesField images={images} onChange={setImages} error={imagesError} onError={setImagesError} />
      {uploaded !== null && <UploadProgress label="Uploading images" value={uploaded} />}
      <div className="flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:justify-end">
        <Link to="/dashboard" className={buttonClasses('outline')}>
          Cancel
        </Link>
        <Button type="submit" busy={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
