import type { ProjectThread } from '@proclub/contracts/crm';
import type { Me } from '@proclub/contracts/profiles';
import { useMemo } from 'react';
import { useProjectThreadsLive } from '../hooks/use-project-thread-live';
import { MessageComposer } from './message-composer';
import { ThreadMessages } from './thread-messages';

/** One project's thread in a box, live (an accepted order's details show its project's thread this way). */
export function ProjectThreadBox({ projectId, title, me }: { projectId: string; title: string; me: Me }) {
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
