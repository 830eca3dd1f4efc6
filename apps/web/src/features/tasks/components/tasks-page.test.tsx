import type { Task } from '@proclub/contracts/tasks';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ClientOptionsProvider, type UseClientOptions } from '@/components/pickers/client-options';
import { setCurrentWorkspaceId } from '@/lib/current-workspace';
import { apiError, json, pending, route, sentRequests } from '@/test/network';
import { renderWithProviders } from '@/test/render';
import { TasksPage } from './tasks-page';

const task = (patch: Partial<Task>): Task => ({
  id: 't1',
  title: 'Call the bakery',
  notes: null,
  client: { id: 'c1', name: 'Rosa Bakery' },
  project: null,
  assignee: { id: 'u1', name: 'Avery Parker' },
  dueAt: '2030-03-01T10:00:00.000Z',
  priority: 'high',
  doneAt: null,
  source: 'user',
  createdBy: { id: 'u1', name: 'Avery Parker' },
  workflowId: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  ...patch,
});
const clients: UseClientOptions = () => ({
  data: [{ id: 'c1', name: 'Rosa Bakery', email: 'rosa@bakery.test' }],
  isPending: false,
  isPlaceholderData: false,
  isError: false,
});
const page = () => (
  <ClientOptionsProvider value={clients}>
    <TasksPage userId="u1" />
  </ClientOptionsProvider>
);
const members = {
  items: [
    { userId: 'u1', name: 'Avery Parker', email: 'avery@agency.test', role: 'owner', joinedAt: '2026-01-01T00:00:00.000Z' },
    { userId: 'u2', name: 'Sam Lee', email: 'sam@agency.test', role: 'member', joinedAt: '2026-01-02T00:00:00.000Z' },
  ],
};

describe('TasksPage', () => {
  beforeEach(() => {
    setCurrentWorkspaceId('w1');
    route('GET', '/api/workspaces/w1/members', () => json(members));
  });
  afterEach(() => setCurrentWorkspaceId(null));

  it('shows a skeleton while loading, then the error with Try Again', async () => {
    route('GET', '/api/tasks', pending);
    renderWithProviders(page(), { url: '/tasks' });
    expect(screen.getByRole('status', { name: 'Loading my tasks' })).toBeInTheDocument();
  });

  it('says when tasks cannot be loaded', async () => {
    route('GET', '/api/tasks', () => apiError(500, 'internal', 'Boom'));
    renderWithProviders(page(), { url: '/tasks' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load tasks');
  });

  it('lists My tasks by default, switches to Overdue, and shows the empty state', async () => {
    route('GET', '/api/tasks', (request) =>
      json(
        request.url.searchParams.get('view') === 'overdue'
          ? { items: [], nextCursor: null }
          : {
              items: [task({}), task({ id: 't2', title: 'Late invoice', dueAt: '2020-01-01T09:00:00.000Z', priority: 'low' })],
              nextCursor: null,
            },
      ),
    );
    const { user } = renderWithProviders(page(), { url: '/tasks' });
    const list = await screen.findByRole('list', { name: 'My tasks' });
    expect(within(list).getAllByTestId('task-item')).toHaveLength(2);
    expect(within(list).getAllByRole('link', { name: 'Rosa Bakery' })[0]).toHaveAttribute('href', '/crm/clients/c1');
    expect(within(list).getByText(/Overdue · due/)).toBeInTheDocument();
    expect(sentRequests('/api/tasks')[0].url.searchParams.get('view')).toBe('mine');
    await user.click(screen.getByRole('button', { name: 'Overdue' }));
    expect(await screen.findByText('Nothing overdue. Well done.')).toBeInTheDocument();
    expect(sentRequests('/api/tasks').some((request) => request.url.searchParams.get('view') === 'overdue')).toBe(true);
  });

  it('marks a task done with its checkbox (keyboard: space)', async () => {
    route('GET', '/api/tasks', () => json({ items: [task({})], nextCursor: null }));
    route('PATCH', '/api/tasks/t1', () => json(task({ doneAt: '2026-03-02T10:00:00.000Z' })));
    const { user } = renderWithProviders(page(), { url: '/tasks' });
    const box = await screen.findByRole('checkbox', { name: 'Mark “Call the bakery” done' });
    box.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(sentRequests('/api/tasks/t1')).toHaveLength(1));
    expect(sentRequests('/api/tasks/t1')[0].body).toEqual({ done: true });
  });

  it('creates a task for a teammate, and shows the server’s field error', async () => {
    route('GET', '/api/tasks', () => json({ items: [], nextCursor: null }));
    let calls = 0;
    route('POST', '/api/tasks', (request) => {
      calls += 1;
      if (calls === 1)
        return apiError(400, 'validation_error', 'Choose a member of this workspace', [
          { field: 'assigneeId', message: 'Choose a member of this workspace' },
        ]);
      return json(task({ title: (request.body as { title: string }).title, assignee: { id: 'u2', name: 'Sam Lee' } }), 201);
    });
    const { user } = renderWithProviders(page(), { url: '/tasks' });
    await user.click(await screen.findByRole('button', { name: 'New task' }));
    const dialog = await screen.findByRole('dialog', { name: 'New task' });
    await user.click(within(dialog).getByRole('button', { name: 'Create task' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(sentRequests('/api/tasks').filter((request) => request.method === 'POST')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Title *'), 'Send the mock-ups');
    await waitFor(() => expect(within(dialog).getByLabelText('Assignee')).toHaveValue('u1'));
    expect(within(dialog).getByLabelText('Assignee')).toHaveValue('u1');
    await user.selectOptions(within(dialog).getByLabelText('Assignee'), 'u2');
    await user.type(within(dialog).getByLabelText('Due'), '2030-03-01T10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Create task' }));
    expect(await within(dialog).findByText('Choose a member of this workspace')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create task' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New task' })).toBeNull());
    const posts = sentRequests('/api/tasks').filter((request) => request.method === 'POST');
    expect(posts.at(-1)?.body).toMatchObject({ title: 'Send the mock-ups', assigneeId: 'u2', priority: 'normal' });
    expect(Date.parse((posts.at(-1)!.body as { dueAt: string }).dueAt)).toBe(new Date('2030-03-01T10:00').getTime());
  });
});
