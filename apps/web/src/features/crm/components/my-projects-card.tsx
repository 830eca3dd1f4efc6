import { useState } from 'react';
import { DashboardCard } from '@/components/ui/dashboard-card';
import { useMe } from '@/lib/use-me';
import { useMyProjectThreads } from '../api/use-my-project-threads';
import { ProjectThreadsPanel } from './project-threads-panel';

/**
 * The client's dashboard card: projects where a seller lists them as the client (matched by email), each
 * with the thread they share with that seller, live.
 */
export function MyProjectsCard() {
  const me = useMe().data;
  const threads = useMyProjectThreads();
  const [selected, setSelected] = useState<string | null>(null);
  if (!me) return null;
  return (
    <DashboardCard
      headingId="my-projects-heading"
      title="My Projects"
      description="Message the professionals working on your projects."
    >
      <ProjectThreadsPanel
        threads={threads}
        me={me}
        selectedId={selected}
        onSelect={setSelected}
        listTitle="Your projects"
        emptyText="No projects yet. When a professional adds you as a client, your projects and messages appear here."
        subtitle={(thread) => thread.sellerName ?? 'Your professional'}
      />
    </DashboardCard>
  );
}
