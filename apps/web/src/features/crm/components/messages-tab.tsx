import type { Me } from '@proclub/contracts/profiles';
import { TabSection } from '@/components/ui/tab-section';
import { useSellerThreads } from '../api/use-seller-threads';
import { useCrmParams } from '../hooks/use-crm-params';
import { ProjectThreadsPanel } from './project-threads-panel';

/** Project messages: the seller's in-progress and quoted projects on the left, the open thread on the right. */
export function MessagesTab({ me }: { me: Me }) {
  const threads = useSellerThreads();
  const { thread, update } = useCrmParams();
  return (
    <TabSection headingId="messages-heading" title="Project Messages">
      <ProjectThreadsPanel
        threads={threads}
        me={me}
        selectedId={thread}
        onSelect={(id) => update({ thread: id })}
        listTitle="Active Projects"
        emptyText="No active projects yet. Projects that are quoted or in progress appear here."
        subtitle={(item) => item.clientName}
      />
    </TabSection>
  );
}
