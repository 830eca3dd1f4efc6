import type { Workflow, WorkflowDetail, WorkflowRun } from '@proclub/contracts/workflows';
import { beforeAll, expect, it } from 'vitest';
import type { JobDefinition } from '../../lib/jobs/index';
import { describeEachDatabase, type SignedUpUser } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';
import { until } from '../../test/until';
import { createClient, createProject } from '../crm/crm.test-helpers';
import { automationRulesOn } from '../products/products.public';
import { adoptRules } from './rule-adoption.repository';

// ADR 056: workspaces that had the old automation switches on get each one's ready-made workflow, published, once.

const ADOPT = { name: 'workflows.adopt-rules' } as JobDefinition<Record<string, never>>;

describeEachDatabase(
  'workflows: the old automation switches adopted once',
  (t) => {
    let had: SignedUpUser;
    let never: SignedUpUser;
    const list = async (user: SignedUpUser) => (await user.client.get('/api/workflows')).json() as Workflow[];

    beforeAll(async () => {
      had = await userWithRole(t.app, 'agency');
      never = await userWithRole(t.app, 'agency');
      // The old AI Agents page made the four switches on at first visit; this agency turned the audit alert off and
      // set lead follow-up to 5 days.
      expect((await had.client.get('/api/products/ai-agents')).statusCode).toBe(200);
      expect((await had.client.patch('/api/products/ai-agents/audit_alert', { enabled: false })).statusCode).toBe(200);
      const days = await had.client.patch('/api/products/ai-agents/lead_follow_up', { enabled: true, settings: { days: 5 } });
      expect(days.statusCode, days.body).toBe(200);
    });

    it('is queued at start and, run again, creates and publishes the template of each switch that is on, once', async () => {
      // The start's own run found nothing (the app started before these agencies existed).
      const atStart = await until(
        () => t.app.jobs.listJobs({ names: [ADOPT.name] }),
        (jobs) => jobs.some((job) => job.state === 'completed'),
      );
      expect(atStart.length).toBeGreaterThan(0);
      expect(await list(had)).toEqual([]);

      const id = await t.app.jobs.enqueue(ADOPT, {});
      expect(id).not.toBeNull();
      await until(
        async () => (id ? t.app.jobs.getJob(id) : null),
        (job) => job?.state === 'completed',
      );
      const adopted = await list(had);
      expect(adopted.map((workflow) => [workflow.name, workflow.status, workflow.publishedVersion]).sort()).toEqual([
        ['Lead follow-up', 'active', 1],
        ['Review request', 'active', 1],
        ['Welcome', 'active', 1],
      ]);
      expect(await list(never)).toEqual([]);
      // Lead follow-up keeps the switch's own wait (5 days, not the template's 2).
      const lead = adopted.find((workflow) => workflow.name === 'Lead follow-up');
      const detail = (await had.client.get(`/api/workflows/${lead?.id}`)).json() as WorkflowDetail;
      expect(detail.versions[0].definition.steps[0]).toMatchObject({ kind: 'wait', seconds: 5 * 86_400 });
    });

    it('adopts nothing twice: concurrent and repeated runs, and a deleted workflow stays deleted', async () => {
      const again = await Promise.all(
        [1, 2, 3].map(async () => adoptRules(t.app.database.db, await automationRulesOn(t.app.database.db))),
      );
      expect(again).toEqual([0, 0, 0]);
      const welcome = (await list(had)).find((workflow) => workflow.name === 'Welcome');
      expect((await had.client.delete(`/api/workflows/${welcome?.id}`)).statusCode).toBe(204);
      expect(await adoptRules(t.app.database.db, await automationRulesOn(t.app.database.db))).toBe(0);
      expect((await list(had)).map((workflow) => workflow.name).sort()).toEqual(['Lead follow-up', 'Review request']);
    });

    it('leaves a template the workspace already added by hand as it is', async () => {
      const own = await never.client.post('/api/workflows/from-template', { key: 'welcome' });
      expect(own.statusCode, own.body).toBe(201);
      expect((await never.client.get('/api/products/ai-agents')).statusCode).toBe(200);
      expect(await adoptRules(t.app.database.db, await automationRulesOn(t.app.database.db))).toBe(3);
      const names = (await list(never)).map((workflow) => [workflow.name, workflow.status]);
      expect(names.sort()).toEqual([
        ['Audit alert', 'active'],
        ['Lead follow-up', 'active'],
        ['Review request', 'active'],
        ['Welcome', 'draft'],
      ]);
    });

    it('an adopted workflow runs: the review request starts when a project is completed', async () => {
      const client = await createClient(had.client, { name: 'Dana Done', email: 'dana.done@example.test' });
      const project = await createProject(had.client, client.id);
      const done = await had.client.patch(`/api/crm/projects/${project.id}/status`, { status: 'completed' });
      expect(done.statusCode, done.body).toBe(200);
      const review = (await list(had)).find((workflow) => workflow.name === 'Review request');
      const runs = await until(
        async () => (await had.client.get(`/api/workflows/${review?.id}/runs`)).json() as WorkflowRun[],
        (items) => items.length === 1 && items[0].status !== 'running',
      );
      expect(runs[0]).toMatchObject({ clientId: client.id, eventType: 'project.status_changed' });
    });
  },
  { env: { JOBS_POLL_INTERVAL_MS: '500' } },
);
