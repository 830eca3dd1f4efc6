import { AppealPage } from '@/features/auth/components/appeal-page';

export function Component() {
  return <AppealPage />;
}
