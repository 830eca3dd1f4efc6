import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setCurrentWorkspaceId } from '@/lib/current-workspace';
import { apiError, json, route, sentRequests } from '@/test/network';
import { renderWithProviders } from '@/test/render';
import { AssigneePicker } from './assignee-picker';

const MEMBERS = '/api/workspaces/w1/members';
const member = (userId: string, name: string) => ({
  userId,
  name,
  email: `${userId}@example.test`,
  role: 'member',
  joinedAt: '2026-01-01T00:00:00.000Z',
});

describe('AssigneePicker', () => {
  beforeEach(() => {
    setCurrentWorkspaceId('w1');
    route('GET', MEMBERS, () => json({ items: [member('u1', 'Avery Owner'), member('u2', 'Sam Rivera')] }));
  });
  afterEach(() => setCurrentWorkspaceId(null));

  it("lists the workspace's members and assigns the one chosen", async () => {
    route('PUT', '/api/crm/clients/c1/assignee', () => json({ id: 'c1' }));
    const { user } = renderWithProviders(<AssigneePicker kind="client" id="c1" assignee={null} />);
    const picker = screen.getByLabelText('Assigned to');
    expect(await screen.findByRole('option', { name: 'Sam Rivera' })).toBeInTheDocument();
    expect(picker).toHaveValue('');
    await user.selectOptions(picker, 'Sam Rivera');
    expect(await screen.findByText('Assigned to Sam Rivera')).toBeInTheDocument();
    expect(sentRequests('/api/crm/clients/c1/assignee')[0].body).toEqual({ userId: 'u2' });
  });

  it('keeps a former member who is still assigned, and says why an assignment failed', async () => {
    route('PUT', '/api/crm/projects/p1/assignee', () =>
      apiError(400, 'validation_error', 'Choose a member of this workspace', [
        { field: 'userId', message: 'Choose a member of this workspace' },
      ]),
    );
    const { user } = renderWithProviders(
      <AssigneePicker kind="project" id="p1" assignee={{ id: 'u9', name: 'Former Teammate' }} />,
    );
    const picker = screen.getByLabelText('Assigned to');
    expect(picker).toHaveValue('u9');
    expect(await screen.findByRole('option', { name: 'Avery Owner' })).toBeInTheDocument();
    await user.selectOptions(picker, 'Avery Owner');
    expect(await screen.findByText('Choose a member of this workspace')).toBeInTheDocument();
  });
});
