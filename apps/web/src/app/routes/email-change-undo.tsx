import { EmailChangeUndoPage } from '@/features/auth/components/email-change-undo-page';

export function Component() {
  return <EmailChangeUndoPage />;
}
