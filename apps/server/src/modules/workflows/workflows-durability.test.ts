// @module-tag process
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { WorkflowRun } from '@proclub/contracts/workflows';
import { afterAll, describe, expect, it } from 'vitest';
import { disposeServerBundle, killAllServers, type ServerProcess, startServer } from '../../test/server-process';
import { createMigratedScratchPostgresDatabase, databaseKinds, prepareMigratedDataDir } from '../../test/test-database';
import { until } from '../../test/until';

/**
 * Issue 35: a wait is a job, not a timer. The real server process (production bundle) is killed with SIGKILL while a
 * run waits; after the restart the run goes on once when the wait is due: one step after the wait, one tag.
 */

/** A browser for one seller: session cookie, trusted Origin, X-Workspace-Id. */
class Seller {
  cookie = '';
  workspaceId = '';
  constructor(public server: ServerProcess) {}

  async request<T>(method: string, url: string, body?: unknown): Promise<{ status: number; json: T }> {
    const response = await fetch(`${this.server.baseUrl}${url}`, {
      method,
      headers: {
        origin: this.server.origin,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(this.workspaceId ? { 'x-workspace-id': this.workspaceId } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(20_000),
    });
    const session = response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .find((pair) => pair.startsWith('better-auth.session_token='));
    if (session) this.cookie = session;
    const text = await response.text();
    return { status: response.status, json: (text ? JSON.parse(text) : null) as T };
  }
}

describe('workflows: SIGKILL during a wait', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    await killAllServers();
    for (const cleanup of cleanups) await cleanup();
    await disposeServerBundle();
  });

  it.each(databaseKinds())(
    '[%s] a run waiting when the server is killed goes on once after the restart',
    { timeout: 300_000 },
    async (kind) => {
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'proclub-workflow-wait-'));
      cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
      if (kind === 'pglite') await prepareMigratedDataDir(dataDir);
      const scratch = kind === 'postgres' ? await createMigratedScratchPostgresDatabase() : undefined;
      if (scratch) cleanups.push(() => scratch.drop());
      const target = { dataDir, databaseUrl: scratch?.url, env: { JOBS_POLL_INTERVAL_MS: '500' } };

      let server = await startServer(target);
      const seller = new Seller(server);
      const email = `waiter-${Date.now()}@durability.test`;
      expect(
        (await seller.request('POST', '/api/auth/sign-up/email', { name: 'Wendy Wait', email, password: 'durable-password' }))
          .status,
      ).toBe(200);
      expect((await seller.request('POST', '/api/auth/sign-in/email', { email, password: 'durable-password' })).status).toBe(200);
      expect((await seller.request('POST', '/api/profile/setup', { role: 'agency' })).status).toBe(200);
      seller.workspaceId = (await seller.request<{ user: { id: string } }>('GET', '/api/me')).json.user.id;

      const created = await seller.request<{ id: string }>('POST', '/api/workflows', {
        name: 'Wait through a crash',
        definition: {
          trigger: { type: 'event', event: 'client.created' },
          steps: [
            { id: 'w', kind: 'wait', mode: 'duration', seconds: 8 },
            { id: 't', kind: 'tag', op: 'add', tag: 'after-wait' },
          ],
        },
      });
      expect(created.status).toBe(201);
      const workflowId = created.json.id;
      expect((await seller.request('POST', `/api/workflows/${workflowId}/publish`)).status).toBe(200);
      const client = await seller.request<{ id: string }>('POST', '/api/crm/clients', {
        name: 'Crash Bakery',
        email: 'crash@bakery.test',
      });
      expect(client.status).toBe(201);
      const runs = () =>
        seller.request<WorkflowRun[]>('GET', `/api/workflows/${workflowId}/runs`).then((response) => response.json);
      const waiting = await until(runs, (found) => found[0]?.status === 'waiting');
      expect(waiting[0].status).toBe('waiting');

      // SIGKILL mid-wait, then a new process on the same database.
      await server.kill('SIGKILL');
      server = await startServer(target);
      seller.server = server;

      const done = await until(runs, (found) => found[0]?.status === 'completed', 60_000);
      expect(done).toHaveLength(1);
      expect(done[0].status).toBe('completed');
      expect(done[0].steps.map((step) => [step.kind, step.status])).toEqual([
        ['wait', 'waiting'],
        ['tag', 'succeeded'],
      ]);
      // Once: a second delivery of the due job (or a sweep) would log the tag again; give it a moment to show up.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect((await runs())[0].steps).toHaveLength(2);
      const tags = (await seller.request<{ tags: string[] }>('GET', `/api/crm/clients/${client.json.id}`)).json.tags;
      expect(tags).toEqual(['after-wait']);
      await server.kill('SIGTERM');
    },
  );
});
