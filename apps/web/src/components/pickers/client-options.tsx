import type { ClientOption } from '@proclub/contracts/crm';
import { createContext, type ReactNode, useContext } from 'react';

/** What a client picker needs to know about one search: the answer and the state of the request. */
export interface ClientOptionsQuery {
  data?: ClientOption[];
  isPending: boolean;
  isPlaceholderData: boolean;
  isError: boolean;
}

/** A hook answering a client search (the first clients by name for ''); the CRM feature owns the real one. */
export type UseClientOptions = (q?: string) => ClientOptionsQuery;

const ClientOptionsContext = createContext<UseClientOptions | null>(null);

/**
 * The hub, proposals, analysis and the add-on products pick one of the seller's CRM clients, but no feature may
 * import another: app/providers.tsx hands the CRM's query hook in here, and the pickers read it back. The value
 * must be one stable hook function for the app's lifetime (it is called as a hook).
 */
export function ClientOptionsProvider({ value, children }: { value: UseClientOptions; children: ReactNode }) {
  return <ClientOptionsContext.Provider value={value}>{children}</ClientOptionsContext.Provider>;
}

/** The seller's active clients matching `q` (at most CLIENT_OPTIONS_CAP), from the injected source. */
export function useClientOptions(q = ''): ClientOptionsQuery {
  const source = useContext(ClientOptionsContext);
  if (!source) throw new Error('useClientOptions needs a ClientOptionsProvider (see app/providers.tsx)');
  return source(q);
}
