import type { Membership } from '@proclub/contracts/membership';
import { api } from '@/lib/api-client';
import { useMembershipMutation } from './membership-mutation';

/** POST /api/membership/cancel: the membership ends at the end of the paid period. */
export const useCancelMembership = () => useMembershipMutation(() => api.post<Membership>('/api/membership/cancel'));
