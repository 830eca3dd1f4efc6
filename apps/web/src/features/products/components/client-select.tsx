import type { SelectHTMLAttributes } from 'react';
import { Link } from 'react-router';
import { NativeSelect } from '@/components/ui/input';
import { useClientOptions } from '@/features/crm/api/use-client-options';

interface ClientSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** Offer "No client" (for records that need none). */
  optional?: boolean;
}

/** The seller's active CRM clients; with none yet, a link to add one in the CRM. */
export function ClientSelect({ optional, ...props }: ClientSelectProps) {
  const options = useClientOptions();
  const clients = options.data ?? [];
  return (
    <>
      <NativeSelect {...props} disabled={props.disabled || options.isPending}>
        <option value="">{optional ? 'No client' : options.isPending ? 'Loading clients…' : 'Select a client'}</option>
        {clients.map((client) => (
          <option key={client.id} value={client.id}>
            {client.name}
          </option>
        ))}
      </NativeSelect>
      {!options.isPending && clients.length === 0 && (
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
