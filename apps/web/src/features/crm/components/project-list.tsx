import { FolderKanban } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadMore } from '@/components/ui/load-more';
import { LoadingBlocks } from '@/components/ui/skeleton';
import { countOf } from '@/lib/format';
import { useProjects } from '../api/use-projects';
import { useCrmParams } from '../hooks/use-crm-params';
import type { ProjectActions } from './project-actions';
import { ProjectCard } from './project-card';

/** The list view: a two-column grid, newest first, paged with 'Load more'. */
export function ProjectList({ actions, noClients }: { actions: ProjectActions; noClients: boolean }) {
  const { mine } = useCrmParams();
  const projects = useProjects(mine);
  if (projects.isPending) {
    return <LoadingBlocks label="Loading projects" className="grid gap-4 md:grid-cols-2" blockClassName="h-52" />;
  }
  if (projects.isError) return <ErrorState message="Failed to load projects" onRetry={() => projects.refetch()} />;
  const items = projects.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <EmptyState
        icon={FolderKanban}
        message={
          mine
            ? 'No projects assigned to you.'
            : noClients
              ? 'No projects yet. Add a client first, then create a project for them.'
              : 'No projects yet. Create your first project to get started!'
        }
      />
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">{countOf(projects.data.pages[0].total, 'project')}</p>
      <ul className="grid gap-4 md:grid-cols-2" aria-label="Projects">
        {items.map((project) => (
          <li key={project.id} className="flex min-w-0">
            <ProjectCard project={project} actions={actions} />
          </li>
        ))}
      </ul>
      <LoadMore query={projects} />
    </div>
  );
}
