import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WorkflowDefinition, WorkflowDetail, WorkflowRun } from '@proclub/contracts/workflows';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { user, workflowRuns, workflowSecrets } from '../../db/schema/index';
import { type ApiClient, describeEachDatabase, type SignedUpUser } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';
import { until } from '../../test/until';
import { createClient, createProject } from '../crm/crm.test-helpers';
import { latestMailTo } from '../hub/hub.test-helpers';

// Workflows (issue 35): publish validation, enrolment once per event, every step kind on the real engine
// (pg-boss on PGlite and PostgreSQL), waits as jobs, the loop guard, the test run, webhooks from two instances.

interface Hook {
  url: string;
  hits: { body: string; headers: http.IncomingHttpHeaders }[];
  status: number;
  close(): Promise<void>;
}

async function startHook(): Promise<Hook> {
  const hook = { hits: [] as Hook['hits'], status: 200 } as Hook;
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      hook.hits.push({ body, headers: request.headers });
      response.writeHead(hook.status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  hook.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  hook.close = () => new Promise((resolve) => server.close(() => resolve()));
  return hook;
}

let hook: Hook;
beforeAll(async () => {
  hook = await startHook();
});
afterAll(() => hook?.close());

const env = { JOBS_POLL_INTERVAL_MS: '500', ANALYZER_ALLOW_LOOPBACK: 'true', ANALYZER_ALLOWED_PORTS: '1-65535' };

describeEachDatabase(
  'workflows',
  (t) => {
    let seller: SignedUpUser;
    let api: ApiClient;

    const create = async (name: string, definition: WorkflowDefinition) => {
      const response = await api.post('/api/workflows', { name, definition });
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as WorkflowDetail;
    };
    const publish = (id: string) => api.post(`/api/workflows/${id}/publish`);
    const runsOf = async (id: string) => (await api.get(`/api/workflows/${id}/runs`)).json() as WorkflowRun[];
    const settled = (id: string, count = 1, states = ['completed', 'failed', 'loop_stopped', 'stopped']) =>
      until(
        () => runsOf(id),
        (runs) => runs.length >= count && runs.every((run) => states.includes(run.status)),
      );

    beforeAll(async () => {
      seller = await userWithRole(t.app, 'agency');
      api = seller.client;
    });

    it('refuses to publish a step with a missing field, a wait of 0, a private webhook, an unknown field — naming step and field', async () => {
      const cases: [WorkflowDefinition['steps'], string][] = [
        [[{ id: 'a', kind: 'email', to: 'client', body: 'Hi' }], 'steps[0].subject'],
        [[{ id: 'a', kind: 'wait', mode: 'duration', seconds: 0 }], 'steps[0].seconds'],
        [[{ id: 'a', kind: 'wait', mode: 'duration', seconds: -5 }], 'steps[0].seconds'],
        [[{ id: 'a', kind: 'webhook', url: 'http://10.0.0.7/hook' }], 'steps[0].url'],
        [[{ id: 'a', kind: 'webhook', url: 'http://169.254.169.254/latest' }], 'steps[0].url'],
        [
          [
            {
              id: 'b',
              kind: 'branch',
              condition: { match: 'all', clauses: [{ field: 'client.shoe_size', op: 'equals', value: '9' }] },
              thenSteps: [],
              elseSteps: [],
            },
          ],
          'steps[0].condition.clauses[0].field',
        ],
        [
          [
            {
              id: 'b',
              kind: 'branch',
              condition: { match: 'all', clauses: [{ field: 'client.name', op: 'equals', value: 'x' }] },
              thenSteps: [{ id: 'c', kind: 'tag', op: 'add' }],
              elseSteps: [],
            },
          ],
          'steps[0].then[0].tag',
        ],
      ];
      for (const [steps, field] of cases) {
        const workflow = await create('Broken', { trigger: { type: 'event', event: 'client.created' }, steps });
        const response = await publish(workflow.id);
        expect(response.statusCode, field).toBe(400);
        const body = (response.json() as { error: { message: string; details: { fields: { field: string }[] } } }).error;
        expect(body.details.fields[0].field).toBe(field);
        expect(body.message.startsWith(`Step ${field.startsWith('steps[0].then') ? 'steps[0].then[0]' : 'steps[0]'}:`)).toBe(
          true,
        );
        const after = (await api.get(`/api/workflows/${workflow.id}`)).json() as WorkflowDetail;
        expect(after.publishedVersion).toBeNull();
        expect(after.versions).toHaveLength(0);
        await api.delete(`/api/workflows/${workflow.id}`);
      }
    });

    it('refuses a cycle between two workflows, naming the step that closes it', async () => {
      const a = await create('Tag VIP → complete', {
        trigger: { type: 'event', event: 'client.tagged', tag: 'vip' },
        steps: [{ id: 's', kind: 'project_status', status: 'completed' }],
      });
      expect((await publish(a.id)).statusCode).toBe(200);
      const b = await create('Completed → tag VIP', {
        trigger: { type: 'event', event: 'project.status_changed', status: 'completed' },
        steps: [
          { id: 'w', kind: 'wait', mode: 'duration', seconds: 60 },
          { id: 's', kind: 'tag', op: 'add', tag: 'vip' },
        ],
      });
      const refused = await publish(b.id);
      expect(refused.statusCode).toBe(400);
      const error = (refused.json() as { error: { message: string; details: { fields: { field: string }[] } } }).error;
      expect(error.details.fields[0].field).toBe('steps[1].tag');
      expect(error.message).toContain('loop');
      // Another tag breaks the cycle.
      await api.put(`/api/workflows/${b.id}`, {
        payload: {
          name: 'Completed → tag gold',
          definition: { ...b.definition, steps: [{ id: 's', kind: 'tag', op: 'add', tag: 'gold' }] },
        },
      });
      expect((await publish(b.id)).statusCode).toBe(200);
      await api.delete(`/api/workflows/${a.id}`);
      await api.delete(`/api/workflows/${b.id}`);
    });

    it('client created → tag, branch, email through the outbox, notify: one run with a step log; the draft keeps the version', async () => {
      const workflow = await create('Welcome new clients', {
        trigger: { type: 'event', event: 'client.created' },
        steps: [
          { id: 't', kind: 'tag', op: 'add', tag: 'new' },
          {
            id: 'b',
            kind: 'branch',
            condition: { match: 'all', clauses: [{ field: 'client.tags', op: 'contains', value: 'new' }] },
            thenSteps: [
              {
                id: 'e',
                kind: 'email',
                to: 'client',
                subject: 'Hello {{client.name}}',
                body: 'Welcome, {{client.name}}, from {{workspace.name}}.',
              },
            ],
            elseSteps: [{ id: 'x', kind: 'tag', op: 'add', tag: 'never' }],
          },
          { id: 'n', kind: 'notify', memberId: 'assignee', message: '{{client.name}} joined' },
        ],
      });
      expect((await publish(workflow.id)).statusCode).toBe(200);
      // A draft edit after publishing does not change what runs.
      await api.put(`/api/workflows/${workflow.id}`, {
        payload: {
          name: 'Welcome new clients',
          definition: { ...workflow.definition, steps: [{ id: 'x', kind: 'tag', op: 'add', tag: 'draft-only' }] },
        },
      });
      const email = `ada-${Date.now()}@client.test`;
      const client = await createClient(api, { name: 'Ada Lovelace', email });
      const [run] = await settled(workflow.id);
      expect(run.status).toBe('completed');
      expect(run.version).toBe(1);
      expect(run.clientId).toBe(client.id);
      expect(run.steps.map((step) => [step.path, step.status])).toEqual([
        ['steps[0]', 'succeeded'],
        ['steps[1]', 'succeeded'],
        ['steps[1].then[0]', 'succeeded'],
        ['steps[2]', 'succeeded'],
      ]);
      const mail = await latestMailTo(t.database, email);
      expect(mail?.subject).toBe('Hello Ada Lovelace');
      const tags = ((await api.get(`/api/crm/clients/${client.id}`)).json() as { tags: string[] }).tags;
      expect(tags).toEqual(['new']);
      const notices = (await api.get('/api/notifications')).json() as { items?: { title: string }[] } | { title: string }[];
      expect(JSON.stringify(notices)).toContain('Ada Lovelace joined');
      // The client record lists the run.
      const onRecord = (await api.get(`/api/workflows/runs?clientId=${client.id}`)).json() as WorkflowRun[];
      expect(onRecord.map((item) => item.id)).toContain(run.id);
      await api.post(`/api/workflows/${workflow.id}/pause`);
    });

    it('emails no client while the workspace owner has not verified their address: the step log says why', async () => {
      const unverified = await userWithRole(t.app, 'agency');
      await t.database.db.update(user).set({ emailVerified: false }).where(eq(user.id, unverified.id));
      const created = await unverified.client.post('/api/workflows', {
        name: 'Welcome',
        definition: {
          trigger: { type: 'event', event: 'client.created' },
          steps: [{ id: 'e', kind: 'email', to: 'client', subject: 'Hello', body: 'Welcome.' }],
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const workflow = created.json() as WorkflowDetail;
      expect((await unverified.client.post(`/api/workflows/${workflow.id}/publish`)).statusCode).toBe(200);
      const email = `unverified-${Date.now()}@client.test`;
      await createClient(unverified.client, { name: 'Grace Hopper', email });
      const [run] = await until(
        async () => (await unverified.client.get(`/api/workflows/${workflow.id}/runs`)).json() as WorkflowRun[],
        (runs) => runs.length === 1 && runs[0].status === 'completed',
      );
      expect(run.steps.map((step) => [step.status, step.detail])).toEqual([
        ['skipped', 'Not sent: the workspace owner has not verified their email address yet'],
      ]);
      expect(await latestMailTo(t.database, email)).toBeFalsy();
      await unverified.client.post(`/api/workflows/${workflow.id}/pause`);
    });

    it('a wait is a job: the run waits, and goes on once when the wait ends; a stopped run does nothing more', async () => {
      const workflow = await create('Wait then tag', {
        trigger: { type: 'event', event: 'project.status_changed', status: 'in_progress' },
        steps: [
          { id: 'w', kind: 'wait', mode: 'duration', seconds: 2 * 86_400 },
          { id: 't', kind: 'tag', op: 'add', tag: 'waited' },
        ],
      });
      expect((await publish(workflow.id)).statusCode).toBe(200);
      const client = await createClient(api, { email: `wait-${Date.now()}@client.test` });
      const other = await createClient(api, { email: `wait2-${Date.now()}@client.test` });
      for (const owner of [client, other]) {
        const project = await createProject(api, owner.id);
        await api.patch(`/api/crm/projects/${project.id}/status`, { status: 'in_progress' });
      }
      const waiting = await until(
        () => runsOf(workflow.id),
        (runs) => runs.length === 2 && runs.every((run) => run.status === 'waiting'),
      );
      expect(waiting.map((run) => run.status)).toEqual(['waiting', 'waiting']);
      const [first, second] = waiting;
      expect(first.steps[0].detail).toContain('Waiting 2 days');
      expect(Date.parse(first.waitingUntil as string)).toBeGreaterThan(Date.now() + 86_400_000);
      // The fast clock ends one wait now; the other run is stopped.
      expect((await api.post(`/api/workflows/runs/${first.id}/end-wait`)).statusCode).toBe(202);
      expect((await api.post(`/api/workflows/runs/${first.id}/end-wait`)).statusCode).toBeLessThan(500);
      expect((await api.post(`/api/workflows/runs/${second.id}/stop`)).statusCode).toBe(204);
      const done = await until(
        () => runsOf(workflow.id),
        (runs) => runs.find((run) => run.id === first.id)?.status === 'completed',
      );
      const finished = done.find((run) => run.id === first.id) as WorkflowRun;
      expect(finished.steps.filter((step) => step.kind === 'tag')).toHaveLength(1);
      expect(done.find((run) => run.id === second.id)?.status).toBe('stopped');
      await api.post(`/api/workflows/${workflow.id}/pause`);
    });

    it('a run whose worker died between claiming a step and taking it is taken up by the sweep, once', async () => {
      const workflow = await create('Swept tag', {
        trigger: { type: 'event', event: 'client.created' },
        steps: [{ id: 't', kind: 'tag', op: 'add', tag: 'swept' }],
      });
      expect((await publish(workflow.id)).statusCode).toBe(200);
      const client = await createClient(api, { email: `swept-${Date.now()}@client.test` });
      const [run] = await settled(workflow.id, 1);
      // As a process that died after its claim leaves it: running, its step claimed, nothing done for two minutes.
      await t.database.db.execute(sql`delete from workflow_run_steps where run_id = ${run.id}`);
      await t.database.db
        .update(workflowRuns)
        .set({
          status: 'running',
          seq: 0,
          claimedSeq: 0,
          cursor: [0],
          finishedAt: null,
          updatedAt: sql`now() - interval '2 minutes'`,
        })
        .where(eq(workflowRuns.id, run.id));
      await t.database.db.execute(sql`update clients set tags = '{}' where id = ${client.id}`);
      await t.app.jobs.enqueue({ name: 'workflows.sweep', title: 'Workflow recovery sweep', handler: async () => {} }, {});
      const [swept] = await settled(workflow.id, 1);
      expect(swept.status).toBe('completed');
      expect(swept.steps.map((step) => [step.kind, step.status])).toEqual([['tag', 'succeeded']]);
      expect((await api.get(`/api/crm/clients/${client.id}`)).json().tags).toEqual(['swept']);
      await api.post(`/api/workflows/${workflow.id}/pause`);
    });

    it('a burst takes its steps together: facts read per run, each run its own branch, a failing run fails alone', async () => {
      const workflow = await create('Burst: branch on the tag', {
        trigger: { type: 'event', event: 'client.tagged', tag: 'burst' },
        steps: [
          {
            id: 'b',
            kind: 'branch',
            condition: { match: 'all', clauses: [{ field: 'client.tags', op: 'contains', value: 'vip' }] },
            thenSteps: [{ id: 'v', kind: 'tag', op: 'add', tag: 'vip-welcomed' }],
            elseSteps: [
              { id: 'p', kind: 'project_status', status: 'completed' },
              { id: 'k', kind: 'task', title: 'Call {{client.name}}', memberId: 'assignee' },
            ],
          },
          { id: 'n', kind: 'notify', memberId: 'assignee', message: 'Burst done for {{client.name}}' },
        ],
      });
      expect((await publish(workflow.id)).statusCode).toBe(200);
      const clients = [];
      for (let index = 0; index < 6; index++)
        clients.push(await createClient(api, { name: `Burst ${index}`, email: `burst-${index}-${Date.now()}@client.test` }));
      const vips = new Set([clients[0].id, clients[3].id]);
      for (const id of vips) await t.database.db.execute(sql`update clients set tags = array['vip'] where id = ${id}`);
      // One non-VIP client has a project: its else-arm moves it; the others have none (skipped, not failed). One is
      // deleted before its event: its task cannot be created, and only its run fails.
      const project = await createProject(api, clients[1].id);
      const gone = clients[5];
      expect((await api.delete(`/api/crm/clients/${gone.id}`)).statusCode).toBe(204);
      // One event per client in the same turn: they are recorded and enrolled together, one round per step.
      await Promise.all(
        clients.map((client) =>
          t.app.recordDomainEvent({
            id: `burst:${client.id}`,
            workspaceId: seller.id,
            type: 'client.tagged',
            clientId: client.id,
            payload: { tag: 'burst' },
          }),
        ),
      );
      const runs = await settled(workflow.id, 6);
      const failed = runs.find((run) => run.clientId === gone.id) as WorkflowRun;
      expect(failed.status).toBe('failed');
      expect(failed.steps.map((step) => [step.kind, step.status])).toEqual([
        ['branch', 'succeeded'],
        ['project_status', 'skipped'],
        ['task', 'failed'],
      ]);
      for (const run of runs.filter((item) => item !== failed)) {
        const vip = vips.has(run.clientId as string);
        const name = clients.find((client) => client.id === run.clientId)?.name;
        expect(run.status).toBe('completed');
        expect(run.steps.map((step) => step.kind)).toEqual(
          vip ? ['branch', 'tag', 'notify'] : ['branch', 'project_status', 'task', 'notify'],
        );
        expect(run.steps[0].detail).toBe(vip ? 'Condition holds: the “then” steps' : 'Condition does not hold: the “else” steps');
        expect(run.steps.at(-1)?.detail).toBe(`Notified a member: Burst done for ${name}`);
        if (!vip) expect(run.steps[1].status).toBe(run.clientId === clients[1].id ? 'succeeded' : 'skipped');
        if (!vip) expect(run.steps[2].detail).toContain(`Task “Call ${name}” created`);
      }
      expect((await api.get(`/api/crm/projects/${project.id}`)).json().status).toBe('completed');
      await api.post(`/api/workflows/${workflow.id}/pause`);
    });

    it('enrols once per event id, and the loop guard stops a workflow re-triggered for one client too often', async () => {
      const workflow = await create('Tagged → note', {
        trigger: { type: 'event', event: 'client.tagged' },
        steps: [{ id: 'n', kind: 'notify', memberId: 'assignee', message: 'Tagged' }],
      });
      expect((await publish(workflow.id)).statusCode).toBe(200);
      const client = await createClient(api, { email: `loop-${Date.now()}@client.test` });
      const record = (id: string) =>
        t.app.recordDomainEvent({
          id,
          workspaceId: seller.id,
          type: 'client.tagged',
          clientId: client.id,
          payload: { tag: 'x' },
        });
      // The same event twice (a retried reporter, two instances): one run.
      await record('tagged-once');
      await record('tagged-once');
      for (let index = 0; index < 5; index++) await record(`tagged-${index}`);
      const runs = await settled(workflow.id, 6);
      expect(runs).toHaveLength(6);
      const stopped = runs.filter((run) => run.status === 'loop_stopped');
      expect(stopped).toHaveLength(1);
      expect(stopped[0].steps[0].detail).toContain('loop guard');
      await api.post(`/api/workflows/${workflow.id}/pause`);
    });

    it('creates a task for the assignee; a failed step is logged with its error and can be retried; a client can be removed', async () => {
      const workflow = await create('Task for the assignee', {
        trigger: { type: 'event', event: 'client.created' },
        steps: [
          { id: 'w', kind: 'wait', mode: 'duration', seconds: 3600 },
          { id: 'k', kind: 'task', title: 'Call {{client.name}}', memberId: 'assignee', priority: 'high', dueInDays: 1 },
        ],
      });
      expect((await publish(workflow.id)).statusCode).toBe(200);
      const kept = await createClient(api, { name: 'Kept Client', email: `task-${Date.now()}@client.test` });
      await api.put(`/api/crm/clients/${kept.id}/assignee`, { payload: { userId: seller.id } });
      const gone = await createClient(api, { name: 'Gone Client', email: `gone-${Date.now()}@client.test` });
      const waiting = await until(
        () => runsOf(workflow.id),
        (runs) => runs.length === 2 && runs.every((run) => run.status === 'waiting'),
      );
      // The client of one run is deleted while it waits: creating its task fails (the client is not the workspace's).
      await api.delete(`/api/crm/clients/${gone.id}`);
      for (const run of waiting) await api.post(`/api/workflows/runs/${run.id}/end-wait`);
      const ended = await settled(workflow.id, 2);
      const ok = ended.find((run) => run.clientId === kept.id) as WorkflowRun;
      const failed = ended.find((run) => run.clientId === gone.id) as WorkflowRun;
      expect(ok.status).toBe('completed');
      expect(ok.steps.at(-1)?.detail).toContain('Task “Call Kept Client” created for the assignee');
      const mine = (await api.get('/api/tasks?view=mine')).json() as { items: { title: string; priority: string }[] };
      expect(mine.items.find((task) => task.title === 'Call Kept Client')?.priority).toBe('high');
      expect(failed.status).toBe('failed');
      expect(failed.steps.at(-1)?.error).toBeTruthy();
      expect((await api.post(`/api/workflows/runs/${failed.id}/retry`)).statusCode).toBe(202);
      const again = await until(
        () => runsOf(workflow.id),
        (runs) => (runs.find((run) => run.id === failed.id)?.steps.filter((step) => step.status === 'failed').length ?? 0) >= 2,
      );
      expect(again.find((run) => run.id === failed.id)?.status).toBe('failed');
      // Removing a client stops their runs in the workflow.
      expect((await api.post(`/api/workflows/${workflow.id}/clients/${gone.id}/remove`)).json()).toEqual({ removed: 1 });
      await api.post(`/api/workflows/${workflow.id}/pause`);
    });

    it('test run: shows what each step would do for a client, sending nothing', async () => {
      const workflow = await create('Dry', {
        trigger: { type: 'event', event: 'proposal.viewed' },
        steps: [
          { id: 'w', kind: 'wait', mode: 'duration', seconds: 3600 },
          {
            id: 'b',
            kind: 'branch',
            condition: { match: 'all', clauses: [{ field: 'client.company', op: 'equals', value: 'Dry Ltd' }] },
            thenSteps: [{ id: 'e', kind: 'email', to: 'client', subject: 'Hi {{client.name}}', body: 'Body' }],
            elseSteps: [],
          },
          { id: 'h', kind: 'webhook', url: 'https://hooks.example.test/in?token=secret' },
        ],
      });
      const email = `dry-${Date.now()}@client.test`;
      const client = await createClient(api, { name: 'Dry Run', email, company: 'Dry Ltd' });
      const response = await api.post(`/api/workflows/${workflow.id}/test-run`, { clientId: client.id });
      expect(response.statusCode).toBe(200);
      const { steps } = response.json() as { steps: { path: string; outcome: string }[] };
      expect(steps.map((step) => step.path)).toEqual(['steps[0]', 'steps[1]', 'steps[1].then[0]', 'steps[2]']);
      expect(steps[0].outcome).toContain('1 hour');
      expect(steps[2].outcome).toContain(`Would email ${email}: “Hi Dry Run”`);
      expect(steps[3].outcome).not.toContain('secret');
      expect(await latestMailTo(t.database, email)).toBeNull();
    });

    it('another workspace cannot read, publish or run a workflow (404)', async () => {
      const workflow = await create('Private', { trigger: { type: 'event', event: 'client.created' }, steps: [] });
      const stranger = await userWithRole(t.app, 'agency');
      expect((await stranger.client.get(`/api/workflows/${workflow.id}`)).statusCode).toBe(404);
      expect((await stranger.client.post(`/api/workflows/${workflow.id}/publish`)).statusCode).toBe(404);
      expect((await stranger.client.get(`/api/workflows/${workflow.id}/runs`)).statusCode).toBe(404);
      const client = await createClient(api, { email: `mine-${Date.now()}@client.test` });
      expect((await stranger.client.post(`/api/workflows/${workflow.id}/test-run`, { clientId: client.id })).statusCode).toBe(
        404,
      );
    });

    it('property: random streams of events (duplicates, two instances dispatching) give each enrolment exactly once', async () => {
      const workflow = await create('Property', {
        trigger: { type: 'event', event: 'client.tagged' },
        steps: [{ id: 'w', kind: 'wait', mode: 'duration', seconds: 86_400 }],
      });
      expect((await publish(workflow.id)).statusCode).toBe(200);
      const second = await t.buildApp(env);
      const clients = await Promise.all(
        [0, 1, 2].map((index) => createClient(api, { email: `prop-${index}-${Date.now()}@client.test` })),
      );
      let round = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.tuple(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 0, max: 2 }), fc.boolean()), {
            minLength: 1,
            maxLength: 25,
          }),
          async (stream) => {
            round++;
            const ids = new Set<string>();
            await Promise.all(
              stream.map(([event, client, onSecond]) => {
                const id = `prop:${round}:${event}`;
                ids.add(id);
                const app = onSecond ? second : t.app;
                return app.recordDomainEvent({
                  id,
                  workspaceId: seller.id,
                  type: 'client.tagged',
                  clientId: clients[client].id,
                  payload: { tag: 'p' },
                });
              }),
            );
            const counted = await until(
              async () =>
                await t.database.db
                  .select({ eventId: workflowRuns.eventId, count: sql<number>`count(*)::int` })
                  .from(workflowRuns)
                  .where(sql`${workflowRuns.workflowId} = ${workflow.id} and ${workflowRuns.eventId} like ${`prop:${round}:%`}`)
                  .groupBy(workflowRuns.eventId),
              (rows) => rows.length === ids.size,
              20_000,
            );
            expect(counted.length).toBe(ids.size);
            expect(counted.every((row) => row.count === 1)).toBe(true);
          },
        ),
        { numRuns: 8 },
      );
      await api.post(`/api/workflows/${workflow.id}/pause`);
    });

    it('two instances deliver one webhook once: JSON, HMAC-SHA256 signed, with the response code in the delivery log', async () => {
      await t.buildApp(env);
      const workflow = await create('Hook', {
        trigger: { type: 'event', event: 'client.created' },
        steps: [{ id: 'h', kind: 'webhook', url: hook.url }],
      });
      expect((await publish(workflow.id)).statusCode).toBe(200);
      hook.hits.length = 0;
      const client = await createClient(api, { email: `hook-${Date.now()}@client.test` });
      const [run] = await settled(workflow.id);
      const log = (await api.get(`/api/workflows/${workflow.id}/deliveries`)).json();
      expect(run.status, JSON.stringify(log)).toBe('completed');
      // Give a duplicate delivery time to show up, then count.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(hook.hits).toHaveLength(1);
      const [hit] = hook.hits;
      const body = JSON.parse(hit.body) as { client: { id: string }; event: { type: string } };
      expect(body.client.id).toBe(client.id);
      expect(body.event.type).toBe('client.created');
      const [{ secret }] = await t.database.db
        .select({ secret: workflowSecrets.webhookSecret })
        .from(workflowSecrets)
        .where(eq(workflowSecrets.workspaceId, seller.id));
      const [, timestamp, signature] = /^t=(\d+),v1=([0-9a-f]+)$/.exec(String(hit.headers['x-proclub-signature'])) ?? [];
      expect(signature).toBe(createHmac('sha256', secret).update(`${timestamp}.${hit.body}`).digest('hex'));
      const deliveries = (await api.get(`/api/workflows/${workflow.id}/deliveries`)).json() as { statusCode: number }[];
      expect(deliveries.map((delivery) => delivery.statusCode)).toEqual([200]);
    });
  },
  { env },
);
