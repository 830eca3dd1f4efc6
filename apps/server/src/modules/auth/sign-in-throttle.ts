import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Env } from '../../config/env';
import type { KnownSessionsRepository } from './known-sessions.repository';
import type { RateLimiter, RateLimitRule } from './rate-limiter.repository';

const minutes = (n: number) => n * 60_000;
export const KNOWN_DEVICE_COOKIE = 'proclub.known_device';
const KNOWN_DEVICE_MAX = 10;

/** A counted attempt that is given back if the sign-in succeeds. */
export type Reservation = { key: string; rule: RateLimitRule; at: number };

/** Progressive (account, IP|device) budgets; the longest also bounds how long the hourly prune keeps counters. */
export const SIGN_IN_PAIR_TIERS: readonly RateLimitRule[] = [
  { limit: 10, windowMs: minutes(15) },
  { limit: 20, windowMs: minutes(60) },
  { limit: 40, windowMs: minutes(24 * 60) },
];

/**
 * Sign-in throttling that an attacker cannot turn against the account's owner (ASVS 2.2.1 / 6.3):
 * - per (account, IP) — or (account, device) for a device this account signed in from before — progressive tiers:
 *   10 failures per 15 min, then 20 per hour, then 40 per day, so each further guess waits longer;
 * - per account and per IP (the configured limits) only for devices and IPs the account has never signed in from;
 *   past them such a sign-in steps up: the password AND a code mailed to the account (ADR 039), never a 429.
 * So a flood of failures against an account, or from a shared office IP, stops the guessing while the owner's
 * correct password keeps working from the browser or network they used before, and from a new one with the code.
 */
export class SignInThrottle {
  private readonly pairTiers = SIGN_IN_PAIR_TIERS;
  private readonly perAccount: RateLimitRule;
  private readonly perIp: RateLimitRule;

  constructor(
    private readonly sessions: KnownSessionsRepository,
    private readonly limiter: RateLimiter,
    env: Env,
    private readonly secret: () => Promise<string>,
  ) {
    this.perAccount = { limit: env.SIGN_IN_FAILURES_PER_EMAIL, windowMs: minutes(env.SIGN_IN_WINDOW_MINUTES) };
    this.perIp = { limit: env.SIGN_IN_FAILURES_PER_IP, windowMs: minutes(env.SIGN_IN_WINDOW_MINUTES) };
  }

  private async deviceTag(email: string): Promise<string> {
    return crypto
      .createHmac('sha256', await this.secret())
      .update(`known-device:${email}`)
      .digest('base64url')
      .slice(0, 22);
  }

  private cookieTags(request: FastifyRequest): string[] {
    const raw = request.headers.cookie
      ?.split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${KNOWN_DEVICE_COOKIE}=`));
    return raw
      ? decodeURIComponent(raw.slice(KNOWN_DEVICE_COOKIE.length + 1))
          .split('.')
          .filter(Boolean)
      : [];
  }

  /** True when this browser signed in to the account before, or the account has a live session from this IP. */
  private async knownDevice(request: FastifyRequest, email: string): Promise<{ known: boolean; byCookie: boolean; tag: string }> {
    const tag = await this.deviceTag(email);
    if (this.cookieTags(request).includes(tag)) return { known: true, byCookie: true, tag };
    return { known: await this.sessions.hasLiveSessionFrom(email, request.ip), byCookie: false, tag };
  }

  /**
   * Counts the attempt before the password is checked (atomically, so concurrent guesses cannot all pass a check
   * not yet counted) and returns either the seconds to wait or the reservations to refund on success.
   */
  async before(
    request: FastifyRequest,
    email: string | null,
    { steppedUp = false }: { steppedUp?: boolean } = {},
  ): Promise<{ wait: number } | { stepUp: true } | { reserved: Reservation[]; knownDevice: boolean }> {
    const pair: [string, RateLimitRule][] = [];
    const shared: [string, RateLimitRule][] = [];
    let knownDevice = false;
    if (email) {
      const device = await this.knownDevice(request, email);
      knownDevice = device.known;
      // A browser that proves an earlier sign-in has its own budget; anyone else on the same IP shares the IP's.
      const from = device.byCookie ? `device:${device.tag}` : `ip:${request.ip}`;
      for (const tier of this.pairTiers) pair.push([`sign-in:pair:${email}:${from}:${tier.windowMs}`, tier]);
      if (!device.known) shared.push([`sign-in:email:${email}`, this.perAccount]);
      if (!device.known) shared.push([`sign-in:ip:${request.ip}`, this.perIp]);
    } else {
      shared.push([`sign-in:ip:${request.ip}`, this.perIp]);
    }
    // The account's and the network's budgets are shared with whoever else fails there: past them, an unknown device
    // steps up (password and an emailed code) instead of being blocked. A sign-in that brought a valid code has
    // proved the mailbox and is not counted against them.
    const checks = steppedUp && email ? pair : [...pair, ...shared];
    const reserved: Reservation[] = [];
    for (const [index, [key, rule]] of checks.entries()) {
      const at = Date.now();
      const wait = await this.limiter.consume(key, rule, at);
      reserved.push({ key, rule, at });
      if (wait !== null && index >= pair.length && email) {
        await this.refund(reserved);
        return { stepUp: true };
      }
      if (wait !== null) {
        // Refused before any password check: give every budget its attempt back, and say the longest wait of all the
        // budgets that are full (a longer tier outlasts the one that refused first).
        await this.refund(reserved);
        let longest = wait;
        for (const [laterKey, laterRule] of pair.slice(index + 1)) {
          longest = Math.max(longest, (await this.limiter.retryAfter(laterKey, laterRule)) ?? 0);
        }
        return { wait: longest };
      }
    }
    return { reserved, knownDevice };
  }

  /** This browser signed in to the account before (its known-device cookie carries the account's tag). */
  async isKnownBrowser(request: FastifyRequest, email: string): Promise<boolean> {
    return this.cookieTags(request).includes(await this.deviceTag(email));
  }

  async refund(reserved: Reservation[]) {
    for (const done of reserved) await this.limiter.refund(done.key, done.rule, done.at);
  }

  /** After a successful sign-in: the attempt is not a failure, and this browser is now a known device. */
  async succeeded(request: FastifyRequest, email: string, reserved: Reservation[], secure: boolean) {
    await this.refund(reserved);
    const tag = await this.deviceTag(email);
    const tags = [tag, ...this.cookieTags(request).filter((known) => known !== tag)].slice(0, KNOWN_DEVICE_MAX);
    const attributes = `Path=/api/auth; Max-Age=${60 * 60 * 24 * 365}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
    return `${KNOWN_DEVICE_COOKIE}=${encodeURIComponent(tags.join('.'))}; ${attributes}`;
  }
}
