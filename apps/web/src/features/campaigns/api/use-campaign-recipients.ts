import type { CampaignRecipientPage } from '@proclub/contracts/campaigns';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { workspaceLink } from '@/lib/current-workspace';
import { campaignKeys } from './campaign-keys';

/** GET /api/crm/campaigns/:id/recipients?q=&page=: one page of recipients with their status. */
export function useCampaignRecipients(id: string, q: string, page: number) {
  return useQuery({
    queryKey: campaignKeys.recipients(id, q, page),
    queryFn: ({ signal }) =>
      api.get<CampaignRecipientPage>(
        `/api/crm/campaigns/${encodeURIComponent(id)}/recipients?${new URLSearchParams({ q, page: String(page) })}`,
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

/** A plain download link: it names the workspace in the query (no header on a link). */
export const recipientsCsvUrl = (id: string) => workspaceLink(`/api/crm/campaigns/${encodeURIComponent(id)}/recipients.csv`);
