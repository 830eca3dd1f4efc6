import type { Project } from '@proclub/contracts/crm';
import { Columns3, List, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TabSection } from '@/components/ui/tab-section';
import { cn } from '@/lib/utils';
import { useClientOptions } from '../api/use-client-options';
import { useCrmParams } from '../hooks/use-crm-params';
import { MilestonesDialog } from './milestones-dialog';
import { MineToggle } from './mine-toggle';
import type { ProjectActions } from './project-actions';
import { ProjectBoard } from './project-board';
import { ProjectDetailsDialog } from './project-details-dialog';
import { ProjectFormDialog } from './project-form-dialog';
import { ProjectList } from './project-list';

/** 'Your Projects': a two-column list or a Board (kept in the URL), New Project, details, edit and milestones. */
export function ProjectsTab() {
  const { view, mine, update } = useCrmParams();
  const clientOptions = useClientOptions();
  const [editing, setEditing] = useState<Project | 'new' | null>(null);
  const [details, setDetails] = useState<Project | null>(null);
  const [milestonesOf, setMilestonesOf] = useState<Project | null>(null);
  const noClients = clientOptions.isSuccess && clientOptions.data.length === 0;
  const actions: ProjectActions = { open: setDetails, edit: setEditing, milestones: setMilestonesOf };

  return (
    <TabSection
      headingId="projects-heading"
      title="Your Projects"
      actions={
        <div className="flex flex-wrap items-center gap-2">
          <fieldset className="inline-flex rounded-md border border-border bg-background p-0.5">
            <legend className="sr-only">Projects view</legend>
            {(['list', 'board'] as const).map((value) => {
              const Icon = value === 'list' ? List : Columns3;
              return (
                <button
                  key={value}
                  type="button"
                  aria-pressed={view === value}
                  onClick={() => update({ view: value })}
                  className={cn(
                    'inline-flex h-8 items-center gap-1.5 rounded px-3 text-sm font-medium transition-colors',
                    view === value ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-accent',
                  )}
                >
                  <Icon className="h-4 w-4" aria-hidden="true" />
                  {value === 'list' ? 'List' : 'Board'}
                </button>
              );
            })}
          </fieldset>
          <MineToggle pressed={mine} onToggle={() => update({ mine: mine ? null : '1' })} what="projects" />
          <Button
            onClick={() => setEditing('new')}
            disabled={!clientOptions.isSuccess || noClients}
            aria-describedby={noClients ? 'projects-needs-clients' : undefined}
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
            New Project
          </Button>
        </div>
      }
    >
      {noClients && (
        <p id="projects-needs-clients" className="rounded-md bg-secondary px-4 py-3 text-sm text-secondary-foreground">
          Add clients first before creating projects. Go to the{' '}
          <button type="button" className="font-medium underline" onClick={() => update({ tab: 'clients' })}>
            Clients tab
          </button>{' '}
          to add one.
        </p>
      )}
      {view === 'board' ? (
        <ProjectBoard actions={actions} mine={mine} />
      ) : (
        <ProjectList actions={actions} noClients={noClients} />
      )}
      {editing && <ProjectFormDialog project={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {details && (
        <ProjectDetailsDialog
          project={details}
          onClose={() => setDetails(null)}
          onEdit={() => {
            setEditing(details);
            setDetails(null);
          }}
          onMilestones={() => {
            setMilestonesOf(details);
            setDetails(null);
          }}
        />
      )}
      {milestonesOf && <MilestonesDialog project={milestonesOf} onClose={() => setMilestonesOf(null)} />}
    </TabSection>
  );
}
