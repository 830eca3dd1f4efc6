import { createOTP } from '@better-auth/utils/otp';
import { DELETE_CONFIRMATION } from '@proclub/contracts/accounts';
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { ApiClient, describeEachDatabase, type ErrorBody, type SignedUpUser, signUp } from '../../test/test-app';
import { KNOWN_DEVICE_COOKIE } from './sign-in-throttle';

const WRONG = 'definitely-wrong-password';

function base32Decode(encoded: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of encoded.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => Number.parseInt(byte, 2))).toString('latin1');
}

/** Turns two-factor on for the user; returns a code generator and the backup codes. */
async function enableTwoFactor(user: SignedUpUser) {
  const enabled = await user.client.post('/api/auth/two-factor/enable', { password: user.password });
  expect(enabled.statusCode).toBe(200);
  const { totpURI, backupCodes } = enabled.json() as { totpURI: string; backupCodes: string[] };
  const secret = base32Decode(new URL(totpURI).searchParams.get('secret') ?? '');
  const code = () => createOTP(secret, { digits: 6 }).totp();
  expect((await user.client.post('/api/auth/two-factor/verify-totp', { code: await code() })).statusCode).toBe(200);
  return { code, backupCodes };
}

/** The 6th wrong answer within 15 minutes is refused with 429, Retry-After and a clear message. */
function expectLimited(response: LightMyRequestResponse, message: RegExp) {
  expect(response.statusCode, response.body).toBe(429);
  const body = response.json() as ErrorBody;
  expect(body.error.code).toBe('rate_limited');
  expect(body.error.message).toMatch(message);
  expect(body.error.message).toMatch(/try again in \d+ minutes?/i);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
}

const setCookieNames = (response: LightMyRequestResponse) =>
  (response.cookies as { name: string }[]).map((cookie) => cookie.name);

describeEachDatabase('attempt limits on password and code checks (issue #30)', (t) => {
  it('delete account: after 5 wrong passwords the 6th check answers 429, even with the right password; nothing is deleted', async () => {
    const user = await signUp(t.app);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await user.client.post('/api/account/delete', { password: WRONG, confirmation: DELETE_CONFIRMATION });
      expect(wrong.statusCode, `attempt ${attempt}`).toBe(400);
    }
    const blocked = await user.client.post('/api/account/delete', {
      password: user.password,
      confirmation: DELETE_CONFIRMATION,
    });
    expectLimited(blocked, /too many incorrect password attempts/i);
    expect((await user.client.get('/api/me')).statusCode).toBe(200);
  });

  it('a right password is not counted: five deletes refused for the code alone do not block the password', async () => {
    const user = await signUp(t.app);
    await enableTwoFactor(user);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrongCode = await user.client.post('/api/account/delete', {
        password: user.password,
        confirmation: DELETE_CONFIRMATION,
        code: '000000',
      });
      expect(wrongCode.statusCode, `attempt ${attempt}`).toBe(400);
    }
    // The sixth wrong code is over the code budget…
    const blocked = await user.client.post('/api/account/delete', {
      password: user.password,
      confirmation: DELETE_CONFIRMATION,
      code: '000000',
    });
    expectLimited(blocked, /too many incorrect codes/i);
    // …and the password budget is untouched: a password change with the right password still works.
    const changed = await user.client.post('/api/auth/change-password', {
      currentPassword: user.password,
      newPassword: 'a-brand-new-secret-9',
    });
    expect(changed.statusCode).toBe(200);
  });

  it('change password: the 6th wrong current password within 15 minutes answers 429', async () => {
    const user = await signUp(t.app);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await user.client.post('/api/auth/change-password', {
        currentPassword: WRONG,
        newPassword: 'a-brand-new-secret-9',
      });
      expect(wrong.statusCode, `attempt ${attempt}`).toBe(400);
    }
    expectLimited(
      await user.client.post('/api/auth/change-password', {
        currentPassword: user.password,
        newPassword: 'a-brand-new-secret-9',
      }),
      /too many incorrect password attempts/i,
    );
  });

  it('turning on two-factor: the 6th wrong password answers 429, and the limit is per account', async () => {
    const user = await signUp(t.app);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await user.client.post('/api/auth/two-factor/enable', { password: WRONG });
      expect(wrong.statusCode, `attempt ${attempt}`).toBeGreaterThanOrEqual(400);
      expect(wrong.statusCode, `attempt ${attempt}`).toBeLessThan(429);
    }
    expectLimited(
      await user.client.post('/api/auth/two-factor/enable', { password: user.password }),
      /too many incorrect password attempts/i,
    );
    const other = await signUp(t.app);
    expect((await other.client.post('/api/auth/two-factor/enable', { password: other.password })).statusCode).toBe(200);
  });

  it('codes outside sign-in: turning two-factor off, confirming set-up and new backup codes are limited', async () => {
    const user = await signUp(t.app);
    const { code } = await enableTwoFactor(user);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await user.client.post('/api/auth/two-factor/disable', { password: user.password, code: '000000' });
      expect(wrong.statusCode, `attempt ${attempt}`).toBe(400);
    }
    expectLimited(
      await user.client.post('/api/auth/two-factor/disable', { password: user.password, code: await code() }),
      /too many incorrect codes/i,
    );
    expectLimited(await user.client.post('/api/auth/two-factor/verify-totp', { code: '000000' }), /too many incorrect codes/i);
    expect((await user.client.get('/api/me')).json().user.twoFactorEnabled).toBe(true);

    // Session-bound TOTP checks (set-up confirmation) count on their own too.
    const fresh = await signUp(t.app);
    await fresh.client.post('/api/auth/two-factor/enable', { password: fresh.password });
    for (let attempt = 1; attempt <= 5; attempt++)
      expect((await fresh.client.post('/api/auth/two-factor/verify-totp', { code: '000000' })).statusCode).toBe(401);
    expectLimited(await fresh.client.post('/api/auth/two-factor/verify-totp', { code: '000000' }), /too many incorrect codes/i);

    // New backup codes take the password: wrong ones count.
    const regen = await signUp(t.app);
    await enableTwoFactor(regen);
    for (let attempt = 1; attempt <= 5; attempt++)
      expect(
        (await regen.client.post('/api/auth/two-factor/generate-backup-codes', { password: WRONG })).statusCode,
      ).toBeGreaterThanOrEqual(400);
    expectLimited(
      await regen.client.post('/api/auth/two-factor/generate-backup-codes', { password: regen.password }),
      /too many incorrect password attempts/i,
    );
  });

  it('the known-device cookie is issued only after the second factor', async () => {
    const user = await signUp(t.app);
    const { code } = await enableTwoFactor(user);
    const client = new ApiClient(t.app);
    const first = await client.post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    expect(first.json()).toMatchObject({ twoFactorRedirect: true });
    expect(setCookieNames(first)).not.toContain(KNOWN_DEVICE_COOKIE);
    const second = await client.post('/api/auth/two-factor/verify-totp', { code: await code() });
    expect(second.statusCode).toBe(200);
    expect(setCookieNames(second)).toContain(KNOWN_DEVICE_COOKIE);

    // Without two-factor, the password alone completes sign-in and marks the device.
    const plain = await signUp(t.app);
    const direct = await new ApiClient(t.app).post('/api/auth/sign-in/email', { email: plain.email, password: plain.password });
    expect(setCookieNames(direct)).toContain(KNOWN_DEVICE_COOKIE);
  });
});
