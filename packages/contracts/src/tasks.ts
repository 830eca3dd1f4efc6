import { z } from 'zod';
import { optionalText, text } from './common';

// Tasks (issue 35): a workspace's to-dos, for a client and/or a project, assigned to a member, made by a person or a
// workflow. Owned by the server's tasks module.

export const TASK_PRIORITIES = ['low', 'normal', 'high'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export const taskPriorityLabels: Record<TaskPriority, string> = { low: 'Low', normal: 'Normal', high: 'High' };

/** Who made a task: a member, or a workflow's run. */
export const TASK_SOURCES = ['user', 'workflow'] as const;
export type TaskSource = (typeof TASK_SOURCES)[number];

/** The lists: the signed-in member's open tasks, the workspace's overdue ones, or every task. */
export const TASK_VIEWS = ['mine', 'overdue', 'all'] as const;
export type TaskView = (typeof TASK_VIEWS)[number];

export const TASK_PAGE_SIZE = 25;

const optionalId = (label: string) =>
  text()
    .trim()
    .max(64, `${label} is not valid`)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

/** A due time as an ISO date-time (with an offset or Z); empty or null for none. */
const dueAt = z
  .union([
    text()
      .trim()
      .max(40, 'Due date is not valid')
      .refine((value) => value === '' || (/^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value))), {
        message: 'Due date must be a date and time',
      })
      .transform((value) => (value === '' ? null : new Date(value).toISOString())),
    z.null(),
  ])
  .optional();

export const taskInputSchema = z.object({
  title: text().trim().min(1, 'Title is required').max(200, 'Title must be at most 200 characters'),
  notes: optionalText(4000, 'Notes'),
  clientId: optionalId('Client'),
  projectId: optionalId('Project'),
  assigneeId: optionalId('Assignee'),
  dueAt,
  priority: z.enum(TASK_PRIORITIES, { message: 'Priority must be low, normal or high' }).default('normal'),
});
export type TaskInput = z.input<typeof taskInputSchema>;
export type TaskData = z.output<typeof taskInputSchema>;

/** A partial edit; `done` marks the task done (true) or open again (false). */
export const taskUpdateSchema = taskInputSchema.omit({ priority: true, title: true }).extend({
  title: text().trim().min(1, 'Title is required').max(200, 'Title must be at most 200 characters').optional(),
  priority: z.enum(TASK_PRIORITIES, { message: 'Priority must be low, normal or high' }).optional(),
  done: z.boolean({ message: 'done must be true or false' }).optional(),
});
export type TaskUpdate = z.input<typeof taskUpdateSchema>;

export const taskSchema = z.object({
  id: z.string(),
  title: z.string(),
  notes: z.string().nullable(),
  client: z.object({ id: z.string(), name: z.string() }).nullable(),
  project: z.object({ id: z.string(), title: z.string() }).nullable(),
  assignee: z.object({ id: z.string(), name: z.string() }).nullable(),
  dueAt: z.string().nullable(),
  priority: z.enum(TASK_PRIORITIES),
  doneAt: z.string().nullable(),
  /** Who made it: a member (with their name), or a workflow. */
  source: z.enum(TASK_SOURCES),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  workflowId: z.string().nullable(),
  createdAt: z.string(),
});
export type Task = z.infer<typeof taskSchema>;

export const taskListQuery = z.object({
  view: z.enum(TASK_VIEWS, { message: 'view must be mine, overdue or all' }).default('all'),
  /** Open tasks (default), done ones, or both. */
  status: z.enum(['open', 'done', 'any'], { message: 'status must be open, done or any' }).default('open'),
  clientId: text().trim().max(64).optional(),
  projectId: text().trim().max(64).optional(),
  cursor: text().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(TASK_PAGE_SIZE),
});
export type TaskListQuery = z.input<typeof taskListQuery>;

export const taskPageSchema = z.object({ items: z.array(taskSchema), nextCursor: z.string().nullable() });
export type TaskPage = z.infer<typeof taskPageSchema>;

/** Tasks due within this many hours remind their assignee once. */
export const TASK_REMINDER_HOURS = 24;
