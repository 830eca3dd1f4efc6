import { RequireSession } from '@/components/layout/require-session';
import { MessagesPage } from '@/features/messaging/components/messages-page';

export function Component() {
  return <RequireSession>{(me) => <MessagesPage me={me} />}</RequireSession>;
}
