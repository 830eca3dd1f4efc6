import type { Membership } from '@proclub/contracts/membership';
import { api } from '@/lib/api-client';
import { useMembershipMutation } from './membership-mutation';

/** POST /api/membership/resume: undoes a pending cancellation. */
export const useResumeMembership = () => useMembershipMutation(() => api.post<Membership>('/api/membership/resume'));
