import type { AddOn, AddOnFlags } from '@proclub/contracts/membership';
import type { ReactNode } from 'react';
import { FeatureLock } from '@/components/membership/feature-lock';
import { Skeleton } from '@/components/ui/skeleton';
import { useMembership } from '../api/use-membership';

interface AddOnGateProps {
  addOn: AddOn;
  /** The membership flag the add-on turns on. */
  flag: keyof AddOnFlags;
  /** The feature's name on the lock. */
  feature: string;
  children: ReactNode;
}

/** Another feature's screen that needs an add-on: the shared lock without it (composed in by app/). */
export function AddOnGate({ addOn, flag, feature, children }: AddOnGateProps) {
  const membership = useMembership();
  if (membership.isPending) return <Skeleton className="h-64" />;
  if (!membership.data?.features[flag]) return <FeatureLock addOn={addOn} feature={feature} />;
  return <>{children}</>;
}
