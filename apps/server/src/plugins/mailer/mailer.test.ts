import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, expect, it } from 'vitest';
import { startSmtpSink } from '../../test/smtp-sink';
import { describeEachDatabase } from '../../test/test-app';

interface MailboxRow {
  id: string;
  subject: string;
  toAddress: string;
  status: string;
  attempts: number;
  lastError: string | null;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function mailbox(app: FastifyInstance): Promise<MailboxRow[]> {
  const response = await app.inject({ method: 'GET', url: '/dev/mailbox.json' });
  expect(response.statusCode).toBe(200);
  return response.json() as MailboxRow[];
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describeEachDatabase('mailer', (t) => {
  const sinks: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    for (const sink of sinks) await sink.close();
  });

  it('keeps mail in the outbox without SMTP and hides /dev/mailbox unless development or DEV_MAILBOX', async () => {
    const { id } = await t.app.mailer.send({ to: 'a@example.test', subject: 'Hello', html: '<p>Hi</p>', text: 'Hi' });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(t.app.mailer.delivers).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);

    const dev = await t.buildApp({ DEV_MAILBOX: 'true' });
    const rows = await mailbox(dev);
    expect(rows.find((row) => row.id === id)).toMatchObject({
      subject: 'Hello',
      toAddress: 'a@example.test',
      status: 'captured',
    });
  });

  it('renders /dev/mailbox as escaped HTML, with the mail body in a sandboxed frame', async () => {
    const dev = await t.buildApp({ NODE_ENV: 'development', LOG_LEVEL: 'silent' });
    const { id } = await dev.mailer.send({
      to: 'b@example.test',
      subject: 'Report <script>alert(1)</script>',
      html: '<h1>Body</h1><script>alert(2)</script>',
      text: 'plain <text>',
    });
    const list = await dev.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(list.headers['content-type']).toContain('text/html');
    expect(list.body).toContain('Report &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(list.body).not.toContain('<script>alert(1)');
    const page = await dev.inject({ method: 'GET', url: `/dev/mailbox/${id}` });
    expect(page.body).toContain('sandbox=""');
    expect(page.body).toContain('srcdoc="&lt;h1&gt;Body&lt;/h1&gt;&lt;script&gt;alert(2)&lt;/script&gt;"');
    expect(page.body).toContain('plain &lt;text&gt;');
    expect((await dev.inject({ method: 'GET', url: '/dev/mailbox/not-a-mail' })).statusCode).toBe(404);
  });

  it('delivers through SMTP to a real smtp-server', async () => {
    const sink = await startSmtpSink();
    sinks.push(sink);
    const app = await t.buildApp({ SMTP_URL: sink.url, DEV_MAILBOX: 'true', MAIL_FROM: 'ProClub <reports@proclub.test>' });
    expect(app.mailer.delivers).toBe(true);
    const { id } = await app.mailer.send({
      to: 'client@example.test',
      subject: 'Delivered mail',
      html: '<p>Hello there</p>',
      text: 'Hello there',
    });
    const mail = await sink.waitFor((received) => received.subject === 'Delivered mail');
    expect(mail.to).toEqual(['client@example.test']);
    expect(mail.from).toBe('reports@proclub.test');
    expect(mail.decoded).toContain('<p>Hello there</p>');
    const rows = await until(
      () => mailbox(app),
      (list) => list.find((row) => row.id === id)?.status === 'sent',
    );
    expect(rows.find((row) => row.id === id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('retries with backoff while SMTP is down, delivers when it is back, and gives up after 5 attempts', async () => {
    const port = await freePort();
    const app = await t.buildApp({
      SMTP_URL: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
      DEV_MAILBOX: 'true',
      MAIL_RETRY_BASE_MS: '40',
      MAIL_POLL_INTERVAL_MS: '40',
    });
    const doomed = await app.mailer.send({ to: 'x@example.test', subject: 'Never delivered', html: '<p>x</p>', text: 'x' });
    const failed = await until(
      () => mailbox(app),
      (list) => list.find((row) => row.id === doomed.id)?.status === 'failed',
    );
    expect(failed.find((row) => row.id === doomed.id)).toMatchObject({ status: 'failed', attempts: 5 });
    expect(failed.find((row) => row.id === doomed.id)?.lastError).toBeTruthy();

    const later = await app.mailer.send({ to: 'y@example.test', subject: 'Delivered later', html: '<p>y</p>', text: 'y' });
    const pending = await until(
      () => mailbox(app),
      (list) => (list.find((row) => row.id === later.id)?.attempts ?? 0) >= 1,
    );
    expect(pending.find((row) => row.id === later.id)?.status).toBe('pending');
    const sink = await startSmtpSink(port);
    sinks.push(sink);
    await sink.waitFor((mail) => mail.subject === 'Delivered later');
    const sent = await until(
      () => mailbox(app),
      (list) => list.find((row) => row.id === later.id)?.status === 'sent',
    );
    expect(sent.find((row) => row.id === later.id)?.status).toBe('sent');
  });
});
