import { createOTP } from '@better-auth/utils/otp';
import { and, desc, eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it, vi } from 'vitest';
import { emailOutbox } from '../../db/schema/index';
import {
  ApiClient,
  describeEachDatabase,
  type ErrorBody,
  mailedLink,
  type SignedUpUser,
  signIn,
  signUp,
  uniqueEmail,
} from '../../test/test-app';

function base32Decode(encoded: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of encoded.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => Number.parseInt(byte, 2))).toString('latin1');
}

/** Subjects of the mails sent to `to` whose subject contains `subject`, newest first. */
async function mailsTo(app: FastifyInstance, to: string, subject: string) {
  await app.auth.background.settled();
  return app.database.db
    .select({ subject: emailOutbox.subject, text: emailOutbox.text })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), like(emailOutbox.subject, `%${subject}%`)))
    .orderBy(desc(emailOutbox.createdAt));
}

async function enableTwoFactor(user: SignedUpUser) {
  const enabled = await user.client.post('/api/auth/two-factor/enable', { password: user.password });
  expect(enabled.statusCode).toBe(200);
  const { totpURI, backupCodes } = enabled.json() as { totpURI: string; backupCodes: string[] };
  const secret = base32Decode(new URL(totpURI).searchParams.get('secret') ?? '');
  const code = () => createOTP(secret, { digits: 6 }).totp();
  expect((await user.client.post('/api/auth/two-factor/verify-totp', { code: await code() })).statusCode).toBe(200);
  return { code, backupCodes };
}

/** Asks for the change (with the password) and opens the link mailed to the new address. */
async function changeEmail(t: { app: FastifyInstance }, user: SignedUpUser, newEmail: string) {
  const asked = await user.client.post('/api/auth/change-email', { newEmail, password: user.password, callbackURL: '/verified' });
  expect(asked.statusCode, asked.body).toBe(200);
  const link = await mailedLink(t.app, newEmail, '/api/auth/verify-email');
  const confirmed = await user.client.get(link.pathname + link.search);
  expect(confirmed.headers.location).not.toContain('error=');
}

describeEachDatabase('auth: security notices (issue #37)', (t) => {
  it('changing the email needs the current password; a wrong or missing one names the field and changes nothing', async () => {
    const user = await signUp(t.app);
    const newEmail = uniqueEmail('want');
    const missing = await user.client.post('/api/auth/change-email', { newEmail, callbackURL: '/verified' });
    expect(missing.statusCode).toBe(400);
    expect((missing.json() as ErrorBody).error.details?.fields?.[0]?.field).toBe('password');
    const wrong = await user.client.post('/api/auth/change-email', { newEmail, password: 'not-my-password', callbackURL: '/' });
    expect(wrong.statusCode).toBe(400);
    expect((wrong.json() as ErrorBody).error).toMatchObject({ code: 'invalid_password' });
    expect(await mailsTo(t.app, newEmail, '')).toHaveLength(0);
    expect((await new ApiClient(t.app).post('/api/auth/change-email', { newEmail, password: user.password })).statusCode).toBe(
      401,
    );
  });

  it('with two-factor on, changing the email also needs a current code', async () => {
    const user = await signUp(t.app);
    const { code } = await enableTwoFactor(user);
    const newEmail = uniqueEmail('want2fa');
    const noCode = await user.client.post('/api/auth/change-email', { newEmail, password: user.password });
    expect(noCode.statusCode).toBe(400);
    expect((noCode.json() as ErrorBody).error.details?.fields?.[0]?.field).toBe('code');
    expect(await mailsTo(t.app, newEmail, '')).toHaveLength(0);
    const ok = await user.client.post('/api/auth/change-email', { newEmail, password: user.password, code: await code() });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await mailsTo(t.app, newEmail, 'Confirm your new email address')).toHaveLength(1);
  });

  it('the old address is told, and its undo link restores it, signs every session out and works once', async () => {
    const user = await signUp(t.app);
    const newEmail = uniqueEmail('taken-over');
    await changeEmail(t, user, newEmail);
    expect((await user.client.get('/api/me')).json().user.email).toBe(newEmail);
    const [notice] = await mailsTo(t.app, user.email, 'Your ProClub email address was changed');
    expect(notice.text).toContain(newEmail);
    expect(notice.text).toContain('72 hours');
    const link = await mailedLink(t.app, user.email, '/email-change/undo');
    const token = link.searchParams.get('token') ?? '';
    // Hashed at rest: the token itself is nowhere in the database.
    const stored = await t.database.db.execute(
      sql`select count(*)::int as n from verification where value like ${`%${token}%`} or identifier like ${`%${token}%`}`,
    );
    expect(JSON.stringify(stored)).toContain('"n":0');

    const undone = await new ApiClient(t.app).post('/api/account/email-change/undo', { token });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toEqual({ email: user.email });
    // Every session ended, the one that made the change included; the old address signs in again.
    expect((await user.client.get('/api/me')).statusCode).toBe(401);
    const back = await signIn(t.app, user.email, user.password);
    expect((await back.get('/api/me')).json()).toMatchObject({ user: { email: user.email }, profile: { email: user.email } });
    expect(
      (await new ApiClient(t.app).post('/api/auth/sign-in/email', { email: newEmail, password: user.password })).statusCode,
    ).toBe(401);
    expect(await mailsTo(t.app, user.email, 'Your ProClub email address was restored')).toHaveLength(1);
    const again = await new ApiClient(t.app).post('/api/account/email-change/undo', { token });
    expect(again.statusCode).toBe(404);
    expect((await new ApiClient(t.app).post('/api/account/email-change/undo', { token: 'x'.repeat(43) })).statusCode).toBe(404);
    expect((await new ApiClient(t.app).post('/api/account/email-change/undo', {})).statusCode).toBe(400);
  });

  it('the undo link expires after 72 hours', async () => {
    const user = await signUp(t.app);
    const newEmail = uniqueEmail('late-undo');
    await changeEmail(t, user, newEmail);
    const token = (await mailedLink(t.app, user.email, '/email-change/undo')).searchParams.get('token') ?? '';
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 73 * 60 * 60_000 });
    try {
      expect((await new ApiClient(t.app).post('/api/account/email-change/undo', { token })).statusCode).toBe(404);
    } finally {
      vi.useRealTimers();
    }
    expect((await user.client.get('/api/me')).json().user.email).toBe(newEmail);
  });

  it('a sign-in from a new device mails the account; the same browser again does not', async () => {
    const user = await signUp(t.app);
    const laptop = new ApiClient(t.app);
    const from = { remoteAddress: '203.0.113.7', headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0' } };
    const first = await laptop.post('/api/auth/sign-in/email', { email: user.email, password: user.password }, from);
    expect(first.statusCode).toBe(200);
    const [mail] = await mailsTo(t.app, user.email, 'New sign-in to your ProClub account');
    expect(mail.text).toContain('203.0.113.7');
    expect(mail.text).toContain('Firefox');
    // The browser now carries the known-device cookie: another sign-in from it, even on another network, is quiet.
    await laptop.post('/api/auth/sign-out', {});
    const second = await laptop.post(
      '/api/auth/sign-in/email',
      { email: user.email, password: user.password },
      {
        remoteAddress: '203.0.113.8',
      },
    );
    expect(second.statusCode).toBe(200);
    expect(await mailsTo(t.app, user.email, 'New sign-in')).toHaveLength(1);
    // A wrong password sends nothing.
    await new ApiClient(t.app).post(
      '/api/auth/sign-in/email',
      { email: user.email, password: 'wrong-one' },
      {
        remoteAddress: '203.0.113.9',
      },
    );
    expect(await mailsTo(t.app, user.email, 'New sign-in')).toHaveLength(1);
  });

  it('turning two-factor on and off mails the account', async () => {
    const user = await signUp(t.app);
    const { backupCodes } = await enableTwoFactor(user);
    expect(await mailsTo(t.app, user.email, 'Two-factor sign-in is on')).toHaveLength(1);
    expect(await mailsTo(t.app, user.email, 'Two-factor sign-in is off')).toHaveLength(0);
    const off = await user.client.post('/api/auth/two-factor/disable', { password: user.password, code: backupCodes[0] });
    expect(off.statusCode).toBe(200);
    expect(await mailsTo(t.app, user.email, 'Two-factor sign-in is off')).toHaveLength(1);
  });

  it('regenerating backup codes voids the old ones and mails the account', async () => {
    const user = await signUp(t.app);
    const { backupCodes: old } = await enableTwoFactor(user);
    const regenerated = await user.client.post('/api/auth/two-factor/generate-backup-codes', { password: user.password });
    expect(regenerated.statusCode).toBe(200);
    const fresh = (regenerated.json() as { backupCodes: string[] }).backupCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => old.includes(code))).toBe(false);
    expect(await mailsTo(t.app, user.email, 'New ProClub backup codes')).toHaveLength(1);
    const withOld = await user.client.post('/api/auth/two-factor/disable', { password: user.password, code: old[0] });
    expect(withOld.statusCode).toBe(400);
    expect((await user.client.get('/api/me')).json().user.twoFactorEnabled).toBe(true);
    const withNew = await user.client.post('/api/auth/two-factor/disable', { password: user.password, code: fresh[0] });
    expect(withNew.statusCode).toBe(200);
  });
});
