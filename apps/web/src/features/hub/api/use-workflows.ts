import type { Workflow } from '@proclub/contracts/hub';
import { useHubList } from '../hooks/use-hub-list';
import { hubKeys } from './hub-keys';

/** GET /api/hub/onboarding: the seller's onboarding workflows, newest first. */
export const useWorkflows = () => useHubList<Workflow>(hubKeys.workflowList, '/api/hub/onboarding', 'onboarding workflows');
