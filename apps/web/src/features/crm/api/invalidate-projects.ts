import type { QueryClient } from '@tanstack/react-query';
import { crmKeys } from './crm-keys';

/** A project change shows up in the list, the board, its details and the Messages tab list. */
export function invalidateProjects(queryClient: QueryClient) {
  queryClient.invalidateQueries({ queryKey: crmKeys.projectsAll });
  queryClient.invalidateQueries({ queryKey: crmKeys.threadsAll });
}
