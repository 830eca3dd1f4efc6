import { FolderKanban } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadMore } from '@/components/ui/load-more';
import { LoadingBlocks } from '@/components/ui/skeleton';
import { countOf } from '@/lib/format';
import { useProjects } from '../api/use-projects';
import { useCrmParams } from '../hooks/use-crm-params';
import type { ProjectActions } from './project-actions';
import { ProjectBulkBar } from './project-bulk-bar';
import { ProjectCard } from './project-card';

/** The list view: a two-column grid, newest first, paged with 'Load more'; a selection gets the bulk actions. */
export function ProjectList({ actions, noClients }: { actions: ProjectActions; noClients: boolean }) {
  const { mine } = useCrmParams();
  const projects = useProjects(mine);
  const [selected, setSelected] = useState<Set<string>>(new Set());
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
      {selected.size > 0 && <ProjectBulkBar ids={[...selected]} onDone={(cleared) => cleared && setSelected(new Set())} />}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">{countOf(projects.data.pages[0].total, 'project')}</p>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={items.every((project) => selected.has(project.id))}
            onChange={(event) => setSelected(event.target.checked ? new Set(items.map((project) => project.id)) : new Set())}
          />
          Select all shown
        </label>
      </div>
      <ul className="grid gap-4 md:grid-cols-2" aria-label="Projects">
        {items.map((project) => (
          <li key={project.id} className="flex min-w-0">
            <ProjectCard
              project={project}
              actions={actions}
              selected={selected.has(project.id)}
              onSelect={(on) =>
                setSelected((current) => {
                  const next = new Set(current);
                  if (on) next.add(project.id);
                  else next.delete(project.id);
                  return next;
                })
              }
            />
          </li>
        ))}
      </ul>
      <LoadMore query={projects} />
    </div>
  );
}
