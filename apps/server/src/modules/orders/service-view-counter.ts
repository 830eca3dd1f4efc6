import crypto from 'node:crypto';
import ipaddr from 'ipaddr.js';
import { isUuid } from '../../lib/ids';
import type { AuthUser } from '../../plugins/auth';
import type { SalesAnalyticsRepository } from './sales-analytics.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An IPv4 address as it is (IPv4-mapped IPv6 unwrapped), or the /64 network of an IPv6 address. */
function networkOf(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.process(ip);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return `${(parsed as ipaddr.IPv6).parts.slice(0, 4).join(':')}::/64`;
}
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Counts service page views for Analytics Pro. The clock is a parameter so the demo seed can count its visitors on
 * the past days they "came", through the same rule (never the owner, once per visitor per service per day).
 */
export class ServiceViewCounter {
  constructor(
    private readonly analytics: SalesAnalyticsRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private key: Promise<string> | null = null;

  /**
   * Counts a view at most once per visitor per service per day. A visitor is the signed-in user, or else a keyed
   * hash of their network (the raw IP is never stored): the IPv4 address, or the /64 an IPv6 address belongs to (one
   * household or device picks addresses freely inside it). The user agent is not part of it: anyone can send a new
   * one with every request. Colleagues behind one office address count once; an undercount, never an inflation.
   */
  async countView(viewer: AuthUser | null, serviceId: string, client: { ip: string }): Promise<void> {
    if (!isUuid(serviceId)) return;
    const now = this.now();
    const day = isoDay(now);
    const visitor = viewer ? `u:${viewer.id}` : `v:${await this.anonymousVisitor(day, client)}`;
    await this.analytics.countView(
      serviceId,
      { userId: viewer?.id ?? null, visitor },
      day,
      isoDay(new Date(now.getTime() - DAY_MS)),
    );
  }

  private async anonymousVisitor(day: string, client: { ip: string }): Promise<string> {
    this.key ??= this.analytics.visitorKey().catch((error: unknown) => {
      this.key = null;
      throw error;
    });
    // The day is in the hash too, so one visitor's ids on two days cannot be linked.
    return crypto
      .createHmac('sha256', await this.key)
      .update(`${day}\n${networkOf(client.ip)}`)
      .digest('base64url')
      .slice(0, 32);
  }
}
