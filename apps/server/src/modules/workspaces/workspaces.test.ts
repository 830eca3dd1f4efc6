import { DELETE_CONFIRMATION } from '@proclub/contracts/accounts';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { workspaceInvitations, workspaces } from '../../db/schema/index';
import { describeEachDatabase, mailedLink, type SignedUpUser, signUp, uniqueEmail } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';

interface WorkspaceBody {
  id: string;
  name: string;
  role: string;
  memberCount: number;
}

describeEachDatabase('workspaces: members, roles and invitations (ADR 045)', (t) => {
  let owner: SignedUpUser;
  let workspace: WorkspaceBody;

  const personal = async (user: SignedUpUser): Promise<WorkspaceBody> => {
    const items = (await user.client.get('/api/workspaces')).json().items as WorkspaceBody[];
    const own = items.find((item) => item.role === 'owner');
    if (!own) throw new Error('no personal workspace');
    return own;
  };

  /** Invites `email` as `role` and returns the token from the mailed link. */
  const invite = async (by: SignedUpUser, workspaceId: string, email: string, role: 'admin' | 'member') => {
    const response = await by.client.post(`/api/workspaces/${workspaceId}/invitations`, { email, role });
    expect(response.statusCode, response.body).toBe(201);
    const link = await mailedLink(t.app, email, '/invitations/');
    return link.pathname.split('/').at(-1) as string;
  };

  /** A new account that joined `workspaceId` through an invitation. */
  const teammate = async (role: 'admin' | 'member', workspaceId = workspace.id) => {
    const email = uniqueEmail('teammate');
    const token = await invite(owner, workspaceId, email, role);
    const person = await signUp(t.app, { email });
    const accepted = await person.client.post(`/api/invitations/${token}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    return person;
  };

  beforeAll(async () => {
    owner = await userWithRole(t.app, 'agency');
    workspace = await personal(owner);
  });

  it('gives a seller a personal workspace at setup, owned by them; a client gets none', async () => {
    expect(workspace).toMatchObject({ id: owner.id, role: 'owner', memberCount: 1 });
    const client = await userWithRole(t.app, 'client');
    expect((await client.client.get('/api/workspaces')).json().items).toEqual([]);
  });

  it('invites by mail in the workspace’s name; the link is single-use, hashed at rest, and joins the invited address', async () => {
    const email = uniqueEmail('invitee');
    const token = await invite(owner, workspace.id, email, 'member');
    const [stored] = await t.database.db
      .select({ tokenHash: workspaceInvitations.tokenHash, expiresAt: workspaceInvitations.expiresAt })
      .from(workspaceInvitations)
      .where(eq(workspaceInvitations.email, email));
    expect(stored.tokenHash).not.toContain(token);
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const days = (stored.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const preview = await t.app.inject({ method: 'GET', url: `/api/invitations/${token}` });
    expect(preview.json()).toMatchObject({ workspaceName: workspace.name, email, role: 'member' });

    // Another signed-in account cannot use a forwarded link.
    const stranger = await signUp(t.app);
    const refused = await stranger.client.post(`/api/invitations/${token}/accept`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('invitation_for_another_account');

    const invitee = await signUp(t.app, { email });
    const accepted = await invitee.client.post(`/api/invitations/${token}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().workspace).toMatchObject({ id: workspace.id, role: 'member' });
    // A new account works as the business does (its owner's role), without a personal workspace of its own.
    expect((await invitee.client.get('/api/me')).json().profile.role).toBe('agency');
    expect((await invitee.client.get('/api/workspaces')).json().items).toHaveLength(1);
    const reused = await invitee.client.post(`/api/invitations/${token}/accept`);
    expect(reused.statusCode).toBe(410);
    expect(reused.json().error.code).toBe('invitation_used');
    expect((await t.app.inject({ method: 'GET', url: `/api/invitations/${token}` })).statusCode).toBe(410);

    const members = (await owner.client.get(`/api/workspaces/${workspace.id}/members`)).json().items;
    expect(members.map((member: { email: string; role: string }) => [member.email, member.role])).toEqual(
      expect.arrayContaining([
        [owner.email, 'owner'],
        [email, 'member'],
      ]),
    );
  });

  it('answers an expired invitation with 410 and an unknown or malformed token with 404', async () => {
    const email = uniqueEmail('late');
    const token = await invite(owner, workspace.id, email, 'member');
    await t.database.db
      .update(workspaceInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(workspaceInvitations.email, email));
    const late = await signUp(t.app, { email });
    const expired = await late.client.post(`/api/invitations/${token}/accept`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.code).toBe('invitation_expired');
    expect((await late.client.post(`/api/invitations/${'x'.repeat(43)}/accept`)).statusCode).toBe(404);
    expect((await late.client.post('/api/invitations/nope/accept')).statusCode).toBe(404);
  });

  it('refuses inviting an existing member (409), oneself (400) and a bad address (400), changing nothing', async () => {
    const member = await teammate('member');
    const again = await owner.client.post(`/api/workspaces/${workspace.id}/invitations`, { email: member.email, role: 'admin' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('already_member');
    const self = await owner.client.post(`/api/workspaces/${workspace.id}/invitations`, { email: owner.email, role: 'admin' });
    expect(self.statusCode).toBe(400);
    expect(self.json().error.details.fields[0].field).toBe('email');
    const bad = await owner.client.post(`/api/workspaces/${workspace.id}/invitations`, {
      email: 'not-an-address',
      role: 'admin',
    });
    expect(bad.statusCode).toBe(400);
    const owned = await owner.client.post(`/api/workspaces/${workspace.id}/invitations`, { email: uniqueEmail(), role: 'owner' });
    expect(owned.statusCode).toBe(400);
    const open = (await owner.client.get(`/api/workspaces/${workspace.id}/invitations`)).json().items as { email: string }[];
    expect(open.map((item) => item.email)).not.toContain(member.email);
  });

  it('resends with a new link (the old one stops working) and revokes', async () => {
    const email = uniqueEmail('resend');
    const first = await invite(owner, workspace.id, email, 'member');
    const [open] = (await owner.client.get(`/api/workspaces/${workspace.id}/invitations`))
      .json()
      .items.filter((item: { email: string }) => item.email === email);
    expect((await owner.client.post(`/api/workspaces/${workspace.id}/invitations/${open.id}/resend`)).statusCode).toBe(200);
    const second = (await mailedLink(t.app, email, '/invitations/')).pathname.split('/').at(-1) as string;
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: `/api/invitations/${first}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/invitations/${second}` })).statusCode).toBe(200);

    expect((await owner.client.delete(`/api/workspaces/${workspace.id}/invitations/${open.id}`)).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/invitations/${second}` })).statusCode).toBe(410);
    expect((await owner.client.delete(`/api/workspaces/${workspace.id}/invitations/${open.id}`)).statusCode).toBe(404);
  });

  it('enforces the role matrix: a member manages nobody, an admin never touches an owner, nobody changes their own role', async () => {
    const admin = await teammate('admin');
    const member = await teammate('member');
    const base = `/api/workspaces/${workspace.id}`;

    const memberInvites = await member.client.post(`${base}/invitations`, { email: uniqueEmail(), role: 'member' });
    expect(memberInvites.statusCode).toBe(403);
    expect((await member.client.patch(`${base}/members/${admin.id}`, { role: 'member' })).statusCode).toBe(403);
    expect((await member.client.patch(base, { name: 'Renamed by a member' })).statusCode).toBe(403);
    expect((await member.client.get(`${base}/members`)).statusCode).toBe(200);

    expect((await admin.client.patch(`${base}/members/${owner.id}`, { role: 'member' })).statusCode).toBe(403);
    expect((await admin.client.delete(`${base}/members/${owner.id}`)).statusCode).toBe(403);
    expect((await admin.client.patch(`${base}/members/${admin.id}`, { role: 'member' })).statusCode).toBe(403);
    expect((await admin.client.post(`${base}/transfer`, { userId: admin.id })).statusCode).toBe(403);
    const promoted = await admin.client.patch(`${base}/members/${member.id}`, { role: 'admin' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().items.find((row: { userId: string }) => row.userId === member.id).role).toBe('admin');
  });

  it('keeps a last owner: they cannot leave (409 with what to do) until ownership is transferred', async () => {
    const own = await userWithRole(t.app, 'freelancer');
    const space = await personal(own);
    const base = `/api/workspaces/${space.id}`;
    const leave = await own.client.delete(`${base}/members/${own.id}`);
    expect(leave.statusCode).toBe(409);
    expect(leave.json().error).toMatchObject({ code: 'last_owner' });
    expect(leave.json().error.message).toMatch(/transfer ownership/i);

    const email = uniqueEmail('heir');
    const token = await invite(own, space.id, email, 'admin');
    const heir = await signUp(t.app, { email });
    await heir.client.post(`/api/invitations/${token}/accept`);
    const moved = await own.client.post(`${base}/transfer`, { userId: heir.id });
    expect(moved.statusCode).toBe(200);
    const roles = Object.fromEntries(moved.json().items.map((row: { userId: string; role: string }) => [row.userId, row.role]));
    expect(roles).toEqual({ [own.id]: 'admin', [heir.id]: 'owner' });
    expect((await own.client.delete(`${base}/members/${own.id}`)).statusCode).toBe(204);
    expect((await own.client.get(`${base}/members`)).statusCode).toBe(404);
  });

  it('answers another workspace’s ids with 404, and a removed member’s next request with 404', async () => {
    const other = await userWithRole(t.app, 'vendor');
    const otherSpace = await personal(other);
    const base = `/api/workspaces/${otherSpace.id}`;
    expect((await owner.client.get(`${base}/members`)).statusCode).toBe(404);
    expect((await owner.client.post(`${base}/invitations`, { email: uniqueEmail(), role: 'member' })).statusCode).toBe(404);
    expect((await owner.client.patch(base, { name: 'Hijacked' })).statusCode).toBe(404);
    expect((await owner.client.get('/api/workspaces/not-a-uuid/members')).statusCode).toBe(404);

    const member = await teammate('member');
    expect((await member.client.get(`/api/workspaces/${workspace.id}/members`)).statusCode).toBe(200);
    expect((await owner.client.delete(`/api/workspaces/${workspace.id}/members/${member.id}`)).statusCode).toBe(204);
    expect((await member.client.get(`/api/workspaces/${workspace.id}/members`)).statusCode).toBe(404);
    expect((await member.client.get('/api/workspaces')).json().items).toEqual([]);
  });

  it('reads the role afresh on every request, from the header and from a link alike: a demotion and a removal count at once', async () => {
    const admin = await teammate('admin');
    const header = { headers: { 'x-workspace-id': workspace.id } };
    // A download link names the workspace in ?workspace= and sends no header (the guard's separate lookup).
    const link = (path: string) => admin.client.get(`${path}?workspace=${workspace.id}`, { headers: { 'x-workspace-id': '' } });
    expect((await admin.client.get('/api/branding', header)).statusCode).toBe(200);
    expect((await link('/api/branding')).statusCode).toBe(200);

    const demoted = await owner.client.patch(`/api/workspaces/${workspace.id}/members/${admin.id}`, { role: 'member' });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect((await admin.client.get('/api/branding', header)).statusCode).toBe(403);
    expect((await link('/api/branding')).statusCode).toBe(403);
    expect((await admin.client.get('/api/workspaces/current', header)).json()).toMatchObject({
      id: workspace.id,
      role: 'member',
    });

    expect((await owner.client.delete(`/api/workspaces/${workspace.id}/members/${admin.id}`)).statusCode).toBe(204);
    expect((await admin.client.get('/api/workspaces/current', header)).statusCode).toBe(404);
    expect((await admin.client.get('/api/crm/clients', header)).statusCode).toBe(404);
    expect((await link('/api/workspaces/current')).statusCode).toBe(404);
    // The owner's session, asked about both workspaces in turn on the same statement, gets each answer right.
    const stranger = await userWithRole(t.app, 'vendor');
    const strangerSpace = await personal(stranger);
    expect((await owner.client.get('/api/workspaces/current', header)).statusCode).toBe(200);
    expect(
      (await owner.client.get('/api/workspaces/current', { headers: { 'x-workspace-id': strangerSpace.id } })).statusCode,
    ).toBe(404);
    expect((await owner.client.get('/api/workspaces/current', header)).statusCode).toBe(200);
  });

  it('lets a person belong to several workspaces and create another one', async () => {
    const member = await teammate('member');
    const side = await member.client.post('/api/workspaces', { name: 'Side business' });
    expect(side.statusCode).toBe(201);
    // Their first own workspace is their personal one (the account's id: listings show their profile's name).
    expect(side.json().id).toBe(member.id);
    const names = (await member.client.get('/api/workspaces')).json().items.map((item: WorkspaceBody) => [item.name, item.role]);
    expect(names).toEqual([
      [workspace.name, 'member'],
      ['Side business', 'owner'],
    ]);
    const another = await member.client.post('/api/workspaces', { name: 'Another venture' });
    expect(another.statusCode).toBe(201);
    expect(another.json().id).not.toBe(member.id);
    const blank = await member.client.post('/api/workspaces', { name: '  ' });
    expect(blank.statusCode).toBe(400);
  });

  it('resolves the current workspace from the X-Workspace-Id header (the kernel guard): 400 without it, 404 for another’s', async () => {
    const headers = (id: string) => ({ headers: { 'x-workspace-id': id } });
    const current = await owner.client.get('/api/workspaces/current', headers(workspace.id));
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({ id: workspace.id, role: 'owner' });

    const missing = await owner.client.get('/api/workspaces/current', { headers: { 'x-workspace-id': '' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({ code: 'workspace_required' });
    expect(missing.json().error.details.fields[0].field).toBe('x-workspace-id');

    const other = await userWithRole(t.app, 'vendor');
    expect((await other.client.get('/api/workspaces/current', headers(workspace.id))).statusCode).toBe(404);
    expect((await other.client.get('/api/workspaces/current', headers('../etc'))).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/workspaces/current', ...headers(workspace.id) })).statusCode).toBe(
      401,
    );
  });

  it('refuses to delete the account of a team’s only owner (409, nothing changed); a solo workspace goes with its account', async () => {
    const own = await userWithRole(t.app, 'agency');
    const space = await personal(own);
    const email = uniqueEmail('mate');
    const token = await invite(own, space.id, email, 'member');
    const mate = await signUp(t.app, { email });
    await mate.client.post(`/api/invitations/${token}/accept`);

    const refused = await own.client.post('/api/account/delete', { password: own.password, confirmation: DELETE_CONFIRMATION });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'last_owner' });
    expect(refused.json().error.message).toContain(space.name);
    expect((await own.client.get('/api/workspaces')).json().items).toHaveLength(1);

    const solo = await userWithRole(t.app, 'freelancer');
    const soloSpace = await personal(solo);
    expect(
      (await solo.client.post('/api/account/delete', { password: solo.password, confirmation: DELETE_CONFIRMATION })).statusCode,
    ).toBe(204);
    expect(await t.database.db.select().from(workspaces).where(eq(workspaces.id, soloSpace.id))).toEqual([]);
  });
});
