import type { Ref } from 'react';
import { Link } from 'react-router';
import { useClientOptions } from '@/components/pickers/client-options';
import { ClientPicker } from '@/components/pickers/client-picker';
import type { PickerProps } from '@/components/pickers/search-picker';
import type { ComboboxOption } from '@/components/ui/search-combobox';

export interface ClientSelectProps {
  id: string;
  /** The chosen client's id ('' for none). */
  value: string;
  onChange: (id: string) => void;
  /** What the chosen client is called when the form opens (an edited record's client). */
  initial?: ComboboxOption | null;
  /** Offer "No client" (for records that need none). */
  optional?: boolean;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * The seller's active CRM clients in a searchable picker (any of them can be found, not just the first page);
 * with none yet, a link to add one in the CRM.
 */
export function ClientSelect({ optional, ...props }: ClientSelectProps) {
  const options = useClientOptions();
  return (
    <>
      <ClientPicker {...props} aria-required={optional ? undefined : 'true'} emptyLabel={optional ? 'No client' : undefined} />
      {!options.isPending && options.data?.length === 0 && (
        <p className="text-xs text-muted-foreground">
          No active clients yet.{' '}
          <Link to="/crm" className="text-primary underline-offset-4 hover:underline">
            Add one in the CRM
          </Link>
          .
        </p>
      )}
    </>
  );
}

/** ClientSelect with "No client" offered first, for records that need no client. */
export function OptionalClientSelect(props: PickerProps) {
  return <ClientSelect {...props} optional />;
}
