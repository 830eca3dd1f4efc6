import { RequireSession } from '@/components/layout/require-session';
import { TestCardUpdatePage } from '@/features/membership/components/test-card-update-page';

export function Component() {
  return <RequireSession>{() => <TestCardUpdatePage />}</RequireSession>;
}
