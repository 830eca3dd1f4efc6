import { formatPostalAddress, type PostalAddressInput } from '@proclub/contracts/campaigns';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { TitledDialog } from '@/components/ui/titled-dialog';
import { ApiClientError } from '@/lib/api-client';
import { toastFailure, toastSuccess } from '@/lib/toast-action';
import { usePostalAddress, useSavePostalAddress } from '../api/use-postal-address';

const EMPTY: PostalAddressInput = { street: '', city: '', region: '', postalCode: '', country: '' };
const FIELDS: { key: keyof PostalAddressInput; label: string; autoComplete: string; optional?: boolean }[] = [
  { key: 'street', label: 'Street address', autoComplete: 'street-address' },
  { key: 'city', label: 'City', autoComplete: 'address-level2' },
  { key: 'region', label: 'State / region (optional)', autoComplete: 'address-level1', optional: true },
  { key: 'postalCode', label: 'Postal code', autoComplete: 'postal-code' },
  { key: 'country', label: 'Country', autoComplete: 'country-name' },
];

/** The workspace's mailing address form (CAN-SPAM: printed in the footer of every campaign email). */
export function PostalAddressForm({ onSaved }: { onSaved?: () => void }) {
  const current = usePostalAddress();
  const save = useSavePostalAddress();
  const [draft, setDraft] = useState<PostalAddressInput | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  if (current.isPending) return <Skeleton className="h-48" />;
  if (current.isError) return <ErrorState message="Failed to load the mailing address" onRetry={() => current.refetch()} />;
  const value = draft ?? current.data.address ?? EMPTY;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      await save.mutateAsync(value);
      toastSuccess('Mailing address saved');
      setDraft(null);
      onSaved?.();
    } catch (error) {
      if (error instanceof ApiClientError && error.fields.length) {
        setErrors(Object.fromEntries(error.fields.map((issue) => [issue.field, issue.message])));
      }
      toastFailure(error, 'Could not save the mailing address');
    }
  };

  return (
    <form onSubmit={submit} className="space-y-3" aria-label="Mailing address">
      {FIELDS.map(({ key, label, autoComplete, optional }) => (
        <FormField key={key} id={`postal-${key}`} label={label} error={errors[key]}>
          <Input
            {...fieldControlProps(`postal-${key}`, errors[key])}
            autoComplete={autoComplete}
            required={!optional}
            value={value[key] ?? ''}
            onChange={(event) => setDraft({ ...value, [key]: event.target.value })}
          />
        </FormField>
      ))}
      <Button type="submit" disabled={save.isPending}>
        Save address
      </Button>
    </form>
  );
}

/** "Mailing address" as a dialog, opened from the editor page. */
export function PostalAddressDialog({ onClose }: { onClose: () => void }) {
  return (
    <TitledDialog
      title="Mailing address"
      description="Your workspace's postal address. The law (CAN-SPAM) requires it in the footer of every campaign email; your profile's city is not enough."
      className="max-w-lg"
      onClose={onClose}
    >
      <PostalAddressForm onSaved={onClose} />
    </TitledDialog>
  );
}

/** The small settings section of the Campaigns tab: the address every campaign footer prints, and Edit. */
export function PostalAddressSection() {
  const current = usePostalAddress();
  const [editing, setEditing] = useState(false);
  const address = current.data?.address;
  return (
    <section aria-labelledby="campaign-mailing-address" className="rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="campaign-mailing-address" className="text-sm font-medium">
          Mailing address
        </h3>
        <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
          {address ? 'Edit address' : 'Add address'}
        </Button>
      </div>
      <p className="mt-1 text-sm text-muted-foreground" data-testid="mailing-address">
        {current.isPending
          ? 'Loading…'
          : address
            ? formatPostalAddress(address)
            : 'Not set yet: campaigns cannot be sent until you add your postal address (CAN-SPAM).'}
      </p>
      {editing && <PostalAddressDialog onClose={() => setEditing(false)} />}
    </section>
  );
}
