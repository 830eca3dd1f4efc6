import { MembershipPage } from '@/features/membership/components/membership-page';

export function Component() {
  return <MembershipPage />;
}
