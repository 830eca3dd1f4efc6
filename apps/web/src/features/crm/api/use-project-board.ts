import type { Board } from '@proclub/contracts/crm';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { crmKeys } from './crm-keys';

/** GET /api/crm/projects/board: every status column with its count, budget total and newest cards. */
export function useProjectBoard() {
  return useQuery({
    queryKey: crmKeys.board,
    queryFn: ({ signal }) => api.get<Board>('/api/crm/projects/board', signal),
  });
}
