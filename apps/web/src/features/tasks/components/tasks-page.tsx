import { TASK_VIEWS, type Task, type TaskView } from '@proclub/contracts/tasks';
import { CheckCircle2, ListTodo, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadMore } from '@/components/ui/load-more';
import { Skeleton } from '@/components/ui/skeleton';
import { useTabParam } from '@/lib/use-tab-param';
import { cn } from '@/lib/utils';
import { useTaskEvents } from '../api/use-task-events';
import { useTasks } from '../api/use-tasks';
import { TaskFormDialog } from './task-form-dialog';
import { TaskItem } from './task-list';

const viewLabels: Record<TaskView, string> = { mine: 'My tasks', overdue: 'Overdue', all: 'All' };
const emptyMessages: Record<TaskView, string> = {
  mine: 'Nothing on your list. Tasks assigned to you show here.',
  overdue: 'Nothing overdue. Well done.',
  all: 'No open tasks in this workspace yet.',
};

/** The open dialog: none, a new task, or the task being edited. */
type Editing = { task: Task | null } | null;

/** /tasks: My tasks, Overdue and All (open tasks, soonest due first), New task, edit, mark done. */
export function TasksPage({ userId }: { userId: string }) {
  const [view, setView] = useTabParam(TASK_VIEWS, { omitDefault: true });
  const [showDone, setShowDone] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  useTaskEvents();
  return (
    <main className="mx-auto w-full max-w-4xl space-y-6 px-4 py-6">
      <title>{`${viewLabels[view]} · Tasks · ProClub`}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">Tasks</h1>
        <Button onClick={() => setEditing({ task: null })}>
          <Plus className="h-4 w-4" aria-hidden="true" /> New task
        </Button>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav aria-label="Task lists" className="flex flex-wrap gap-2">
          {TASK_VIEWS.map((value) => (
            <Button
              key={value}
              size="sm"
              variant={value === view ? 'default' : 'outline'}
              aria-current={value === view ? 'page' : undefined}
              onClick={() => setView(value)}
            >
              {viewLabels[value]}
            </Button>
          ))}
        </nav>
        {view !== 'overdue' && (
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="h-4 w-4 accent-primary"
              checked={showDone}
              onChange={(event) => setShowDone(event.target.checked)}
            />
            Show done tasks
          </label>
        )}
      </div>
      <TaskListPanel
        key={`${view}-${showDone}`}
        view={view}
        status={showDone && view !== 'overdue' ? 'any' : 'open'}
        onEdit={(task) => setEditing({ task })}
        onNew={() => setEditing({ task: null })}
      />
      {editing && <TaskFormDialog task={editing.task} defaults={{ assigneeId: userId }} onClose={() => setEditing(null)} />}
    </main>
  );
}

function TaskListPanel({
  view,
  status,
  onEdit,
  onNew,
}: {
  view: TaskView;
  status: 'open' | 'any';
  onEdit: (task: Task) => void;
  onNew: () => void;
}) {
  const tasks = useTasks({ view, status });
  const items = tasks.data?.pages.flatMap((page) => page.items) ?? [];
  const label = viewLabels[view];
  if (tasks.isPending)
    return (
      <div className="space-y-2" role="status" aria-label={`Loading ${label.toLowerCase()}`}>
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  if (tasks.isError) return <ErrorState message="Failed to load tasks" onRetry={() => tasks.refetch()} />;
  if (items.length === 0)
    return (
      <EmptyState icon={view === 'overdue' ? CheckCircle2 : ListTodo} message={emptyMessages[view]}>
        {view !== 'overdue' && <Button onClick={onNew}>New task</Button>}
      </EmptyState>
    );
  return (
    <section aria-label={label} className="space-y-2">
      <ul className={cn('divide-y divide-border rounded-lg border border-border bg-card')} aria-label={label}>
        {items.map((task) => (
          <TaskItem key={task.id} task={task} onEdit={onEdit} />
        ))}
      </ul>
      <LoadMore query={tasks} label="Load more tasks" />
    </section>
  );
}
