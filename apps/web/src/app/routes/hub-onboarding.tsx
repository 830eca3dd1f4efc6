import { OnboardingPage } from '@/features/hub/components/onboarding-page';
import { RequireHubAccess } from '@/features/hub/components/require-hub-access';

export function Component() {
  return <RequireHubAccess>{() => <OnboardingPage />}</RequireHubAccess>;
}
