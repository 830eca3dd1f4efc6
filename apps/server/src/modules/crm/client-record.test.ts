import type { Client, ClientNote, ClientPage, SavedView, TimelinePage } from '@proclub/contracts/crm';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase, type ErrorBody, type SignedUpUser } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';
import { createClient, createMilestone, createProject, put } from './crm.test-helpers';

const fieldsOf = (body: ErrorBody) => body.error.details?.fields?.map((issue) => issue.field) ?? [];
const unique = () => `c-${Math.random().toString(36).slice(2, 10)}@record.test`;

describeEachDatabase('crm client record: timeline, notes, bulk actions, saved views', (t) => {
  let seller: SignedUpUser;
  let other: SignedUpUser;

  beforeAll(async () => {
    seller = await userWithRole(t.app, 'agency');
    other = await userWithRole(t.app, 'vendor');
  });

  describe('timeline', () => {
    let client: Client;
    beforeAll(async () => {
      client = await createClient(seller.client, { email: unique(), website: 'https://rosa.test' });
      const audit = await seller.client.post('/api/hub/audits', {
        clientId: client.id,
        auditType: 'seo',
        websiteUrl: 'https://rosa.test',
        score: 72,
      });
      expect(audit.statusCode).toBe(201);
      const project = await createProject(seller.client, client.id, { status: 'in_progress' });
      const milestone = await createMilestone(seller.client, project.id);
      expect((await seller.client.patch(`/api/crm/milestones/${milestone.id}`, { status: 'completed' })).statusCode).toBe(200);
      expect(
        (await seller.client.post(`/api/project-threads/${project.id}/messages`, { message: 'Kick-off on Monday' })).statusCode,
      ).toBe(201);
      expect(
        (await seller.client.post(`/api/crm/clients/${client.id}/notes`, { body: 'Call **Rosa** on Fridays' })).statusCode,
      ).toBe(201);
    });

    it('lists every kind newest first, each item linking to its record', async () => {
      const page = (await seller.client.get(`/api/crm/clients/${client.id}/timeline`)).json() as TimelinePage;
      expect(page.items.map((item) => item.kind)).toEqual(['note', 'message', 'milestone', 'audit']);
      const times = page.items.map((item) => item.at);
      expect([...times].sort().reverse()).toEqual(times);
      const audit = page.items.find((item) => item.kind === 'audit');
      expect(audit).toMatchObject({ action: 'ran', title: 'SEO audit: 72' });
      expect(audit?.link).toMatch(/^\/hub\/audits\/[0-9a-f-]{36}$/);
      expect(page.items.find((item) => item.kind === 'message')).toMatchObject({ title: 'Kick-off on Monday' });
      expect(page.nextCursor).toBeNull();
    });

    it('filters by kind and pages with a cursor without repeating an item', async () => {
      const audits = (await seller.client.get(`/api/crm/clients/${client.id}/timeline?kind=audit`)).json() as TimelinePage;
      expect(audits.items.map((item) => item.kind)).toEqual(['audit']);
      // The CRM's own source holds notes, messages and milestones: newer notes and messages must not fill a page of
      // milestones (the kind is filtered before each source's limit).
      const milestones = (
        await seller.client.get(`/api/crm/clients/${client.id}/timeline?kind=milestone&limit=1`)
      ).json() as TimelinePage;
      expect(milestones.items.map((item) => item.kind)).toEqual(['milestone']);
      const first = (await seller.client.get(`/api/crm/clients/${client.id}/timeline?limit=2`)).json() as TimelinePage;
      expect(first.items).toHaveLength(2);
      const second = (
        await seller.client.get(`/api/crm/clients/${client.id}/timeline?limit=2&cursor=${first.nextCursor}`)
      ).json() as TimelinePage;
      expect(second.items.map((item) => item.kind)).toEqual(['milestone', 'audit']);
      expect(second.nextCursor).toBeNull();
      const bad = await seller.client.get(`/api/crm/clients/${client.id}/timeline?kind=file`);
      expect(bad.statusCode).toBe(400);
      expect(fieldsOf(bad.json())).toContain('kind');
    });

    it("answers 404 for another seller's client and for an unknown id", async () => {
      expect((await other.client.get(`/api/crm/clients/${client.id}/timeline`)).statusCode).toBe(404);
      expect((await other.client.get(`/api/crm/clients/${client.id}/notes`)).statusCode).toBe(404);
      expect((await seller.client.get('/api/crm/clients/not-an-id/timeline')).statusCode).toBe(404);
    });
  });

  describe('notes', () => {
    it('stores markdown as written, pinned notes first, only the author edits, pins or deletes', async () => {
      const client = await createClient(seller.client, { email: unique() });
      const raw = 'Hello <script>alert(1)</script> **bold** [x](javascript:alert(1))';
      const first = (await seller.client.post(`/api/crm/clients/${client.id}/notes`, { body: raw })).json() as ClientNote;
      expect(first).toMatchObject({ body: raw, pinned: false, mine: true, author: { id: seller.id } });
      const second = (await seller.client.post(`/api/crm/clients/${client.id}/notes`, { body: 'Second' })).json() as ClientNote;
      const list = async () => (await seller.client.get(`/api/crm/clients/${client.id}/notes`)).json() as ClientNote[];
      expect((await list()).map((note) => note.id)).toEqual([second.id, first.id]);
      expect((await put(seller.client, `/api/crm/clients/${client.id}/notes/${first.id}/pin`, { pinned: true })).statusCode).toBe(
        200,
      );
      expect((await list()).map((note) => [note.id, note.pinned])).toEqual([
        [first.id, true],
        [second.id, false],
      ]);
      const edited = await put(seller.client, `/api/crm/clients/${client.id}/notes/${second.id}`, { body: 'Edited' });
      expect(edited.json()).toMatchObject({ body: 'Edited' });
      const empty = await seller.client.post(`/api/crm/clients/${client.id}/notes`, { body: '   ' });
      expect(empty.statusCode).toBe(400);
      expect(fieldsOf(empty.json())).toContain('body');
      expect((await other.client.request('DELETE', `/api/crm/clients/${client.id}/notes/${second.id}`)).statusCode).toBe(404);
      expect((await seller.client.request('DELETE', `/api/crm/clients/${client.id}/notes/${second.id}`)).statusCode).toBe(204);
      expect((await list()).map((note) => note.id)).toEqual([first.id]);
    });
  });

  describe('bulk actions', () => {
    it('tags, sets status and deletes a selection; tag, status and activity filter the list', async () => {
      const a = await createClient(seller.client, { email: unique(), name: 'Bulk A' });
      const b = await createClient(seller.client, { email: unique(), name: 'Bulk B' });
      const tagged = await seller.client.post('/api/crm/clients/bulk', { action: 'tag', ids: [a.id, b.id], tag: ' VIP ' });
      expect(tagged.json()).toEqual({ count: 2 });
      expect((await seller.client.get('/api/crm/client-tags')).json()).toContain('vip');
      const again = await seller.client.post('/api/crm/clients/bulk', { action: 'tag', ids: [a.id], tag: 'vip' });
      expect(again.statusCode).toBe(200);
      const vip = (await seller.client.get('/api/crm/clients?tag=vip')).json() as ClientPage;
      expect(vip.items.map((client) => client.name).sort()).toEqual(['Bulk A', 'Bulk B']);
      expect(vip.items.find((client) => client.id === a.id)?.tags).toEqual(['vip']);
      await seller.client.post('/api/crm/clients/bulk', { action: 'status', ids: [b.id], status: 'inactive' });
      const filtered = (await seller.client.get('/api/crm/clients?tag=vip&status=inactive&activity=7d')).json() as ClientPage;
      expect(filtered.items.map((client) => client.id)).toEqual([b.id]);
      expect(((await seller.client.get('/api/crm/clients?tag=vip&activity=stale')).json() as ClientPage).total).toBe(0);
      const csv = await seller.client.get(`/api/crm/clients/export?ids=${a.id},${b.id}`);
      expect(csv.body.trim().split('\n')).toHaveLength(3);
      const badIds = await seller.client.get('/api/crm/clients/export?ids=not-an-id');
      expect(badIds.statusCode).toBe(400);
      expect(fieldsOf(badIds.json())).toContain('ids');
      const theirs = await createClient(other.client, { email: unique() });
      expect((await seller.client.get(`/api/crm/clients/export?ids=${a.id},${theirs.id}`)).statusCode).toBe(404);
      const deleted = await seller.client.post('/api/crm/clients/bulk', { action: 'delete', ids: [a.id, b.id] });
      expect(deleted.json()).toEqual({ count: 2 });
      expect((await seller.client.get(`/api/crm/clients/${a.id}`)).statusCode).toBe(404);
    });

    it("refuses the whole batch when one id is another seller's (404, nothing changed) and bad input with 400", async () => {
      const mine = await createClient(seller.client, { email: unique() });
      const theirs = await createClient(other.client, { email: unique() });
      const mixed = await seller.client.post('/api/crm/clients/bulk', { action: 'delete', ids: [mine.id, theirs.id] });
      expect(mixed.statusCode).toBe(404);
      expect((await seller.client.get(`/api/crm/clients/${mine.id}`)).statusCode).toBe(200);
      expect((await other.client.get(`/api/crm/clients/${theirs.id}`)).statusCode).toBe(200);
      const status = await seller.client.post('/api/crm/clients/bulk', { action: 'status', ids: [mine.id], status: 'gone' });
      expect(status.statusCode).toBe(400);
      expect(fieldsOf(status.json())).toContain('status');
      const noIds = await seller.client.post('/api/crm/clients/bulk', { action: 'tag', ids: [], tag: 'x' });
      expect(noIds.statusCode).toBe(400);
      expect(fieldsOf(noIds.json())).toContain('ids');
      const badAction = await seller.client.post('/api/crm/clients/bulk', { action: 'archive', ids: [mine.id] });
      expect(badAction.statusCode).toBe(400);
      expect(fieldsOf(badAction.json())).toContain('action');
      expect(((await seller.client.get(`/api/crm/clients/${mine.id}`)).json() as Client).status).toBe('active');
    });
  });

  describe('last activity', () => {
    it('moves forward with every fact another module reports about the client, never back', async () => {
      const quiet = await createClient(seller.client, { email: 'quiet@clients.test', name: 'Quiet Co' });
      await t.database.db.execute(sql`update clients set updated_at = now() - interval '200 days' where id = ${quiet.id}`);
      const stale = (await seller.client.get('/api/crm/clients?activity=stale')).json() as ClientPage;
      expect(stale.items.map((item) => item.id)).toContain(quiet.id);
      // A proposal viewed, an email opened, an invoice paid: each module reports it (app.recordDomainEvent).
      await t.app.recordDomainEvent({ workspaceId: seller.id, type: 'proposal.viewed', clientId: quiet.id });
      const recent = (await seller.client.get('/api/crm/clients?activity=7d')).json() as ClientPage;
      expect(recent.items.map((item) => item.id)).toContain(quiet.id);
      // An older fact arriving late does not move it back.
      await t.app.recordDomainEvent({
        workspaceId: seller.id,
        type: 'client.tagged',
        clientId: quiet.id,
        occurredAt: new Date(Date.now() - 300 * 86_400_000),
      });
      const still = (await seller.client.get('/api/crm/clients?activity=7d')).json() as ClientPage;
      expect(still.items.map((item) => item.id)).toContain(quiet.id);
    });
  });

  describe('saved views', () => {
    it('saves, lists (per user) and deletes a named filter set', async () => {
      const created = await seller.client.post('/api/crm/saved-views', {
        name: 'My active clients',
        filters: { status: 'active', tag: 'vip' },
      });
      expect(created.statusCode).toBe(201);
      const view = created.json() as SavedView;
      expect(view).toMatchObject({ name: 'My active clients', filters: { status: 'active', tag: 'vip' } });
      expect(((await seller.client.get('/api/crm/saved-views')).json() as SavedView[]).map((item) => item.id)).toEqual([view.id]);
      expect((await other.client.get('/api/crm/saved-views')).json()).toEqual([]);
      const bad = await seller.client.post('/api/crm/saved-views', { name: '', filters: {} });
      expect(bad.statusCode).toBe(400);
      expect(fieldsOf(bad.json())).toContain('name');
      expect((await other.client.request('DELETE', `/api/crm/saved-views/${view.id}`)).statusCode).toBe(404);
      expect((await seller.client.request('DELETE', `/api/crm/saved-views/${view.id}`)).statusCode).toBe(204);
      expect((await seller.client.get('/api/crm/saved-views')).json()).toEqual([]);
    });
  });
});
