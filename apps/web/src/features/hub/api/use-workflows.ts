import type { Workflow } from '@proclub/contracts/hub';
import { usePagedList } from '@/lib/use-paged-list';
import { hubKeys } from './hub-keys';

/** GET /api/hub/onboarding: the seller's onboarding workflows, newest first. */
export const useWorkflows = () => usePagedList<Workflow>(hubKeys.workflowList, '/api/hub/onboarding', 'onboarding workflows');
