import type { FastifyReply } from 'fastify';
import { rateLimited } from '../../lib/app-error';
import type { RateLimiter, RateLimitRule } from './rate-limiter.repository';

const minutes = (n: number) => n * 60_000;

/** What a signed-in person proves again before a sensitive step: the password, or a two-factor / backup code. */
export type SecretKind = 'password' | 'code';

/**
 * Wrong answers allowed per signed-in account (and per IP, for many accounts from one network) before a 429: a stolen
 * session cannot be used to guess the password (delete account, change password, turn on two-factor) or the second
 * factor (turn it off, new backup codes, delete account). Right answers are given back and never count.
 */
export const SECRET_CHECK_RULES: Record<SecretKind, { perUser: RateLimitRule; perIp: RateLimitRule; message: string }> = {
  password: {
    perUser: { limit: 5, windowMs: minutes(15) },
    perIp: { limit: 30, windowMs: minutes(15) },
    message: 'Too many incorrect password attempts.',
  },
  code: {
    perUser: { limit: 5, windowMs: minutes(15) },
    perIp: { limit: 30, windowMs: minutes(15) },
    message: 'Too many incorrect codes.',
  },
};

/** A counted check, given back when the secret turns out to be right. */
export type SecretCheck = { key: string; rule: RateLimitRule; at: number }[];

export class SecretChecks {
  constructor(private readonly limiter: RateLimiter) {}

  /** Counts one check before it runs (so concurrent guesses cannot all pass); 429 with Retry-After when over. */
  async begin(kind: SecretKind, userId: string, ip: string, reply: FastifyReply): Promise<SecretCheck> {
    const rules = SECRET_CHECK_RULES[kind];
    const held: SecretCheck = [];
    for (const [key, rule] of [
      [`secret-check:${kind}:user:${userId}`, rules.perUser],
      [`secret-check:${kind}:ip:${ip}`, rules.perIp],
    ] as const) {
      const at = Date.now();
      const wait = await this.limiter.consume(key, rule, at);
      held.push({ key, rule, at });
      if (wait !== null) {
        await this.passed(held);
        reply.header('retry-after', String(wait));
        throw rateLimited(rules.message, wait);
      }
    }
    return held;
  }

  /** The secret was right: the check is not a failure. */
  async passed(held: SecretCheck): Promise<void> {
    for (const done of held) await this.limiter.refund(done.key, done.rule, done.at);
  }
}
