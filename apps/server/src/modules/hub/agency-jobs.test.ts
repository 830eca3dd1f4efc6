import type { AnalysisResult } from '@proclub/contracts/analysis';
import type { AuditDetail, ClientReportSchedule, ReportSummary } from '@proclub/contracts/hub';
import { type JobSchedulesOverview, SELLER_VISIBLE_PLATFORM_JOBS } from '@proclub/contracts/job-schedules';
import type { AiAgent } from '@proclub/contracts/products';
import type { Proposal } from '@proclub/contracts/proposals';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type FixtureSite, html, startFixtureSite } from '../../test/fixture-site';
import { ApiClient, describeEachDatabase, type SignedUpUser } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';
import { until } from '../../test/until';
import { createProject } from '../crm/crm.test-helpers';
import { signProposal } from '../proposals/proposals.test-helpers';
import { latestMailTo, tokenOf } from './hub.test-helpers';

// A well-kept page, then the same business with its basics gone: the re-audit must score it lower.
const GOOD = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Quay Plumbing | Emergency plumber in Portsmouth</title>
<meta name="description" content="Quay Plumbing fixes leaks, boilers and blocked drains in Portsmouth, day and night. Call for a free quote today.">
<link rel="canonical" href="/">
<meta property="og:title" content="Quay Plumbing"><meta property="og:description" content="Emergency plumber in Portsmouth">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Plumber","name":"Quay Plumbing",
"telephone":"+1 555-010-4242","email":"hello@quay-plumbing.test",
"address":{"@type":"PostalAddress","streetAddress":"9 Quay Road","addressLocality":"Portsmouth","postalCode":"03801"}}</script>
</head><body><header><nav><a href="/">Home</a> <a href="/contact">Contact</a></nav></header>
<main><h1>Quay Plumbing</h1><h2>Emergency plumbing in Portsmouth</h2>
<p>Family-run plumbers since 1998. We fix leaks, boilers and blocked drains across Portsmouth, day and night,
with fixed prices and a one-year guarantee on every job. Call +1 555-010-4242 for a free quote today.</p>
<img src="/van.jpg" alt="Our van outside a customer's home" width="400" height="300">
<p>Reviews: “Quick and tidy” — Sam. <a href="tel:+15550104242">Call us</a></p></main>
<footer>9 Quay Road, Portsmouth 03801</footer></body></html>`;
const BAD = '<html><body><div>under construction</div><img src="/van.jpg"></body></html>';

let site: FixtureSite;
const routes = { '/': html(GOOD) };
beforeAll(async () => {
  site = await startFixtureSite(routes);
});
afterAll(() => site?.close());

describeEachDatabase(
  'agency jobs: re-audit, audit alert, monthly report, lead follow-up, review request',
  (t) => {
    let seller: SignedUpUser;
    let proposal: Proposal;
    let schedule: ClientReportSchedule;
    const clientEmail = `owner-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@quay-plumbing.test`;

    const job = (id: string | null) =>
      until(
        () => t.app.jobs.getJob(id as string),
        (found) => found?.state === 'completed' || found?.state === 'failed',
      );
    const platformSchedule = async (name: string) =>
      (await t.app.jobs.listSchedules({ names: [name] })).find((item) => item.ownerId === null);
    const agent = async (key: string) =>
      ((await seller.client.get('/api/products/ai-agents')).json() as AiAgent[]).find((item) => item.key === key) as AiAgent;
    const audit = async () => (await seller.client.get(`/api/hub/audits/${schedule.auditId}`)).json() as AuditDetail;

    beforeAll(async () => {
      routes['/'] = html(GOOD);
      seller = await userWithRole(t.app, 'agency');
      const analysis = (await seller.client.post('/api/analysis', { website: `${site.origin}/` })).json() as AnalysisResult;
      proposal = (
        await seller.client.post('/api/proposals', {
          analysisId: analysis.id,
          newClient: { name: 'Quay Plumbing', email: clientEmail, website: `${site.origin}/` },
          productIds: analysis.recommendations.slice(0, 1).map((item) => item.productId),
        })
      ).json() as Proposal;
      const sent = (await seller.client.post(`/api/proposals/${proposal.id}/send`)).json() as { publicUrl: string };
      const visitor = new ApiClient(t.app);
      await visitor.post(`/api/public/proposals/${tokenOf(sent.publicUrl)}/view`);
      expect((await signProposal(visitor, tokenOf(sent.publicUrl))).statusCode).toBe(200);
      [schedule] = (await seller.client.get('/api/hub/schedules')).json() as ClientReportSchedule[];
    });

    it('runs the first re-audit on the job engine as soon as the deal closes (the baseline)', async () => {
      const first = await until(audit, (found) => found.runs.length >= 1);
      expect(first.runs).toHaveLength(1);
      expect(first.runs[0].source).toBe('analyzer');
      const listed = await until(
        async () => ((await seller.client.get('/api/hub/schedules')).json() as ClientReportSchedule[])[0],
        (found) => found.lastAuditAt !== null,
      );
      expect(listed.lastScore).toBe(first.runs[0].score);
      expect(listed.nextAuditAt).not.toBeNull();
    });

    it('a re-audit of the worse site stores the score and the diff, and the audit alert tells the seller once', async () => {
      const before = await audit();
      routes['/'] = html(BAD);
      const queued = await seller.client.post(`/api/hub/schedules/${schedule.id}/run`);
      expect(queued.statusCode).toBe(202);
      expect((await job(queued.json().jobId))?.state).toBe('completed');
      // The Schedules page names the client of a manual run, and lists the platform's jobs that act on clients.
      const overview = (await seller.client.get('/api/schedules')).json() as JobSchedulesOverview;
      expect(overview.recent.find((item) => item.id === queued.json().jobId)?.label).toBe('Re-audit Quay Plumbing (run now)');
      expect(overview.platform.map((item) => item.name).sort()).toEqual([...SELLER_VISIBLE_PLATFORM_JOBS].sort());
      expect(overview.platform.find((item) => item.name === 'agency.monthly-reports')?.cron).toBe('0 6 1 * *');
      const after = await audit();
      expect(after.runs).toHaveLength(2);
      expect(after.change?.scoreDelta).toBe(after.runs[0].score - before.runs[0].score);
      expect(after.change?.worsened.length).toBeGreaterThan(0);
      expect(before.runs[0].score - after.runs[0].score).toBeGreaterThanOrEqual(10);

      const alert = await agent('audit_alert');
      expect(alert.triggerCount).toBe(1);
      expect(alert.recentRuns[0].detail).toBe(
        `Quay Plumbing's audit score dropped from ${before.runs[0].score} to ${after.runs[0].score}`,
      );
      expect((await latestMailTo(t.database, seller.email))?.subject).toBe(alert.recentRuns[0].detail);

      // Another run at the same score is no drop: nothing more is recorded.
      const again = await seller.client.post(`/api/hub/schedules/${schedule.id}/run`);
      expect((await job(again.json().jobId))?.state).toBe('completed');
      expect((await agent('audit_alert')).triggerCount).toBe(1);
    });

    it('the monthly job drafts last month’s report once per client, and sends it when auto-send is on', async () => {
      const monthly = await platformSchedule('agency.monthly-reports');
      expect(monthly).toMatchObject({ cron: '0 6 1 * *' });
      // Last month's activity: the baseline audit, moved into it.
      await t.database.db.execute(
        sql`update audit_runs set created_at = date_trunc('month', now()) - interval '3 days'
            where audit_id = ${schedule.auditId}`,
      );
      await seller.client.patch(`/api/hub/schedules/${schedule.id}`, { reportAutoSend: true });
      expect((await job(await t.app.jobs.runScheduleNow(monthly?.id as string)))?.state).toBe('completed');
      expect((await job(await t.app.jobs.runScheduleNow(monthly?.id as string)))?.state).toBe('completed');

      const reports = ((await seller.client.get('/api/hub/reports')).json() as { items: ReportSummary[] }).items;
      expect(reports).toHaveLength(1);
      const [report] = reports;
      const lastMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 1, 1));
      expect(report.periodStart).toBe(lastMonth.toISOString().slice(0, 10));
      expect(report.title).toBe(
        `Quay Plumbing: ${lastMonth.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })} results`,
      );
      expect(report.summary).toMatch(/3 audits \(score \d+ → \d+\)/);
      expect(report.status).toBe('sent');
      expect((await latestMailTo(t.database, clientEmail))?.subject).toContain('Quay Plumbing');
    });

    it('lead follow-up reminds a prospect who viewed and did not accept after N days, once per sent version', async () => {
      const analysis = (await seller.client.get(`/api/analysis/${proposal.analysisId}`)).json() as AnalysisResult;
      const addOn = (
        await seller.client.post('/api/proposals', {
          analysisId: proposal.analysisId,
          clientId: proposal.clientId,
          productIds: [analysis.recommendations.at(-1)?.productId],
          title: 'Ads add-on',
        })
      ).json() as Proposal;
      const sent = (await seller.client.post(`/api/proposals/${addOn.id}/send`)).json() as { publicUrl: string };
      await new ApiClient(t.app).post(`/api/public/proposals/${tokenOf(sent.publicUrl)}/view`);
      const followUp = await platformSchedule('automations.lead-follow-up');
      expect((await job(await t.app.jobs.runScheduleNow(followUp?.id as string)))?.state).toBe('completed');
      expect((await agent('lead_follow_up')).triggerCount).toBe(0); // viewed today: not due yet

      await t.database.db.execute(sql`update proposals set viewed_at = now() - interval '4 days' where id = ${addOn.id}`);
      expect((await job(await t.app.jobs.runScheduleNow(followUp?.id as string)))?.state).toBe('completed');
      expect((await job(await t.app.jobs.runScheduleNow(followUp?.id as string)))?.state).toBe('completed');
      const rule = await agent('lead_follow_up');
      expect(rule.triggerCount).toBe(1);
      expect(rule.recentRuns[0].detail).toBe(`Reminder sent to ${clientEmail}`);
      expect((await latestMailTo(t.database, clientEmail))?.subject).toBe('A reminder about your proposal: Ads add-on');
    });

    it('a seller who has not confirmed their address sends no follow-up to prospects until they do', async () => {
      const analysis = (await seller.client.get(`/api/analysis/${proposal.analysisId}`)).json() as AnalysisResult;
      const another = (
        await seller.client.post('/api/proposals', {
          analysisId: proposal.analysisId,
          clientId: proposal.clientId,
          productIds: [analysis.recommendations[0]?.productId],
          title: 'Maintenance plan',
        })
      ).json() as Proposal;
      const sent = (await seller.client.post(`/api/proposals/${another.id}/send`)).json() as { publicUrl: string };
      await new ApiClient(t.app).post(`/api/public/proposals/${tokenOf(sent.publicUrl)}/view`);
      await t.database.db.execute(sql`update proposals set viewed_at = now() - interval '4 days' where id = ${another.id}`);
      const followUp = await platformSchedule('automations.lead-follow-up');
      const reminded = async () =>
        (await latestMailTo(t.database, clientEmail))?.subject === 'A reminder about your proposal: Maintenance plan';

      await t.database.db.execute(sql`update "user" set email_verified = false where id = ${seller.id}`);
      try {
        expect((await job(await t.app.jobs.runScheduleNow(followUp?.id as string)))?.state).toBe('completed');
        expect(await reminded()).toBe(false);
      } finally {
        await t.database.db.execute(sql`update "user" set email_verified = true where id = ${seller.id}`);
      }
      // Confirmed: the next run sends the waiting reminder.
      expect((await job(await t.app.jobs.runScheduleNow(followUp?.id as string)))?.state).toBe('completed');
      expect(await reminded()).toBe(true);
    });

    it('review request asks the client for a review through the Review Booster when their project is completed', async () => {
      const platform = await seller.client.post('/api/products/review-booster/platforms', {
        clientId: proposal.clientId,
        name: 'Google',
        reviewUrl: 'https://g.page/r/quay-plumbing/review',
      });
      expect(platform.statusCode).toBe(201);
      const projects = (await seller.client.get('/api/crm/projects')).json().items as { id: string; clientId: string }[];
      const project = projects.find((item) => item.clientId === proposal.clientId);
      expect((await seller.client.patch(`/api/crm/projects/${project?.id}/status`, { status: 'completed' })).statusCode).toBe(
        200,
      );
      const reviews = await platformSchedule('automations.review-request');
      expect((await job(await t.app.jobs.runScheduleNow(reviews?.id as string)))?.state).toBe('completed');
      expect((await job(await t.app.jobs.runScheduleNow(reviews?.id as string)))?.state).toBe('completed');
      const rule = await agent('review_request');
      expect(rule.triggerCount).toBe(1);
      expect(rule.recentRuns[0].detail).toBe(`Review request sent to ${clientEmail} on Google`);
      const mail = await latestMailTo(t.database, clientEmail);
      expect(mail?.text).toContain('https://g.page/r/quay-plumbing/review');
    });

    it('a client who unsubscribed gets no review request, and the seller sees why (not a silent skip)', async () => {
      const mail = await latestMailTo(t.database, clientEmail);
      const link = /(\/api\/public\/email\/unsubscribe\/seller\/[A-Za-z0-9_.-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
      expect(link).not.toBe('');
      expect((await t.app.inject({ method: 'POST', url: link })).statusCode).toBe(200);
      const again = await createProject(seller.client, proposal.clientId, { title: 'Second site' });
      expect((await seller.client.patch(`/api/crm/projects/${again.id}/status`, { status: 'completed' })).statusCode).toBe(200);
      const reviews = await platformSchedule('automations.review-request');
      expect((await job(await t.app.jobs.runScheduleNow(reviews?.id as string)))?.state).toBe('completed');
      const run = (await agent('review_request')).recentRuns[0];
      expect(run.status).toBe('skipped');
      expect(run.detail).toBe(
        `Not sent: ${clientEmail} unsubscribed from your emails (campaigns and review requests). Ask them in person or in your project thread.`,
      );
    });

    it('a switched-off rule records nothing', async () => {
      await seller.client.patch('/api/products/ai-agents/audit_alert', { enabled: false });
      routes['/'] = html(GOOD);
      const up = await seller.client.post(`/api/hub/schedules/${schedule.id}/run`);
      expect((await job(up.json().jobId))?.state).toBe('completed');
      routes['/'] = html(BAD);
      const down = await seller.client.post(`/api/hub/schedules/${schedule.id}/run`);
      expect((await job(down.json().jobId))?.state).toBe('completed');
      expect((await agent('audit_alert')).triggerCount).toBe(1);
    });
  },
  {
    env: {
      ANALYZER_ALLOW_LOOPBACK: 'true',
      ANALYZER_ALLOWED_PORTS: '80,443,1024-65535',
      JOBS_POLL_INTERVAL_MS: '500',
      JOBS_SCHEDULE_TICK_MS: '200',
    },
  },
);
