import type { ClientOption } from '@proclub/contracts/crm';

/** The <option>s of a client select: a prompt, then the seller's active clients. */
export function ClientOptions({ clients, loading }: { clients: ClientOption[] | undefined; loading: boolean }) {
  return (
    <>
      <option value="">{loading ? 'Loading clients…' : clients?.length ? 'Select a client' : 'No active clients yet'}</option>
      {(clients ?? []).map((client) => (
        <option key={client.id} value={client.id}>
          {client.name}
        </option>
      ))}
    </>
  );
}
