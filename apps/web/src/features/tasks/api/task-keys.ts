import type { TaskView } from '@proclub/contracts/tasks';

export interface TaskListParams {
  view: TaskView;
  status?: 'open' | 'done' | 'any';
  clientId?: string;
  limit?: number;
}

export const taskKeys = {
  all: ['tasks'] as const,
  list: (params: TaskListParams) => ['tasks', 'list', params] as const,
  members: (workspaceId: string) => ['tasks', 'members', workspaceId] as const,
};
