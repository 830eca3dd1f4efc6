import type { AnalysisResult } from '@proclub/contracts/analysis';
import type { AuditDetail, ClientReportSchedule, ReportSummary } from '@proclub/contracts/hub';
import { type JobSchedulesOverview, SELLER_VISIBLE_PLATFORM_JOBS } from '@proclub/contracts/job-schedules';
import type { Proposal } from '@proclub/contracts/proposals';
import type { WorkflowRun } from '@proclub/contracts/workflows';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type FixtureSite, html, startFixtureSite } from '../../test/fixture-site';
import { ApiClient, describeEachDatabase, type SignedUpUser } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';
import { until } from '../../test/until';
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
      const template = (await seller.client.post('/api/workflows/from-template', { key: 'audit_alert' })).json() as {
        id: string;
      };
      expect((await seller.client.post(`/api/workflows/${template.id}/publish`)).statusCode).toBe(200);
      const alertWorkflow = template.id;
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

      // The audit alert is a workflow now (issue 35): the re-audit reported the change, the template's run told the team.
      const alert = await until(
        async () => (await seller.client.get(`/api/workflows/${alertWorkflow}/runs`)).json() as WorkflowRun[],
        (runs) => runs.length === 1 && runs[0].status === 'completed',
      );
      expect(alert[0].steps[0].detail).toContain(`audit score dropped from ${before.runs[0].score} to ${after.runs[0].score}`);

      // Another run at the same score is no drop: no new run.
      const again = await seller.client.post(`/api/hub/schedules/${schedule.id}/run`);
      expect((await job(again.json().jobId))?.state).toBe('completed');
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(((await seller.client.get(`/api/workflows/${alertWorkflow}/runs`)).json() as WorkflowRun[]).length).toBe(1);
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

    it('review request: the template’s workflow asks the client for a review when their project is completed (no hourly scan)', async () => {
      const created = (await seller.client.post('/api/workflows/from-template', { key: 'review_request' })).json() as {
        id: string;
      };
      expect((await seller.client.post(`/api/workflows/${created.id}/publish`)).statusCode).toBe(200);
      const [project] = ((await seller.client.get('/api/crm/projects')).json() as { items: { id: string }[] }).items;
      expect((await seller.client.patch(`/api/crm/projects/${project.id}/status`, { status: 'completed' })).statusCode).toBe(200);
      const runs = await until(
        async () => (await seller.client.get(`/api/workflows/${created.id}/runs`)).json() as WorkflowRun[],
        (found) => found.length === 1 && found[0].status === 'completed',
      );
      expect(runs[0].steps[0].detail).toContain(clientEmail);
      expect((await latestMailTo(t.database, clientEmail))?.subject).toContain('How did');
      expect(await platformSchedule('automations.review-request')).toBeUndefined();
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
