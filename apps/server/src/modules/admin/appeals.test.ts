import { APPEAL_RECEIVED, type AppealList } from '@proclub/contracts/admin';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { adminAuditLog, emailOutbox } from '../../db/schema/index';
import { ApiClient, describeEachDatabase, type SignedUpUser, signUp, uniqueEmail } from '../../test/test-app';

const WHY = 'I was hacked last week; the spam was not me and I have changed my password.';

describeEachDatabase('admin: ban appeals reach the queue and the person hears the outcome (issue #37)', (t) => {
  let admin: SignedUpUser;

  beforeAll(async () => {
    admin = await signUp(t.app, { name: 'Ada Admin' });
    await t.database.db.execute(sql`update profiles set role = 'admin' where id = ${admin.id}`);
  });

  async function suspended(reason = 'Spam in messages') {
    const user = await signUp(t.app, { name: 'Sam Suspended' });
    expect((await admin.client.post(`/api/admin/users/${user.id}/ban`, { reason })).statusCode).toBe(200);
    return user;
  }
  const appeal = (body: Record<string, unknown>, remoteAddress = '198.51.100.20') =>
    new ApiClient(t.app).post('/api/appeals', body, { remoteAddress });
  const queue = async (status = 'open') =>
    ((await admin.client.get(`/api/admin/appeals?status=${status}`)).json() as AppealList).items;
  const subjects = async (to: string) => {
    await t.app.auth.background.settled();
    return (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to))).map((mail) => mail.subject);
  };

  it('a suspended person appeals without signing in; the appeal lands in the admin queue with the ban reason', async () => {
    const user = await suspended();
    // The suspension notice and the sign-in refusal both point to the appeal.
    const [notice] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, user.email), eq(emailOutbox.subject, 'Your ProClub account was suspended')));
    expect(notice.text).toContain(`/appeal?email=${encodeURIComponent(user.email)}`);
    const refused = await new ApiClient(t.app).post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    expect(refused.json().error.message).toMatch(/Reason: Spam in messages\. If you believe this is a mistake, you can appeal/);
    const sent = await appeal({ email: user.email.toUpperCase(), message: WHY });
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json()).toEqual({ message: APPEAL_RECEIVED });
    await t.app.auth.background.settled();
    const open = await queue();
    const mine = open.find((item) => item.user?.id === user.id);
    expect(mine).toMatchObject({ message: WHY, banReason: 'Spam in messages', status: 'open', user: { email: user.email } });
    expect(await subjects(user.email)).toContain('We received your appeal');
    // A second appeal while one waits adds nothing.
    await appeal({ email: user.email, message: `${WHY} Again.` });
    await t.app.auth.background.settled();
    expect((await queue()).filter((item) => item.user?.id === user.id)).toHaveLength(1);
  });

  it('answers the same for an unknown or active address, and files nothing', async () => {
    const active = await signUp(t.app);
    const unknown = await appeal({ email: uniqueEmail('nobody'), message: WHY }, '198.51.100.21');
    const notBanned = await appeal({ email: active.email, message: WHY }, '198.51.100.21');
    expect(unknown.statusCode).toBe(202);
    expect(notBanned.statusCode).toBe(202);
    expect(notBanned.body).toBe(unknown.body);
    await t.app.auth.background.settled();
    expect((await queue()).some((item) => item.user?.id === active.id)).toBe(false);
    expect(await subjects(active.email)).not.toContain('We received your appeal');
  });

  it('bad input names the field; the public form is rate-limited per network', async () => {
    const short = await appeal({ email: 'someone@example.test', message: 'unfair' }, '198.51.100.22');
    expect(short.statusCode).toBe(400);
    expect(JSON.stringify(short.json().error.details)).toContain('message');
    const noEmail = await appeal({ email: 'not-an-email', message: WHY }, '198.51.100.22');
    expect(noEmail.statusCode).toBe(400);
    expect(JSON.stringify(noEmail.json().error.details)).toContain('email');
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await appeal({ email: uniqueEmail('flood'), message: WHY }, '198.51.100.23')).statusCode).toBe(202);
    const limited = await appeal({ email: uniqueEmail('flood'), message: WHY }, '198.51.100.23');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lifting the ban from an appeal lets the person sign in and mails them; it cannot be decided twice', async () => {
    const user = await suspended();
    await appeal({ email: user.email, message: WHY }, '198.51.100.24');
    await t.app.auth.background.settled();
    const item = (await queue()).find((entry) => entry.user?.id === user.id);
    if (!item) throw new Error('appeal not queued');
    expect(
      (await new ApiClient(t.app).post('/api/auth/sign-in/email', { email: user.email, password: user.password })).statusCode,
    ).toBe(403);
    const short = await admin.client.post(`/api/admin/appeals/${item.id}/lift`, { reason: '' });
    expect(short.statusCode).toBe(400);
    const lifted = await admin.client.post(`/api/admin/appeals/${item.id}/lift`, { reason: 'Account was compromised' });
    expect(lifted.statusCode, lifted.body).toBe(200);
    const signedIn = await new ApiClient(t.app).post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    expect(signedIn.statusCode).toBe(200);
    expect(await subjects(user.email)).toContain('Your ProClub account is active again');
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, user.email), eq(emailOutbox.subject, 'Your ProClub account is active again')));
    expect(mail.text).toContain('Your appeal was accepted');
    expect(mail.text).toContain('Account was compromised');
    expect((await queue('lifted')).find((entry) => entry.id === item.id)).toMatchObject({
      status: 'lifted',
      decisionReason: 'Account was compromised',
    });
    expect((await admin.client.post(`/api/admin/appeals/${item.id}/reject`, { reason: 'Too late now' })).statusCode).toBe(409);
  });

  it('rejecting keeps the ban, records the reason in the audit log and mails the person why', async () => {
    const user = await suspended('Fake reviews');
    await appeal({ email: user.email, message: WHY }, '198.51.100.25');
    await t.app.auth.background.settled();
    const item = (await queue()).find((entry) => entry.user?.id === user.id);
    if (!item) throw new Error('appeal not queued');
    const rejected = await admin.client.post(`/api/admin/appeals/${item.id}/reject`, { reason: 'The reviews came from your IP' });
    expect(rejected.statusCode).toBe(200);
    expect(
      (await new ApiClient(t.app).post('/api/auth/sign-in/email', { email: user.email, password: user.password })).statusCode,
    ).toBe(403);
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, user.email), eq(emailOutbox.subject, 'Your appeal was reviewed')));
    expect(mail.text).toContain('The reviews came from your IP');
    const audit = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'appeal.reject'));
    expect(audit.some((row) => row.targetId === user.id && row.reason === 'The reviews came from your IP')).toBe(true);
  });

  it('only admins see or decide appeals (404 for everyone else); an unknown appeal is 404', async () => {
    const someone = await signUp(t.app);
    expect((await someone.client.get('/api/admin/appeals')).statusCode).toBe(404);
    expect((await new ApiClient(t.app).get('/api/admin/appeals')).statusCode).toBe(404);
    const id = '00000000-0000-0000-0000-000000000000';
    expect((await someone.client.post(`/api/admin/appeals/${id}/lift`, { reason: 'Because' })).statusCode).toBe(404);
    expect((await admin.client.post(`/api/admin/appeals/${id}/lift`, { reason: 'Because' })).statusCode).toBe(404);
    expect((await admin.client.post('/api/admin/appeals/not-a-uuid/reject', { reason: 'Because' })).statusCode).toBe(404);
  });
});
