import crypto from 'node:crypto';
import { AppError } from '../../lib/app-error';
import type { RateLimiter, RateLimitRule } from './rate-limiter.repository';

const minutes = (n: number) => n * 60_000;
/** How long an emailed sign-in code works. */
export const SIGN_IN_CODE_MINUTES = 15;
/** Codes mailed per account, and per IP: the owner's inbox is not flooded, and a sprayer cannot mail every account. */
const SENDS_PER_ACCOUNT: RateLimitRule = { limit: 3, windowMs: minutes(15) };
const SENDS_PER_IP: RateLimitRule = { limit: 20, windowMs: minutes(15) };
/** Wrong codes per account before the current code is thrown away (a new one is mailed on the next try). */
const WRONG_CODES: RateLimitRule = { limit: 5, windowMs: minutes(15) };

export const STEP_UP_MESSAGE = 'For your security, we emailed you a sign-in code. Enter it with your password to continue.';

/** The answer while an account (or network) is past its failure budget and no valid code came with the password. */
export function stepUpRequired(): AppError {
  return new AppError('sign_in_code_required', 401, STEP_UP_MESSAGE, {
    fields: [{ field: 'code', message: 'Enter the code we emailed you' }],
  });
}

export function wrongSignInCode(): AppError {
  const message = 'That code is not correct or has expired. Submit without a code to get a new one by email.';
  return new AppError('invalid_sign_in_code', 401, message, { fields: [{ field: 'code', message }] });
}

interface VerificationStore {
  createVerificationValue(data: { identifier: string; value: string; expiresAt: Date }): Promise<unknown>;
  findVerificationValue(identifier: string): Promise<{ value: string; expiresAt: Date } | null>;
  deleteVerificationByIdentifier(identifier: string): Promise<void>;
}

/**
 * The step-up of sign-in throttling (ADR 039): past the account's or the network's failure budget, a sign-in from an
 * unknown device needs the password AND a one-time code mailed to the account. Codes live in better-auth's
 * verification table (identifier hashed at rest, the code itself only as an HMAC).
 */
export class SignInStepUp {
  /**
   * Sends per address, one after the other: each send replaces the code, so two at once (an attacker's tries past
   * the budget and the owner's own, all mailed after their answers) could store one code and mail the other last —
   * the newest mail in the owner's inbox must hold the code that works.
   */
  private readonly sending = new Map<string, Promise<void>>();

  constructor(
    private readonly limiter: RateLimiter,
    private readonly store: () => Promise<VerificationStore>,
    private readonly secret: () => Promise<string>,
    private readonly sendMail: (to: string, code: string, minutes: number) => Promise<void>,
  ) {}

  private identifier(email: string) {
    return `sign-in-code:${email}`;
  }

  private async digest(email: string, code: string): Promise<string> {
    return crypto
      .createHmac('sha256', await this.secret())
      .update(`sign-in-code:${email}:${code}`)
      .digest('base64url');
  }

  /**
   * Mails a fresh code to the account (when it exists and the send budgets allow; otherwise the earlier code still
   * works). Answers the same whether or not the account exists.
   */
  async send(email: string, accountExists: boolean, ip: string): Promise<void> {
    if (!accountExists) return;
    const previous = this.sending.get(email) ?? Promise.resolve();
    const next = previous.catch(() => {}).then(() => this.sendNow(email, ip));
    this.sending.set(email, next);
    try {
      await next;
    } finally {
      if (this.sending.get(email) === next) this.sending.delete(email);
    }
  }

  private async sendNow(email: string, ip: string): Promise<void> {
    if ((await this.limiter.consume(`send:sign-in-code:ip:${ip}`, SENDS_PER_IP)) !== null) return;
    if ((await this.limiter.consume(`send:sign-in-code:account:${email}`, SENDS_PER_ACCOUNT)) !== null) return;
    const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
    const store = await this.store();
    await store.deleteVerificationByIdentifier(this.identifier(email));
    await store.createVerificationValue({
      identifier: this.identifier(email),
      value: await this.digest(email, code),
      expiresAt: new Date(Date.now() + minutes(SIGN_IN_CODE_MINUTES)),
    });
    await this.sendMail(email, code, SIGN_IN_CODE_MINUTES);
  }

  /** True when `code` is the account's current code; a wrong one counts, and too many discard the code. */
  async check(email: string, code: string): Promise<boolean> {
    const store = await this.store();
    const found = await store.findVerificationValue(this.identifier(email));
    const value = code.trim().replace(/\s+/g, '');
    if (found && new Date(found.expiresAt).getTime() > Date.now() && /^\d{6}$/.test(value)) {
      const expected = Buffer.from(found.value);
      const given = Buffer.from(await this.digest(email, value));
      if (expected.length === given.length && crypto.timingSafeEqual(expected, given)) return true;
    }
    if ((await this.limiter.consume(`sign-in-code:wrong:${email}`, WRONG_CODES)) !== null)
      await store.deleteVerificationByIdentifier(this.identifier(email));
    return false;
  }

  /** After a successful sign-in the code is used up. */
  async used(email: string): Promise<void> {
    await (await this.store()).deleteVerificationByIdentifier(this.identifier(email));
  }
}
