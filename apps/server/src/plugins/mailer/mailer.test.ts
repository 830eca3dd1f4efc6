import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/index';
import { startSmtpSink } from '../../test/smtp-sink';
import { describeEachDatabase } from '../../test/test-app';
import { until } from '../../test/until';

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
    // Its delivery worker shares the queue: closed, so the next test's mails meet only that test's SMTP server.
    await app.close();
  });

  it('delivers one mail once when two instances run delivery on the same database', async () => {
    const sink = await startSmtpSink();
    sinks.push(sink);
    const env = { SMTP_URL: sink.url, DEV_MAILBOX: 'true', JOBS_POLL_INTERVAL_MS: '500' };
    const [first, second] = [await t.buildApp(env), await t.buildApp(env)];
    const { id } = await first.mailer.send({ to: 'once@example.test', subject: 'Exactly once', html: '<p>1</p>', text: '1' });
    // The second instance sends its own mail too: both instances are polling the one queue.
    await second.mailer.send({ to: 'twice@example.test', subject: 'From the second', html: '<p>2</p>', text: '2' });
    await sink.waitFor((mail) => mail.subject === 'Exactly once');
    await sink.waitFor((mail) => mail.subject === 'From the second');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sink.received.filter((mail) => mail.subject === 'Exactly once')).toHaveLength(1);
    expect((await mailbox(first)).find((row) => row.id === id)).toMatchObject({ status: 'sent', attempts: 1 });
    await first.close();
    await second.close();
  });

  it('delivers a pending mail whose job was never queued (a crash between the outbox write and the enqueue), once', async () => {
    const sink = await startSmtpSink();
    sinks.push(sink);
    const app = await t.buildApp({ SMTP_URL: sink.url, DEV_MAILBOX: 'true', JOBS_POLL_INTERVAL_MS: '500' });
    const twentyMinutesAgo = new Date(Date.now() - 20 * 60_000);
    const [stranded] = await app.database.db
      .insert(emailOutbox)
      .values({
        fromAddress: 'ProClub <no-reply@proclub.local>',
        toAddress: 'stranded@example.test',
        subject: 'Stranded mail',
        html: '<p>late</p>',
        text: 'late',
        status: 'pending',
        createdAt: twentyMinutesAgo,
        nextAttemptAt: twentyMinutesAgo,
      })
      .returning({ id: emailOutbox.id });
    // A fresh pending mail has its own job: the sweep must not queue a second delivery of it.
    const { id: fresh } = await app.mailer.send({ to: 'fresh@example.test', subject: 'Fresh mail', html: '<p>1</p>', text: '1' });

    const sweep = await app.jobs.getSchedule({ name: 'mail.requeue' });
    expect(sweep).not.toBeNull();
    await app.jobs.runScheduleNow(sweep!.id);
    await sink.waitFor((mail) => mail.subject === 'Stranded mail');
    await sink.waitFor((mail) => mail.subject === 'Fresh mail');
    await app.jobs.runScheduleNow(sweep!.id);
    await new Promise((resolve) => setTimeout(resolve, 1500));

    expect(sink.received.filter((mail) => mail.subject === 'Stranded mail')).toHaveLength(1);
    expect(sink.received.filter((mail) => mail.subject === 'Fresh mail')).toHaveLength(1);
    const rows = await mailbox(app);
    expect(rows.find((row) => row.id === stranded.id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(rows.find((row) => row.id === fresh)).toMatchObject({ status: 'sent', attempts: 1 });
    await app.close();
  });

  it('retries with backoff while SMTP is down, delivers when it is back, and gives up after 5 attempts', async () => {
    const port = await freePort();
    const app = await t.buildApp({
      SMTP_URL: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
      DEV_MAILBOX: 'true',
      MAIL_RETRY_BASE_MS: '40',
      JOBS_POLL_INTERVAL_MS: '500',
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
