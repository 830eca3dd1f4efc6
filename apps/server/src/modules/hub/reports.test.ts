import type { Client, Project } from '@proclub/contracts/crm';
import { type PublicReport, REPORT_VIEWED_EVENT, type Report, type ReportPage } from '@proclub/contracts/hub';
import { beforeAll, describe, expect, it } from 'vitest';
import { realtimeUrl, TestSocket } from '../../test/realtime-client';
import { ApiClient, describeEachDatabase, type ErrorBody, type SignedUpUser, signUp } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';
import { createMilestone, createProject, put } from '../crm/crm.test-helpers';
import { hubClient, huge, isoDay, latestMailTo, randomToken, tokenOf } from './hub.test-helpers';
import { buckets, timeline } from './report-timeline';

describe('report timeline', () => {
  it('charts short periods by week (Mondays) and long ones by month', () => {
    expect(buckets('2025-03-05', '2025-03-20')).toEqual({ unit: 'week', starts: ['2025-03-03', '2025-03-10', '2025-03-17'] });
    expect(buckets('2025-01-15', '2025-06-01')).toEqual({
      unit: 'month',
      starts: ['2025-01-01', '2025-02-01', '2025-03-01', '2025-04-01', '2025-05-01', '2025-06-01'],
    });
  });

  it('plots the latest audit score of each period, so 55 then 89 in one week shows 89', () => {
    const result = timeline('2025-03-03', '2025-03-09', {
      audits: [
        { auditId: 'a', auditType: 'seo', websiteUrl: 'https://x.test', score: 89, ranAt: new Date('2025-03-06T10:00:00Z') },
        { auditId: 'a', auditType: 'seo', websiteUrl: 'https://x.test', score: 55, ranAt: new Date('2025-03-04T10:00:00Z') },
      ],
      milestones: [],
      messages: [],
      ranks: [],
    });
    expect(result.points.map((point) => point.auditScore)).toEqual([89]);
  });

  it('puts each milestone, message, audit score and rank check in its bucket', () => {
    const result = timeline('2025-03-03', '2025-03-16', {
      audits: [
        { auditId: 'a', auditType: 'seo', websiteUrl: 'https://x.test', score: 60, ranAt: new Date('2025-03-04T10:00:00Z') },
        { auditId: 'a', auditType: 'seo', websiteUrl: 'https://x.test', score: 71, ranAt: new Date('2025-03-05T10:00:00Z') },
      ],
      milestones: [{ id: 'm', title: 'Launch', projectTitle: 'Site', completedAt: new Date('2025-03-12T09:00:00Z') }],
      messages: [
        { day: '2025-03-03', total: 3, fromYou: 2 },
        { day: '2025-03-16', total: 1, fromYou: 0 },
      ],
      ranks: [
        { day: '2025-03-10', average: 10, checks: 1 },
        { day: '2025-03-11', average: 4, checks: 2 },
      ],
    });
    expect(result).toEqual({
      unit: 'week',
      points: [
        // The latest run of the week (71), not the mean of 60 and 71.
        { start: '2025-03-03', milestones: 0, messages: 3, auditScore: 71, averageRank: null },
        { start: '2025-03-10', milestones: 1, messages: 1, auditScore: null, averageRank: 6 },
      ],
    });
  });
});

describeEachDatabase('proof reports', (t) => {
  let seller: SignedUpUser;
  let other: SignedUpUser;
  let client: Client;
  let project: Project;
  let clientUser: SignedUpUser;

  const validReport = () => ({
    clientId: client.id,
    title: 'March results',
    periodStart: isoDay(-14),
    periodEnd: isoDay(1),
    summary: 'Local pack wins and a faster site.',
  });
  const create = async (api: ApiClient, fields: Record<string, unknown> = {}) =>
    api.post('/api/hub/reports', { ...validReport(), ...fields });
  const listIds = async (api: ApiClient) => ((await api.get('/api/hub/reports')).json() as ReportPage).items.map((r) => r.id);

  beforeAll(async () => {
    seller = await userWithRole(t.app, 'agency');
    other = await userWithRole(t.app, 'vendor');
    client = await hubClient(seller.client, 'Rosa <b>Bakery</b>');
    project = await createProject(seller.client, client.id, { title: 'Local SEO', status: 'in_progress' });
    clientUser = await signUp(t.app, { email: client.email });
    await clientUser.client.post('/api/profile/setup', { role: 'client' });

    // Activity in the period: an audit score, a completed milestone, messages both ways.
    await seller.client.post('/api/hub/audits', {
      clientId: client.id,
      auditType: 'seo',
      websiteUrl: 'https://rosa-bakery.test',
      score: 74,
    });
    const milestone = await createMilestone(seller.client, project.id, { title: 'Google profile claimed' });
    await createMilestone(seller.client, project.id, { title: 'Still to do' });
    expect((await seller.client.patch(`/api/crm/milestones/${milestone.id}`, { status: 'completed' })).statusCode).toBe(200);
    for (const [api, message] of [
      [seller.client, 'Kick-off notes attached'],
      [clientUser.client, 'Thanks, looks great'],
      [seller.client, 'Profile is live'],
    ] as const) {
      expect((await api.post(`/api/project-threads/${project.id}/messages`, { message })).statusCode).toBe(201);
    }
  });

  it('creates a draft for the period that shows the audits, completed milestones and messages in it', async () => {
    const response = await create(seller.client);
    expect(response.statusCode).toBe(201);
    const report = response.json() as Report;
    expect(report).toMatchObject({
      title: 'March results',
      status: 'draft',
      clientId: client.id,
      clientName: 'Rosa <b>Bakery</b>',
      periodStart: isoDay(-14),
      periodEnd: isoDay(1),
      summary: 'Local pack wins and a faster site.',
      sentAt: null,
      viewedAt: null,
      publicUrl: null,
    });
    expect(report.content.audits).toEqual([
      expect.objectContaining({ auditType: 'seo', websiteUrl: 'https://rosa-bakery.test', score: 74 }),
    ]);
    expect(report.content.milestones.map((m) => [m.title, m.projectTitle])).toEqual([['Google profile claimed', 'Local SEO']]);
    expect(report.content.messages).toEqual({ total: 3, fromYou: 2, fromClient: 1 });
    expect(report.content.rankChanges).toEqual([]);
    expect(report.content.timeline.unit).toBe('week');
    const points = report.content.timeline.points;
    expect(points.reduce((sum, point) => sum + point.messages, 0)).toBe(3);
    expect(points.reduce((sum, point) => sum + point.milestones, 0)).toBe(1);
    expect(points.some((point) => point.auditScore === 74)).toBe(true);
    expect((await seller.client.get(`/api/hub/reports/${report.id}`)).json()).toEqual(report);
  });

  it('shows nothing from outside the period', async () => {
    const old = (await create(seller.client, { periodStart: '2020-01-01', periodEnd: '2020-01-31' })).json() as Report;
    expect(old.content).toMatchObject({ audits: [], milestones: [], messages: { total: 0, fromYou: 0, fromClient: 0 } });
    expect(old.content.timeline.points.every((point) => point.messages === 0 && point.auditScore === null)).toBe(true);
  });

  it('lists newest first with client names, one page at a time', async () => {
    const first = (await create(seller.client, { title: 'First' })).json() as Report;
    const second = (await create(seller.client, { title: 'Second' })).json() as Report;
    const page = (await seller.client.get('/api/hub/reports?limit=1')).json() as ReportPage;
    expect(page.items.map((item) => item.id)).toEqual([second.id]);
    expect(page.items[0].clientName).toBe('Rosa <b>Bakery</b>');
    const next = (await seller.client.get(`/api/hub/reports?limit=1&cursor=${page.nextCursor}`)).json() as ReportPage;
    expect(next.items.map((item) => item.id)).toEqual([first.id]);
    expect((await seller.client.get('/api/hub/reports?cursor=nonsense')).statusCode).toBe(400);
  });

  it('refuses bad input with a 400 naming the field, and saves nothing', async () => {
    const before = (await listIds(seller.client)).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ periodStart: '2025-03-10', periodEnd: '2025-03-01' }, 'periodEnd', 'Period end must be on or after the period start'],
      [{ clientId: crypto.randomUUID() }, 'clientId', 'Please select one of your clients'],
      [{ clientId: 'not-a-uuid' }, 'clientId', 'Please select a client'],
      [{ title: huge() }, 'title', 'Title must be at most 200 characters'],
      [{ title: '   ' }, 'title', 'Title is required'],
      [{ periodStart: '2030-02-30' }, 'periodStart', 'Period start must be a date (YYYY-MM-DD)'],
      [{ periodEnd: '' }, 'periodEnd', 'Period end is required'],
      [{ summary: huge(6000) }, 'summary', 'Executive summary must be at most 5000 characters'],
      [{ periodStart: '2000-01-01', periodEnd: '2020-01-01' }, 'periodEnd', 'A report period can be at most 5 years'],
    ];
    for (const [fields, field, message] of cases) {
      const response = await create(seller.client, fields);
      expect(response.statusCode, JSON.stringify(fields).slice(0, 80)).toBe(400);
      const body = response.json() as ErrorBody;
      expect(body.error.details?.fields?.[0]).toEqual({ field, message });
    }
    // Another seller's client is as unknown as a made-up one.
    const theirs = await hubClient(other.client);
    expect((await create(seller.client, { clientId: theirs.id })).json().error.details.fields[0].field).toBe('clientId');
    expect((await listIds(seller.client)).length).toBe(before);
  });

  it('keeps every report to its seller: others get 404 and an empty list', async () => {
    const mine = (await create(seller.client)).json() as Report;
    for (const response of [
      await other.client.get(`/api/hub/reports/${mine.id}`),
      await other.client.post(`/api/hub/reports/${mine.id}/send`),
      await other.client.delete(`/api/hub/reports/${mine.id}`),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    expect(await listIds(other.client)).toEqual([]);
    expect((await seller.client.get('/api/hub/reports/not-a-uuid')).statusCode).toBe(404);
    expect((await new ApiClient(t.app).get('/api/hub/reports')).statusCode).toBe(401);
    expect((await clientUser.client.get('/api/hub/reports')).statusCode).toBe(404);
  });

  it('sends the client a private link (sent); their first opening marks it viewed and tells the seller live', async () => {
    const report = (await create(seller.client, { title: 'April <script>alert(1)</script>' })).json() as Report;
    const socket = await TestSocket.open(await realtimeUrl(t.app), { cookie: seller.client.jar.header() });
    await socket.subscribe(`workspace:${seller.id}`);

    const sent = await seller.client.post(`/api/hub/reports/${report.id}/send`);
    expect(sent.statusCode).toBe(200);
    const { to, publicUrl } = sent.json() as { to: string; publicUrl: string };
    expect(to).toBe(client.email);
    expect(publicUrl).toMatch(/^http:\/\/localhost:3000\/report\/[A-Za-z0-9_-]{43}$/);
    const afterSend = (await seller.client.get(`/api/hub/reports/${report.id}`)).json() as Report;
    expect(afterSend).toMatchObject({ status: 'sent', publicUrl, viewedAt: null });
    expect(afterSend.sentAt).not.toBeNull();

    const mail = await latestMailTo(t.database, client.email);
    expect(mail?.subject).toBe('agency tester sent you a report: April <script>alert(1)</script>');
    expect(mail?.html).toContain(publicUrl);
    expect(mail?.html).toContain('April &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.text).toContain(publicUrl);

    // The seller checking their own link does not count as the client's view.
    const token = tokenOf(publicUrl);
    expect((await seller.client.get(`/api/public/reports/${token}`)).statusCode).toBe(200);
    expect((await seller.client.post(`/api/public/reports/${token}/view`)).statusCode).toBe(204);
    expect(((await seller.client.get(`/api/hub/reports/${report.id}`)).json() as Report).status).toBe('sent');

    // Link unfurlers (GET/HEAD of the page or its data, no script) never count a view.
    const visitor = new ApiClient(t.app);
    expect((await t.app.inject({ method: 'HEAD', url: `/api/public/reports/${token}` })).statusCode).toBe(200);
    const opened = await visitor.get(`/api/public/reports/${token}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['cache-control']).toBe('no-store');
    const page = opened.json() as PublicReport;
    expect(page).toMatchObject({
      title: 'April <script>alert(1)</script>',
      clientName: 'Rosa <b>Bakery</b>',
      brand: { name: 'agency tester', whiteLabel: false },
    });
    expect(page.content.messages.total).toBe(3);
    // Only the report: no ids of the seller, the client or other records.
    expect(JSON.stringify(page)).not.toContain(seller.id);
    expect(JSON.stringify(page)).not.toContain(client.id);
    expect(page.content.milestones.length).toBeGreaterThan(0);
    expect(page.content.audits.length).toBeGreaterThan(0);
    expect(JSON.stringify(page)).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i);
    expect(Object.keys(page).sort()).toEqual([
      'brand',
      'clientName',
      'content',
      'pdfUrl',
      'periodEnd',
      'periodStart',
      'summary',
      'title',
    ]);
    expect(((await seller.client.get(`/api/hub/reports/${report.id}`)).json() as Report).status).toBe('sent');

    // The page's script sends the beacon once rendered: that is the client's first view.
    expect((await visitor.post(`/api/public/reports/${token}/view`)).statusCode).toBe(204);
    const live = await socket.next((frame) => frame.event?.type === REPORT_VIEWED_EVENT);
    expect(live.event).toMatchObject({ reportId: report.id, clientName: 'Rosa <b>Bakery</b>' });
    socket.close();
    const viewed = (await seller.client.get(`/api/hub/reports/${report.id}`)).json() as Report;
    expect(viewed.status).toBe('viewed');
    expect(viewed.viewedAt).not.toBeNull();
    const notice = await latestMailTo(t.database, seller.email);
    expect(notice?.subject).toBe('Rosa <b>Bakery</b> just opened your report');

    // Opening again and resending keep it viewed, with the same link.
    expect((await visitor.get(`/api/public/reports/${token}`)).statusCode).toBe(200);
    const resent = (await seller.client.post(`/api/hub/reports/${report.id}/send`)).json() as { publicUrl: string };
    expect(resent.publicUrl).toBe(publicUrl);
    const again = (await seller.client.get(`/api/hub/reports/${report.id}`)).json() as Report;
    expect(again).toMatchObject({ status: 'viewed', viewedAt: viewed.viewedAt });
  });

  it('freezes a sent report as sent (content and PDF): later data does not change what the client sees', async () => {
    const report = (await create(seller.client)).json() as Report;
    const sent = (await seller.client.post(`/api/hub/reports/${report.id}/send`)).json() as { publicUrl: string };
    const token = tokenOf(sent.publicUrl);
    const visitor = new ApiClient(t.app);
    const before = (await visitor.get(`/api/public/reports/${token}`)).json() as PublicReport;
    const pdf = await visitor.get(`/api/public/reports/${token}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const sellerCopy = await seller.client.get(`/api/hub/reports/${report.id}/pdf`);
    expect(sellerCopy.rawPayload.equals(pdf.rawPayload)).toBe(true);

    // New activity in the period after sending: a new audit score and a message.
    await seller.client.post('/api/hub/audits', {
      clientId: client.id,
      auditType: 'performance',
      websiteUrl: 'https://rosa-bakery.test',
      score: 31,
    });
    const after = (await visitor.get(`/api/public/reports/${token}`)).json() as PublicReport;
    expect(after.content).toEqual(before.content);
    expect(after.content.audits.some((audit) => audit.score === 31)).toBe(false);
    // A new draft for the same period does show it (the data itself changed).
    const fresh = (await create(seller.client)).json() as Report;
    expect(fresh.content.audits.some((audit) => audit.score === 31)).toBe(true);
    // Another seller cannot fetch the PDF by id.
    const stranger = await userWithRole(t.app, 'agency');
    expect((await stranger.client.get(`/api/hub/reports/${report.id}/pdf`)).statusCode).toBe(404);
  });

  it('answers guessed, malformed and unsent links with 404', async () => {
    const draft = (await create(seller.client)).json() as Report;
    expect(draft.publicUrl).toBeNull();
    const visitor = new ApiClient(t.app);
    for (let attempt = 0; attempt < 20; attempt++) {
      expect((await visitor.get(`/api/public/reports/${randomToken()}`)).statusCode).toBe(404);
    }
    for (const token of ['abc', draft.id, `${randomToken()}x`, '%27%20or%201%3D1--', 'a'.repeat(100)]) {
      expect((await visitor.get(`/api/public/reports/${token}`)).statusCode).toBe(404);
    }
    expect(((await seller.client.get(`/api/hub/reports/${draft.id}`)).json() as Report).status).toBe('draft');
  });

  it('deletes a report and its link stops working', async () => {
    const report = (await create(seller.client)).json() as Report;
    const { publicUrl } = (await seller.client.post(`/api/hub/reports/${report.id}/send`)).json() as { publicUrl: string };
    expect((await seller.client.delete(`/api/hub/reports/${report.id}`)).statusCode).toBe(204);
    expect((await seller.client.get(`/api/hub/reports/${report.id}`)).statusCode).toBe(404);
    expect((await new ApiClient(t.app).get(`/api/public/reports/${tokenOf(publicUrl)}`)).statusCode).toBe(404);
  });

  it('still shows a report when the client was archived', async () => {
    const archived = await hubClient(seller.client, 'Old client');
    const report = (await create(seller.client, { clientId: archived.id })).json() as Report;
    await put(seller.client, `/api/crm/clients/${archived.id}`, {
      name: 'Old client',
      email: archived.email,
      status: 'archived',
    });
    expect((await seller.client.get(`/api/hub/reports/${report.id}`)).statusCode).toBe(200);
  });
});
