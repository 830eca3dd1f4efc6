import type { ProjectThread } from '@proclub/contracts/crm';
import type { Me } from '@proclub/contracts/profiles';
import { MessageComposer } from './message-composer';
import { ProjectStatusBadge } from './status-badge';
import { ThreadMessages } from './thread-messages';

/** One project's thread in the CRM Messages tab: header, messages and a send box. */
export function ThreadView({ thread, me }: { thread: ProjectThread; me: Me }) {
  return (
    <section aria-label={`Conversation: ${thread.title}`} className="flex h-[600px] min-w-0 flex-col md:h-auto">
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-border px-4 py-3">
        <div className="min-w-0">
          <h3 className="truncate font-semibold">{thread.title}</h3>
          <p className="truncate text-xs text-muted-foreground">
            {thread.clientName}
            {thread.sellerName && ` · ${thread.sellerName}`}
          </p>
        </div>
        <ProjectStatusBadge status={thread.status} />
      </header>
      <ThreadMessages projectId={thread.id} me={me} knownUnread={thread.unread} className="p-4" testId="thread-messages" />
      <MessageComposer projectId={thread.id} />
    </section>
  );
}
