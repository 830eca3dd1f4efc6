import { type Task, taskPriorityLabels } from '@proclub/contracts/tasks';
import { Pencil, Trash2, Workflow } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatMoment } from '@/lib/format';
import { toastFailure, toastSuccess } from '@/lib/toast-action';
import { cn } from '@/lib/utils';
import { useDeleteTask, useUpdateTask } from '../api/use-task-actions';

const priorityClasses: Record<Task['priority'], string> = {
  high: 'bg-destructive/10 text-destructive',
  normal: 'bg-secondary text-secondary-foreground',
  low: 'bg-muted text-muted-foreground',
};

/** Whether an open task's due time has passed. */
export const isOverdue = (task: Task, now = Date.now()) =>
  task.doneAt === null && task.dueAt !== null && Date.parse(task.dueAt) < now;

/**
 * One task: a checkbox to mark it done (or open again), its title, client, project, assignee and due time, its
 * priority, and Edit/Delete. Every control is a real button or checkbox named after the task.
 */
export function TaskItem({ task, onEdit, compact = false }: { task: Task; onEdit: (task: Task) => void; compact?: boolean }) {
  const update = useUpdateTask();
  const remove = useDeleteTask();
  const done = task.doneAt !== null;
  const overdue = isOverdue(task);
  const checkboxId = `task-done-${task.id}`;
  const toggle = () =>
    update.mutate(
      { id: task.id, input: { done: !done } },
      {
        onSuccess: () => toastSuccess(done ? 'Task reopened' : 'Task done'),
        onError: (error) => toastFailure(error, 'Failed to update task'),
      },
    );
  return (
    <li className="flex items-start gap-3 p-3 sm:p-4" data-testid="task-item">
      <input
        id={checkboxId}
        type="checkbox"
        className="mt-1 h-5 w-5 shrink-0 accent-primary"
        checked={done}
        disabled={update.isPending}
        onChange={toggle}
        aria-label={done ? `Reopen “${task.title}”` : `Mark “${task.title}” done`}
      />
      <div className="min-w-0 flex-1 space-y-1">
        <label htmlFor={checkboxId} className={cn('block break-words font-medium', done && 'text-muted-foreground line-through')}>
          {task.title}
        </label>
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
          {!compact && task.client && (
            <Link to={`/crm/clients/${task.client.id}`} className="hover:underline">
              {task.client.name}
            </Link>
          )}
          {task.project && <span>{task.project.title}</span>}
          <span>{task.assignee ? task.assignee.name : 'Unassigned'}</span>
          {task.dueAt && (
            <span className={cn(overdue && 'font-medium text-destructive')}>
              {overdue ? 'Overdue · due ' : 'Due '}
              <time dateTime={task.dueAt}>{formatMoment(task.dueAt)}</time>
            </span>
          )}
          {task.source === 'workflow' && (
            <span className="inline-flex items-center gap-1">
              <Workflow className="h-3 w-3" aria-hidden="true" /> By a workflow
            </span>
          )}
        </p>
      </div>
      <Badge variant="plain" className={cn('shrink-0', priorityClasses[task.priority])}>
        <span className="sr-only">Priority: </span>
        {taskPriorityLabels[task.priority]}
      </Badge>
      <div className="flex shrink-0 items-center">
        <Button type="button" variant="ghost" size="icon" aria-label={`Edit “${task.title}”`} onClick={() => onEdit(task)}>
          <Pencil className="h-4 w-4" aria-hidden="true" />
        </Button>
        <ConfirmDialog
          trigger={
            <Button type="button" variant="ghost" size="icon" aria-label={`Delete “${task.title}”`} disabled={remove.isPending}>
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            </Button>
          }
          title="Delete this task?"
          description={`“${task.title}” will be removed for everyone in the workspace.`}
          confirmLabel="Delete task"
          onConfirm={() =>
            remove.mutate(task.id, {
              onSuccess: () => toastSuccess('Task deleted'),
              onError: (error) => toastFailure(error, 'Failed to delete task'),
            })
          }
        />
      </div>
    </li>
  );
}
