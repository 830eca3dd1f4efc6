import type { Task } from '@proclub/contracts/tasks';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { LoadMore } from '@/components/ui/load-more';
import { Skeleton } from '@/components/ui/skeleton';
import { useTasks } from '../api/use-tasks';
import { TaskFormDialog } from './task-form-dialog';
import { TaskItem } from './task-list';

/**
 * The client record's Tasks section (/crm/clients/:id; the route hands it to the record page): the client's open
 * tasks, soonest due first, with New task (for this client) and the same done/edit controls as /tasks.
 */
export function ClientTasksSection({ clientId, clientName, userId }: { clientId: string; clientName: string; userId: string }) {
  const tasks = useTasks({ view: 'all', status: 'open', clientId, limit: 5 });
  const [editing, setEditing] = useState<{ task: Task | null } | null>(null);
  const items = tasks.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card className="space-y-2 p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id="section-tasks" className="text-sm font-semibold">
          Tasks
        </h2>
        <div className="flex items-center gap-2">
          <Link to="/tasks?tab=all" className="text-xs text-primary hover:underline">
            All tasks
          </Link>
          <Button
            size="sm"
            variant="outline"
            onClick={() => setEditing({ task: null })}
            aria-label={`New task for ${clientName}`}
          >
            <Plus className="h-4 w-4" aria-hidden="true" /> New
          </Button>
        </div>
      </div>
      <section aria-labelledby="section-tasks">
        {tasks.isPending ? (
          <div className="space-y-2" role="status" aria-label="Loading tasks">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : tasks.isError ? (
          <ErrorState message="Failed to load tasks" onRetry={() => tasks.refetch()} />
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No open tasks for this client.</p>
        ) : (
          <>
            <ul className="-mx-3 divide-y divide-border" aria-label={`Tasks for ${clientName}`}>
              {items.map((task) => (
                <TaskItem key={task.id} task={task} onEdit={(chosen) => setEditing({ task: chosen })} compact />
              ))}
            </ul>
            <LoadMore query={tasks} label="More tasks" compact />
          </>
        )}
      </section>
      {editing && (
        <TaskFormDialog
          task={editing.task}
          defaults={{ clientId, clientName, assigneeId: userId }}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}
