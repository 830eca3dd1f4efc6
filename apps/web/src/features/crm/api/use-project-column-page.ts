import type { ProjectPage, ProjectStatus } from '@proclub/contracts/crm';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withQuery } from '@/lib/with-query';

/** GET /api/crm/projects?status=…&cursor=…: the next cards of one board column (its cursor comes from the board). */
export function useProjectColumnPage() {
  return useMutation({
    mutationFn: ({ status, cursor, mine }: { status: ProjectStatus; cursor: string; mine: boolean }) =>
      api.get<ProjectPage>(withQuery('/api/crm/projects', { status, cursor, assigned: mine ? 'me' : undefined })),
  });
}
