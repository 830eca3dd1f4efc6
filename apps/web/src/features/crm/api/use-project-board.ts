import type { Board } from '@proclub/contracts/crm';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withQuery } from '@/lib/with-query';
import { crmKeys } from './crm-keys';

/** GET /api/crm/projects/board: every status column with its count, budget total and newest cards; `mine`: mine only. */
export function useProjectBoard(mine = false) {
  return useQuery({
    queryKey: crmKeys.boardOf(mine),
    queryFn: ({ signal }) => api.get<Board>(withQuery('/api/crm/projects/board', { assigned: mine ? 'me' : undefined }), signal),
  });
}
