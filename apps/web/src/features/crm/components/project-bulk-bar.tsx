import { PROJECT_STATUSES, type ProjectStatus } from '@proclub/contracts/crm';
import { useState } from 'react';
import { NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SelectOptions } from '@/components/ui/select-options';
import { countOf } from '@/lib/format';
import { toastAction } from '@/lib/toast-action';
import { useProjectBulk } from '../api/use-project-bulk';
import { projectStatusLabels } from '../status-colors';
import { BulkAssignSelect } from './bulk-assign-select';
import { SelectionActions } from './selection-actions';

/** What to do with the selected projects: set a status, assign them, export them as CSV, delete them (asked first). */
export function ProjectBulkBar({ ids, onDone }: { ids: string[]; onDone: (cleared: boolean) => void }) {
  const bulk = useProjectBulk();
  const [status, setStatus] = useState<ProjectStatus | ''>('');
  const projects = countOf(ids.length, 'project');

  const setStatusOf = async (value: ProjectStatus) => {
    setStatus(value);
    if (
      await toastAction(
        () => bulk.mutateAsync({ action: 'status', ids, status: value }),
        `${projects} set to ${projectStatusLabels[value]}`,
        'Failed to change status',
      )
    )
      onDone(false);
    setStatus('');
  };
  const assign = async (userId: string | null, name: string) => {
    if (
      await toastAction(
        () => bulk.mutateAsync({ action: 'assign', ids, userId }),
        userId ? `${projects} assigned to ${name}` : `${projects} unassigned`,
        'Failed to assign projects',
      )
    )
      onDone(false);
  };
  const remove = async () => {
    if (await toastAction(() => bulk.mutateAsync({ action: 'delete', ids }), `Deleted ${projects}`, 'Failed to delete projects'))
      onDone(true);
  };

  return (
    <section
      aria-label="Bulk actions"
      className="flex flex-col gap-3 rounded-lg border border-primary/40 bg-primary/5 p-3 lg:flex-row lg:items-end"
    >
      <p className="text-sm font-medium lg:self-center" aria-live="polite" data-testid="selected-projects-count">
        {projects} selected
      </p>
      <div className="space-y-1">
        <Label htmlFor="project-bulk-status">Set status</Label>
        <NativeSelect
          id="project-bulk-status"
          value={status}
          disabled={bulk.isPending}
          onChange={(event) => event.target.value && setStatusOf(event.target.value as ProjectStatus)}
        >
          <option value="">Choose…</option>
          <SelectOptions values={PROJECT_STATUSES} label={(value) => projectStatusLabels[value]} />
        </NativeSelect>
      </div>
      <BulkAssignSelect id="project-bulk-assign" disabled={bulk.isPending} onAssign={assign} />
      <SelectionActions
        ids={ids}
        what={projects}
        exportPath="/api/crm/projects/export"
        deleteDescription="Their milestones and threads are deleted with them. This cannot be undone."
        busy={bulk.isPending}
        onDelete={remove}
        onClear={() => onDone(true)}
      />
    </section>
  );
}
