import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import { user } from '../db/schema/index';
import { LocalDiskStorage } from '../plugins/storage';
import { ApiClient, describeEachDatabase, signUp, testEnv } from '../test/test-app';
import { errorSerializer } from './log-redaction';

describeEachDatabase('logs carry no query parameters, bodies, emails or tokens', (t) => {
  let app: FastifyInstance;
  let lines: string[];
  let dir: string;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'proclub-logs-'));
    const stream = new PassThrough();
    lines = [];
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
    app = await buildApp({
      env: testEnv(dir, { LOG_LEVEL: 'info' }),
      database: t.database,
      storage: new LocalDiskStorage(path.join(dir, 'uploads')),
      logStream: stream,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('a failing query is logged with its SQL but without its parameters or the email in them', async () => {
    const secretEmail = 'private.person@example.com';
    // A real failure from the database driver: PostgreSQL text cannot hold NUL, so the bound parameter is refused.
    const failure = await t.database.db
      .select()
      .from(user)
      .where(eq(user.email, `${secretEmail}\u0000`))
      .then(() => null)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(String((failure as Error).message)).toContain(secretEmail); // drizzle puts the params in its message
    app.log.error({ err: failure }, 'unhandled error');
    const logged = lines.find((line) => line.includes('unhandled error'));
    expect(logged).toBeDefined();
    expect(logged).toContain('Failed query');
    expect(logged).toContain('params: [not logged]');
    expect(logged).not.toContain(secretEmail);
    expect(logged).not.toContain('private.person');
  });

  it('request lines carry the path only: no query string, no body, no cookie; passwords and emails are redacted', async () => {
    const person = await signUp(app, { email: 'query.person@example.com', password: 'hunter-two-secret' });
    await new ApiClient(app).get('/api/services?q=query.person%40example.com&cursor=abc');
    await person.client.patch('/api/profile', { fullName: 'Body Secret Name' });
    app.log.info(
      { email: 'field.person@example.com', password: 'hunter-two-secret', user: { email: 'nested@example.com' } },
      'a careless log call',
    );
    const all = lines.join('\n');
    expect(all).toContain('"url":"/api/services"');
    for (const secret of [
      'query.person',
      'Body Secret Name',
      'hunter-two-secret',
      'field.person',
      'nested@example.com',
      'better-auth.session_token',
    ]) {
      expect(all, secret).not.toContain(secret);
    }
  });

  it('public link tokens in a path are masked', async () => {
    await new ApiClient(app).get('/api/public/reports/this-is-a-secret-share-token');
    expect(lines.join('\n')).not.toContain('this-is-a-secret-share-token');
  });
});

it('an error given as its message is logged as that message, not one field per character', () => {
  expect(errorSerializer('Could not reach https://example.com/?token=abc')).toEqual({
    type: 'Error',
    message: expect.stringContaining('Could not reach'),
    stack: '',
  });
  expect(errorSerializer('boom')).not.toHaveProperty('0');
});
