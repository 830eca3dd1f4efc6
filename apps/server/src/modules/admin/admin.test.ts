import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { adminAuditLog, emailOutbox, reviews } from '../../db/schema/index';
import { realtimeUrl, TestSocket } from '../../test/realtime-client';
import { ApiClient, describeEachDatabase, type SignedUpUser, signIn, signUp } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';
import { refreshRating, serviceForm, validService } from '../services/services.test-helpers';

describeEachDatabase('admin console: authorisation, bans, moderation, audit', (t) => {
  let admin: SignedUpUser;
  let otherAdmin: SignedUpUser;
  let seller: SignedUpUser;
  let client: SignedUpUser;

  async function makeAdmin(user: SignedUpUser) {
    // Admins are made from the command line or configuration, never through the API.
    await t.database.db.execute(sql`update profiles set role = 'admin' where id = ${user.id}`);
  }

  async function createService(owner: SignedUpUser, title = validService.title): Promise<string> {
    const form = serviceForm({ ...validService, title });
    const response = await owner.client.post('/api/services', undefined, { payload: form.payload, headers: form.headers });
    expect(response.statusCode).toBe(201);
    return response.json().id;
  }

  async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  }

  async function auditCount(): Promise<number> {
    const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(adminAuditLog);
    return Number(row.n);
  }

  beforeAll(async () => {
    admin = await signUp(t.app, { name: 'Ada Admin' });
    await makeAdmin(admin);
    otherAdmin = await signUp(t.app, { name: 'Otto Admin' });
    await makeAdmin(otherAdmin);
    seller = await userWithRole(t.app, 'vendor');
    client = await userWithRole(t.app, 'client');
  });

  const READS = [
    '/api/admin/users',
    '/api/admin/reports',
    '/api/admin/metrics?days=30',
    '/api/admin/audit',
    '/api/admin/audit.csv',
  ];

  it('every admin route answers 404 to anonymous, client and seller, and works for an admin', async () => {
    const target = await userWithRole(t.app, 'client');
    const writes: [string, unknown][] = [
      [`/api/admin/users/${target.id}/ban`, { reason: 'Spam everywhere' }],
      [`/api/admin/users/${target.id}/unban`, { reason: 'Appeal accepted' }],
      [`/api/admin/users/${target.id}/revoke-sessions`, { reason: 'Compromised' }],
      [`/api/admin/users/${target.id}/role`, { role: 'vendor', reason: 'Asked for it' }],
      [`/api/admin/users/${target.id}/password-reset`, { reason: 'Asked for it' }],
      ['/api/admin/reports/00000000-0000-0000-0000-000000000000/resolve', { action: 'dismiss', reason: 'Nothing wrong' }],
    ];
    const before = await auditCount();
    for (const who of [new ApiClient(t.app), client.client, seller.client]) {
      for (const path of [...READS, `/api/admin/users/${target.id}`]) expect((await who.get(path)).statusCode, path).toBe(404);
      for (const [path, body] of writes) expect((await who.post(path, body)).statusCode, path).toBe(404);
      // Invalid input too: a 400 naming the fields would tell them the route exists.
      for (const path of ['/api/admin/metrics?days=7', '/api/admin/users?cursor=nope', '/api/admin/disputes?status=nope'])
        expect((await who.get(path)).statusCode, path).toBe(404);
      for (const [path, body] of [
        [`/api/admin/users/${target.id}/ban`, { reason: '' }],
        [`/api/admin/users/${target.id}/role`, { role: 'admin', reason: 'Promote' }],
        [`/api/admin/users/${'x'.repeat(200)}/ban`, { reason: 'Spam everywhere' }],
        ['/api/admin/reports/nope/resolve', { action: 'explode' }],
      ] as const)
        expect((await who.post(path, body)).statusCode, path).toBe(404);
      // The plugin's own endpoints are closed to everyone.
      expect((await who.post('/api/auth/admin/ban-user', { userId: target.id })).statusCode).toBe(404);
    }
    expect((await admin.client.post('/api/auth/admin/ban-user', { userId: target.id })).statusCode).toBe(404);
    expect(await auditCount()).toBe(before);
    expect((await target.client.get('/api/me')).statusCode).toBe(200);

    for (const path of READS) expect((await admin.client.get(path)).statusCode, path).toBe(200);
    expect((await admin.client.get(`/api/admin/users/${target.id}`)).statusCode).toBe(200);
  });

  it('bad input is a 400 naming the field, and nothing changes', async () => {
    const target = await userWithRole(t.app, 'client');
    const before = await auditCount();
    const short = await admin.client.post(`/api/admin/users/${target.id}/ban`, { reason: '' });
    expect(short.statusCode).toBe(400);
    expect(JSON.stringify(short.json())).toContain('reason');
    const toAdmin = await admin.client.post(`/api/admin/users/${target.id}/role`, { role: 'admin', reason: 'Promote' });
    expect(toAdmin.statusCode).toBe(400);
    expect(JSON.stringify(toAdmin.json())).toContain('role');
    expect((await admin.client.get('/api/admin/metrics?days=7')).statusCode).toBe(400);
    expect((await admin.client.get('/api/admin/users?cursor=nope')).statusCode).toBe(400);
    expect(await auditCount()).toBe(before);
    expect((await target.client.get('/api/me')).statusCode).toBe(200);
  });

  it('an admin cannot ban, demote or sign out themselves or another admin', async () => {
    for (const id of [admin.id, otherAdmin.id]) {
      expect((await admin.client.post(`/api/admin/users/${id}/ban`, { reason: 'Testing limits' })).statusCode).toBe(403);
      expect(
        (await admin.client.post(`/api/admin/users/${id}/role`, { role: 'client', reason: 'Testing limits' })).statusCode,
      ).toBe(403);
      expect((await admin.client.post(`/api/admin/users/${id}/revoke-sessions`, { reason: 'Testing limits' })).statusCode).toBe(
        403,
      );
    }
    expect((await otherAdmin.client.get('/api/me')).json().profile.role).toBe('admin');
  });

  it('ban: the existing session is refused at once, sign-in is refused with a clear message; unban restores sign-in', async () => {
    const target = await userWithRole(t.app, 'client');
    const second = await signIn(t.app, target.email, target.password);
    const banned = await admin.client.post(`/api/admin/users/${target.id}/ban`, { reason: 'Scam messages', expiresInDays: 7 });
    expect(banned.statusCode).toBe(200);
    expect((await target.client.get('/api/me')).statusCode).toBe(401);
    expect((await second.get('/api/me')).statusCode).toBe(401);
    const again = await new ApiClient(t.app).post('/api/auth/sign-in/email', { email: target.email, password: target.password });
    expect(again.statusCode).toBe(403);
    expect(again.json().error.message).toMatch(/suspended/i);
    expect(again.json().error.message).toContain('Scam messages');

    const list = await admin.client.get('/api/admin/users?banned=banned');
    expect(list.json().items.map((row: { id: string }) => row.id)).toContain(target.id);
    const detail = (await admin.client.get(`/api/admin/users/${target.id}`)).json();
    expect(detail.user).toMatchObject({ banned: true, banReason: 'Scam messages' });
    expect(detail.history[0]).toMatchObject({ action: 'user.ban', reason: 'Scam messages', actor: { id: admin.id } });
    const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, target.email));
    expect(mails.some((mail) => mail.subject.includes('suspended'))).toBe(true);

    expect((await admin.client.post(`/api/admin/users/${target.id}/unban`, { reason: 'Appeal accepted' })).statusCode).toBe(200);
    await signIn(t.app, target.email, target.password);
  });

  it('ban and sign-out-everywhere close the user’s open live connections at once, saying why', async () => {
    const url = await realtimeUrl(t.app);
    const target = await userWithRole(t.app, 'client');
    const bystander = await userWithRole(t.app, 'client');
    const closedWith = (socket: TestSocket) =>
      new Promise<number>((resolve) => socket.socket.once('close', (code: number) => resolve(code)));
    const open = async (user: SignedUpUser) => {
      const socket = await TestSocket.open(url, { cookie: user.client.jar.header() });
      expect((await socket.subscribe(`user:${user.id}`)).type).toBe('subscribed');
      return socket;
    };
    const [tab, otherTab, theirs] = [await open(target), await open(target), await open(bystander)];
    const closes = [closedWith(tab), closedWith(otherTab)];
    const started = Date.now();
    expect((await admin.client.post(`/api/admin/users/${target.id}/ban`, { reason: 'Scam messages' })).statusCode).toBe(200);
    expect(await Promise.all(closes)).toEqual([4403, 4403]);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(tab.frames).toContainEqual({ type: 'ended', why: 'suspended', reason: 'Scam messages' });
    // Nobody else's connection is touched.
    expect(theirs.socket.readyState).toBe(theirs.socket.OPEN);
    await t.app.realtime.publish(`user:${bystander.id}`, { type: 'still-here' });
    expect((await theirs.next((frame) => frame.type === 'event')).event).toEqual({ type: 'still-here' });

    const signedOut = await open(bystander);
    const signedOutClose = closedWith(signedOut);
    expect(
      (await admin.client.post(`/api/admin/users/${bystander.id}/revoke-sessions`, { reason: 'Lost laptop' })).statusCode,
    ).toBe(200);
    expect(await signedOutClose).toBe(4401);
    theirs.close();
  });

  it('revoke sessions signs the user out everywhere; change role changes profile and plugin role', async () => {
    const target = await userWithRole(t.app, 'client');
    expect((await admin.client.post(`/api/admin/users/${target.id}/revoke-sessions`, { reason: 'Lost laptop' })).statusCode).toBe(
      200,
    );
    expect((await target.client.get('/api/me')).statusCode).toBe(401);
    expect(
      (await admin.client.post(`/api/admin/users/${target.id}/role`, { role: 'vendor', reason: 'Sells now' })).statusCode,
    ).toBe(200);
    const [row] = await rowsOf<{ profile_role: string; user_role: string }>(
      sql`select p.role::text as profile_role, u.role as user_role from profiles p join "user" u on u.id = p.id where p.id = ${target.id}`,
    );
    expect(row).toEqual({ profile_role: 'vendor', user_role: 'vendor' });
  });

  it('users table: search, filters and keyset pages', async () => {
    const named = await signUp(t.app, { name: 'Zebulon Quixote' });
    const found = (await admin.client.get('/api/admin/users?q=zebulon')).json();
    expect(found.items.map((row: { id: string }) => row.id)).toEqual([named.id]);
    const sellers = (await admin.client.get('/api/admin/users?role=vendor')).json();
    expect(sellers.items.every((row: { role: string }) => row.role === 'vendor')).toBe(true);
    const seen = new Set<string>();
    let cursor: string | null = null;
    do {
      const page: { items: { id: string }[]; nextCursor: string | null } = (
        await admin.client.get(`/api/admin/users?limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      ).json();
      for (const row of page.items) {
        expect(seen.has(row.id)).toBe(false);
        seen.add(row.id);
      }
      cursor = page.nextCursor;
    } while (cursor);
    const [{ n }] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from "user"`);
    expect(seen.size).toBe(Number(n));
  });

  it('report → hide: gone from browse, search, seller page and service page for others; the seller sees why; edit appeals', async () => {
    const title = `Moderated lantern ${Date.now()}`;
    const id = await createService(seller, title);
    expect((await client.client.post('/api/reports', { targetType: 'service', targetId: id, reason: '' })).statusCode).toBe(400);
    const reported = await client.client.post('/api/reports', {
      targetType: 'service',
      targetId: id,
      reason: 'Looks like a scam',
    });
    expect(reported.statusCode).toBe(201);
    expect((await seller.client.post('/api/reports', { targetType: 'service', targetId: id, reason: 'My own' })).statusCode).toBe(
      400,
    );
    expect(
      (await new ApiClient(t.app).post('/api/reports', { targetType: 'service', targetId: id, reason: 'Anon' })).statusCode,
    ).toBe(401);

    const queue = (await admin.client.get('/api/admin/reports?status=open')).json();
    const report = queue.items.find((item: { targetId: string }) => item.targetId === id);
    expect(report).toMatchObject({
      targetType: 'service',
      reason: 'Looks like a scam',
      targetSummary: title,
      reporter: { id: client.id },
    });
    expect(
      (await admin.client.post(`/api/admin/reports/${report.id}/resolve`, { action: 'remove_review', reason: 'Wrong action' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await admin.client.post(`/api/admin/reports/${report.id}/resolve`, { action: 'hide_service', reason: 'Scam listing' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await admin.client.post(`/api/admin/reports/${report.id}/resolve`, { action: 'dismiss', reason: 'Again' })).statusCode,
    ).toBe(409);

    const ids = (body: { items: { id: string }[] }) => body.items.map((item) => item.id);
    expect(ids((await client.client.get('/api/services?limit=48')).json())).not.toContain(id);
    expect(ids((await client.client.get(`/api/services?q=${encodeURIComponent('moderated lantern')}`)).json())).not.toContain(id);
    expect(ids((await client.client.get(`/api/services?q=lantern&sort=newest`)).json())).not.toContain(id);
    const sellerPage = await client.client.get(`/api/sellers/${seller.id}`);
    if (sellerPage.statusCode === 200) expect(sellerPage.json().services.map((s: { id: string }) => s.id)).not.toContain(id);
    expect((await client.client.get(`/api/services/${id}`)).statusCode).toBe(404);
    expect((await new ApiClient(t.app).get(`/api/services/${id}`)).statusCode).toBe(404);
    const own = await seller.client.get(`/api/services/${id}`);
    expect(own.json().moderation).toMatchObject({ reason: 'Scam listing' });
    expect((await admin.client.get(`/api/services/${id}`)).statusCode).toBe(200);
    const mine = (await seller.client.get('/api/services/mine')).json();
    expect(mine.items.find((s: { id: string }) => s.id === id).moderation.reason).toBe('Scam listing');
    const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, seller.email));
    // The seller is told why (issue #37), and the reporter hears the outcome.
    expect(mails.find((mail) => mail.subject.includes('hidden by moderation'))?.text).toContain('Reason: Scam listing');
    const outcome = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, client.email));
    const told = outcome.filter((mail) => mail.subject === 'The outcome of your report');
    const hiddenNotice = told.find((mail) => mail.text.includes('the service was hidden from the marketplace'));
    expect(hiddenNotice?.text).toContain('Scam listing');
    expect(mails.some((mail) => mail.subject === 'The outcome of your report')).toBe(false);

    // The seller's edit is the appeal: back in the queue, still hidden until an admin restores it.
    const form = serviceForm({ service: { ...validService, title: `${title} (fixed)` }, keepImageIds: [] });
    const edited = await seller.client.put(`/api/services/${id}`, { payload: form.payload, headers: form.headers });
    expect(edited.statusCode).toBe(200);
    const appeal = (await admin.client.get('/api/admin/reports'))
      .json()
      .items.find((item: { targetId: string }) => item.targetId === id);
    expect(appeal.reason).toMatch(/appeal/i);
    expect((await client.client.get(`/api/services/${id}`)).statusCode).toBe(404);
    expect(
      (await admin.client.post(`/api/admin/reports/${appeal.id}/resolve`, { action: 'restore_service', reason: 'Fixed' }))
        .statusCode,
    ).toBe(200);
    expect((await client.client.get(`/api/services/${id}`)).statusCode).toBe(200);
  });

  it('limits reports per reporter and per reported item with 429 and Retry-After, and files nothing past them', async () => {
    const reporter = await userWithRole(t.app, 'client');
    const targets = await Promise.all(Array.from({ length: 7 }, (_, index) => createService(seller, `Reportable ${index}`)));
    const file = (targetId: string) =>
      reporter.client.post('/api/reports', { targetType: 'service', targetId, reason: 'Looks like a scam' });
    // One item: three reports a day (a dismissed report cannot be refiled for ever).
    for (let i = 0; i < 3; i++) expect((await file(targets[0])).statusCode).toBe(201);
    const again = await file(targets[0]);
    expect(again.statusCode).toBe(429);
    expect(again.json().error.message).toMatch(/^You have reported this too often\. Please try again in \d+ (minutes?|hours?)/);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    // One reporter: twenty reports an hour, whatever they report.
    let filed = 4;
    for (const target of targets.slice(1)) for (let i = 0; i < 3 && filed < 20; i++, filed++) await file(target);
    const before = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from content_reports where reporter_id = ${reporter.id}`,
    );
    const flooded = await file(targets[6]);
    expect(flooded.statusCode).toBe(429);
    expect(flooded.json().error.message).toMatch(/^Too many reports\. Please try again in \d+ minutes?\.$/);
    const after = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from content_reports where reporter_id = ${reporter.id}`,
    );
    expect(after[0].n).toBe(before[0].n);
    // Someone else can still report the same item.
    expect(
      (await client.client.post('/api/reports', { targetType: 'service', targetId: targets[6], reason: 'Spam' })).statusCode,
    ).toBe(201);
  });

  it('removing a review recomputes the rating; deleting a message removes it; dismiss closes the report', async () => {
    const serviceId = await createService(seller, `Rated service ${Date.now()}`);
    const other = await userWithRole(t.app, 'client');
    const [bad] = await t.database.db
      .insert(reviews)
      .values([
        { serviceId, sellerId: seller.id, reviewerId: client.id, rating: 1, comment: 'Spam spam spam' },
        { serviceId, sellerId: seller.id, reviewerId: other.id, rating: 5, comment: 'Great work' },
      ])
      .returning({ id: reviews.id });
    await refreshRating(t.database.db, serviceId);
    expect((await other.client.get(`/api/services/${serviceId}`)).json()).toMatchObject({ averageRating: 3, totalReviews: 2 });

    const reported = await seller.client.post('/api/reports', {
      targetType: 'review',
      targetId: bad.id,
      reason: 'Not a real customer',
    });
    expect(reported.statusCode).toBe(201);
    const removed = await admin.client.post(`/api/admin/reports/${reported.json().id}/resolve`, {
      action: 'remove_review',
      reason: 'Fake review',
    });
    expect(removed.statusCode).toBe(200);
    expect((await other.client.get(`/api/services/${serviceId}`)).json()).toMatchObject({ averageRating: 5, totalReviews: 1 });

    const conversation = await client.client.post('/api/messaging/conversations', {
      title: 'Hello',
      participantIds: [seller.id],
    });
    expect(conversation.statusCode).toBe(201);
    const conversationId = conversation.json().id;
    const message = await seller.client.post(`/api/messaging/conversations/${conversationId}/messages`, {
      content: 'Buy followers cheap',
    });
    expect(message.statusCode).toBe(201);
    const messageId = message.json().id;
    // Only a participant can report a message.
    expect(
      (await other.client.post('/api/reports', { targetType: 'message', targetId: messageId, reason: 'Spam' })).statusCode,
    ).toBe(404);
    const flagged = await client.client.post('/api/reports', { targetType: 'message', targetId: messageId, reason: 'Spam' });
    expect(flagged.statusCode).toBe(201);
    expect(
      (await admin.client.post(`/api/admin/reports/${flagged.json().id}/resolve`, { action: 'delete_message', reason: 'Spam' }))
        .statusCode,
    ).toBe(200);
    const thread = (await client.client.get(`/api/messaging/conversations/${conversationId}/messages`)).json();
    expect(JSON.stringify(thread)).not.toContain('Buy followers cheap');

    const other2 = await client.client.post('/api/reports', {
      targetType: 'service',
      targetId: serviceId,
      reason: 'I just dislike it',
    });
    expect(
      (
        await admin.client.post(`/api/admin/reports/${other2.json().id}/resolve`, {
          action: 'dismiss',
          reason: 'Not a violation',
        })
      ).statusCode,
    ).toBe(200);
    const dismissed = (await admin.client.get('/api/admin/reports?status=dismissed')).json();
    expect(dismissed.items.map((item: { id: string }) => item.id)).toContain(other2.json().id);
    const lastOutcome = (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, client.email)))
      .filter((mail) => mail.subject === 'The outcome of your report')
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    expect(lastOutcome.text).toContain('no action was taken');
    expect(lastOutcome.text).toContain('Not a violation');
    expect((await client.client.get(`/api/services/${serviceId}`)).statusCode).toBe(200);
  });

  it('audit rows exist for every action, cannot be changed or deleted, and export as CSV', async () => {
    const rows = await t.database.db.select().from(adminAuditLog);
    const actions = new Set(rows.map((row) => row.action));
    for (const action of [
      'user.ban',
      'user.unban',
      'user.revoke_sessions',
      'user.change_role',
      'report.hide_service',
      'report.restore_service',
      'report.remove_review',
      'report.delete_message',
      'report.dismiss',
    ])
      expect(actions, action).toContain(action);
    expect(rows.every((row) => row.actorId === admin.id && row.ip)).toBe(true);
    // A listing's moderation names the workspace it belongs to (issue 31); an action on a person names none.
    const hidden = rows.find((row) => row.action === 'report.hide_service');
    expect(hidden).toMatchObject({ workspaceId: expect.any(String), workspaceName: expect.any(String) });
    expect(rows.find((row) => row.action === 'user.ban')?.workspaceId).toBeNull();
    const listed = (await admin.client.get('/api/admin/audit?limit=100')).json().items as {
      action: string;
      workspace: unknown;
    }[];
    expect(listed.find((item) => item.action === 'report.hide_service')?.workspace).toEqual({
      id: hidden?.workspaceId,
      name: hidden?.workspaceName,
    });
    await expect(t.database.db.execute(sql`update admin_audit_log set reason = 'changed'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from admin_audit_log`)).rejects.toThrow();
    expect(await auditCount()).toBe(rows.length);
    for (const method of ['PATCH', 'PUT', 'DELETE'] as const)
      expect((await admin.client.request(method, `/api/admin/audit/${rows[0].id}`)).statusCode).toBe(404);

    const csv = await admin.client.get('/api/admin/audit.csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,created_at,actor_id,actor_name,action,target_type,target_id,workspace,reason,ip');
    expect(lines.length).toBe(rows.length + 1);
  });

  it('orders, GMV, categories and active sellers follow every order write (rollups kept by the orders trigger)', async () => {
    const serviceId = await createService(seller, `Metrics service ${Date.now()}`);
    const place = (price: number, status: string, daysAgo: number) =>
      t.database.db.execute(sql`insert into orders (service_id, buyer_id, seller_id, service_title, price_option, price, pricing_type, requirements, status, created_at)
        values (${serviceId}, ${client.id}, ${seller.id}, 'Metrics', 'from', ${price}, 'fixed', 'x', ${status}::order_status, now() - make_interval(days => ${daysAgo}))`);
    const before = (await admin.client.get('/api/admin/metrics?days=90')).json();
    await place(100, 'completed', 1);
    await place(50, 'requested', 40);
    await place(999, 'declined', 2);
    await place(70, 'completed', 120);
    const raw = async () => {
      const [row] = await rowsOf<{ orders: number; gmv: string }>(
        sql`select count(*)::int as orders, coalesce(sum(price) filter (where status not in ('declined', 'cancelled')), 0) as gmv
          from orders where created_at >= (now() at time zone 'UTC')::date - 89`,
      );
      return { orders: Number(row.orders), gmv: Number(row.gmv) };
    };
    const totals = (body: { ordersPerWeek: { orders: number; gmv: number }[] }) => ({
      orders: body.ordersPerWeek.reduce((sum, week) => sum + week.orders, 0),
      gmv: body.ordersPerWeek.reduce((sum, week) => sum + week.gmv, 0),
    });
    let after = (await admin.client.get('/api/admin/metrics?days=90')).json();
    expect(totals(after)).toEqual(await raw());
    expect(totals(after).orders - totals(before).orders).toBe(3);
    expect(totals(after).gmv - totals(before).gmv).toBe(150);
    expect(after.topCategories).toContainEqual({
      category: 'web_development',
      orders: expect.any(Number),
      gmv: expect.any(Number),
    });
    expect(after.activeSellers).toBeGreaterThanOrEqual(1);

    await t.database.db.execute(sql`update orders set status = 'cancelled' where service_id = ${serviceId} and price = 100`);
    await t.database.db.execute(sql`delete from orders where service_id = ${serviceId} and price = 50`);
    after = (await admin.client.get('/api/admin/metrics?days=90')).json();
    expect(totals(after)).toEqual(await raw());
    expect(totals(after).gmv).toBe(totals(before).gmv);
  });

  it('metrics come from real rows', async () => {
    const metrics = (await admin.client.get('/api/admin/metrics?days=90')).json();
    expect(metrics.days).toBe(90);
    expect(metrics.signUpsPerDay).toHaveLength(90);
    const [{ n }] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from "user"`);
    expect(metrics.signUpsPerDay.reduce((sum: number, day: { count: number }) => sum + day.count, 0)).toBe(Number(n));
    expect(metrics.totalUsers).toBe(Number(n));
  });
});
