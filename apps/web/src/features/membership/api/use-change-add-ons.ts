import type { AddOn, Membership } from '@proclub/contracts/membership';
import { api } from '@/lib/api-client';
import { useMembershipMutation } from './membership-mutation';

/** PUT /api/membership/add-ons. */
export const useChangeAddOns = () =>
  useMembershipMutation((addOns: AddOn[]) => api.put<Membership>('/api/membership/add-ons', { addOns }));
