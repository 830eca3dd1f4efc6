import type { ProjectThread } from '@proclub/contracts/crm';
import type { Me } from '@proclub/contracts/profiles';
import { useMemo } from 'react';
import { MessageComposer } from '@/features/crm/components/message-composer';
import { ThreadMessages } from '@/features/crm/components/thread-messages';
import { useProjectThreadsLive } from '@/features/crm/hooks/use-project-thread-live';

/** An accepted order's thread: the CRM project's thread, shared by the buyer and the seller, live. */
export function OrderThread({ projectId, title, me }: { projectId: string; title: string; me: Me }) {
  const thread = useMemo(
    () =>
      [
        { id: projectId, title, status: 'in_progress', clientName: '', sellerName: null, unread: 0, createdAt: '' },
      ] as ProjectThread[],
    [projectId, title],
  );
  useProjectThreadsLive(thread, projectId, me.user.id);

  return (
    <section aria-label="Order messages" className="flex h-80 flex-col rounded-lg border border-border">
      <ThreadMessages projectId={projectId} me={me} className="p-3" testId="order-thread" />
      <MessageComposer projectId={projectId} />
    </section>
  );
}
