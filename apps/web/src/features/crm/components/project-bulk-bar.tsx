import { EXPORT_IDS_MAX, PROJECT_STATUSES, type ProjectStatus } from '@proclub/contracts/crm';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SelectOptions } from '@/components/ui/select-options';
import { workspaceLink } from '@/lib/current-workspace';
import { countOf } from '@/lib/format';
import { toastAction } from '@/lib/toast-action';
import { withQuery } from '@/lib/with-query';
import { useProjectBulk } from '../api/use-project-bulk';
import { projectStatusLabels } from '../status-colors';
import { BulkAssignSelect } from './bulk-assign-select';

/** What to do with the selected projects: set a status, assign them, export them as CSV, delete them (asked first). */
export function ProjectBulkBar({ ids, onDone }: { ids: string[]; onDone: (cleared: boolean) => void }) {
  const bulk = useProjectBulk();
  const [status, setStatus] = useState<ProjectStatus | ''>('');
  const [confirming, setConfirming] = useState(false);
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
      <div className="flex flex-wrap gap-2">
        {ids.length <= EXPORT_IDS_MAX ? (
          <a
            href={workspaceLink(withQuery('/api/crm/projects/export', { ids: ids.join(',') }))}
            download
            className={buttonClasses('outline')}
          >
            <Download className="h-4 w-4" aria-hidden="true" />
            Export Selected
          </a>
        ) : (
          <Button variant="outline" disabled title={`Export at most ${EXPORT_IDS_MAX} selected projects`}>
            <Download className="h-4 w-4" aria-hidden="true" />
            Export Selected
          </Button>
        )}
        <Button variant="destructive" onClick={() => setConfirming(true)} disabled={bulk.isPending}>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          Delete Selected
        </Button>
        <Button variant="ghost" onClick={() => onDone(true)}>
          Clear Selection
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${projects}?`}
        description="Their milestones and threads are deleted with them. This cannot be undone."
        confirmLabel="Delete"
        onConfirm={remove}
      />
    </section>
  );
}
