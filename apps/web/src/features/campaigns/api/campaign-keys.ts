import { sharedQueryKeys } from '@/lib/shared-query-keys';

/**
 * Query keys of email campaigns (server module campaigns, /api/crm/campaigns). They sit under the CRM's root, so
 * a change to clients (the audience) refreshes them too, and a client's campaign history in the CRM refreshes
 * when a campaign changes.
 */
export const campaignKeys = {
  all: sharedQueryKeys.campaigns,
  campaign: (id: string) => [...sharedQueryKeys.campaigns, 'detail', id] as const,
  recipients: (id: string, q: string, page: number) => [...sharedQueryKeys.campaigns, 'recipients', id, q, page] as const,
  audienceCount: (audience: unknown) => [...sharedQueryKeys.campaigns, 'audience', audience] as const,
  templates: [...sharedQueryKeys.campaigns, 'templates'] as const,
  postalAddress: [...sharedQueryKeys.campaigns, 'postal-address'] as const,
};
