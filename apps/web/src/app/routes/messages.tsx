import type { Participant } from '@proclub/contracts/messaging';
import type { Me } from '@proclub/contracts/profiles';
import { useMemo } from 'react';
import { RequireSession } from '@/components/layout/require-session';
import { MessagesPage } from '@/features/messaging/components/messages-page';
import { type ThreadExtensions, ThreadExtensionsProvider } from '@/features/messaging/thread-extensions';
import { SendOfferAction, useOfferThreadItems } from '@/features/orders/components/offer-thread';

export function Component() {
  return <RequireSession>{(me) => <Messages me={me} />}</RequireSession>;
}

/** Messages with the custom offers of orders in their threads (issue 15). */
function Messages({ me }: { me: Me }) {
  const extensions = useMemo<ThreadExtensions>(
    () => ({
      useItems: useOfferThreadItems,
      ComposerAction: ({ conversationId, participants }: { conversationId: string; participants: Participant[] }) => (
        <SendOfferAction me={me} conversationId={conversationId} participants={participants} />
      ),
    }),
    [me],
  );
  return (
    <ThreadExtensionsProvider value={extensions}>
      <MessagesPage me={me} />
    </ThreadExtensionsProvider>
  );
}
