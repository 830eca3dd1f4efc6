import type { BoardColumn as Column, Project, ProjectStatus } from '@proclub/contracts/crm';
import { useEffect, useState } from 'react';
import { LoadMore } from '@/components/ui/load-more';
import { formatBudget } from '@/lib/format';
import { toastFailure } from '@/lib/toast-action';
import { cn } from '@/lib/utils';
import { useProjectColumnPage } from '../api/use-project-column-page';
import { projectStatusAccents, projectStatusLabels } from '../status-colors';
import { BoardCard } from './board-card';
import type { ProjectActions } from './project-actions';

interface BoardColumnProps {
  column: Column;
  actions: ProjectActions;
  dragging: Project | null;
  onDragStart: (project: Project) => void;
  onDragEnd: () => void;
  onMove: (project: Project, status: ProjectStatus) => void;
  /** The board shows "Mine": a column's more cards are mine too. */
  mine: boolean;
}

export const DRAG_TYPE = 'application/x-proclub-project';

export function BoardColumn({ column, actions, dragging, onDragStart, onDragEnd, onMove, mine }: BoardColumnProps) {
  const loadMore = useProjectColumnPage();
  const [extra, setExtra] = useState<{ items: Project[]; cursor: string | null }>({ items: [], cursor: null });
  const [over, setOver] = useState(false);
  // A refreshed board (after any move) starts the column again from its first cards.
  useEffect(() => setExtra({ items: [], cursor: column.nextCursor }), [column]);

  const shown = [...column.items, ...extra.items.filter((item) => !column.items.some((first) => first.id === item.id))];
  const canDrop = dragging !== null && dragging.status !== column.status;
  const headingId = `board-${column.status}-heading`;

  return (
    <section
      aria-labelledby={headingId}
      data-testid={`board-column-${column.status}`}
      className={cn(
        'flex min-h-64 flex-col gap-2 rounded-lg border border-t-4 border-border bg-muted/60 p-2 transition-colors',
        projectStatusAccents[column.status],
        over && canDrop && 'bg-secondary ring-2 ring-primary',
      )}
      onDragOver={(event) => {
        if (!canDrop) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        if (dragging) onMove(dragging, column.status);
      }}
    >
      <header className="px-1 pt-1">
        <h3 id={headingId} className="flex items-center justify-between text-sm font-semibold">
          {projectStatusLabels[column.status]}
          <span className="rounded-full bg-background px-2 py-0.5 text-xs tabular-nums" data-testid="column-count">
            {column.count}
          </span>
        </h3>
        <p className="text-xs text-muted-foreground tabular-nums" data-testid="column-total">
          {formatBudget(column.budgetTotal)}
        </p>
      </header>
      <ul className="flex flex-1 flex-col gap-2" aria-label={`${projectStatusLabels[column.status]} projects`}>
        {shown.map((project) => (
          <li key={project.id}>
            <BoardCard
              project={project}
              actions={actions}
              onDragStart={() => onDragStart(project)}
              onDragEnd={onDragEnd}
              onMove={(status) => onMove(project, status)}
            />
          </li>
        ))}
        {shown.length === 0 && (
          <li className="rounded-md border border-dashed border-border p-3 text-center text-xs text-muted-foreground">
            No projects
          </li>
        )}
      </ul>
      <LoadMore
        query={{
          hasNextPage: !!extra.cursor,
          isFetchingNextPage: loadMore.isPending,
          fetchNextPage: () => {
            if (!extra.cursor) return;
            loadMore.mutate(
              { status: column.status, cursor: extra.cursor, mine },
              {
                onSuccess: (page) =>
                  setExtra((current) => ({ items: [...current.items, ...page.items], cursor: page.nextCursor })),
                onError: (error) => toastFailure(error, 'Failed to load projects'),
              },
            );
          },
        }}
      />
    </section>
  );
}
