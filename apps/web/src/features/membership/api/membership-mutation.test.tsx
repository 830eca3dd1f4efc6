import type { Membership } from '@proclub/contracts/membership';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, route, sentRequests } from '@/test/network';
import { renderHookWithProviders } from '@/test/render';
import { membershipKeys } from './membership-keys';
import { useCancelMembership } from './use-cancel-membership';
import { useMembership } from './use-membership';

const active: Membership = {
  subscribed: true,
  provider: 'test',
  status: 'active',
  subscriptionEnd: '2026-03-01T00:00:00.000Z',
  cancelAtPeriodEnd: false,
  addOns: ['analytics_pro'],
  monthlyTotal: 54,
  features: { advancedCrm: false, prioritySupport: false, analyticsPro: true, whiteLabel: false },
};

describe('a Manage Membership change', () => {
  it('is not undone by an older refetch of the membership that answers after it', async () => {
    // The first read answers at once; the second (the live event of the previous change refetching) is slow and
    // was read before the cancellation: it answers the old, renewing membership only after the cancel did.
    let answerSlowRead: (response: Response) => void = () => {};
    let reads = 0;
    route('GET', '/api/membership', () => {
      reads++;
      return reads === 1 ? json(active) : new Promise<Response>((resolve) => (answerSlowRead = resolve));
    });
    route('POST', '/api/membership/cancel', () => json({ ...active, cancelAtPeriodEnd: true }));
    route('GET', '/api/membership/check-subscription', () => json({ subscribed: true, subscriptionEnd: active.subscriptionEnd }));

    const { result, queryClient } = renderHookWithProviders(() => ({ details: useMembership(), cancel: useCancelMembership() }));
    await waitFor(() => expect(result.current.details.data?.cancelAtPeriodEnd).toBe(false));
    act(() => void queryClient.invalidateQueries({ queryKey: membershipKeys.details }));
    await waitFor(() => expect(reads).toBe(2));

    await act(() => result.current.cancel.mutateAsync(undefined));
    answerSlowRead(json(active));
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(result.current.details.data?.cancelAtPeriodEnd).toBe(true);
    expect(queryClient.getQueryData<Membership>(membershipKeys.details)?.cancelAtPeriodEnd).toBe(true);
    expect(sentRequests('/api/membership/cancel')).toHaveLength(1);
  });
});
