import type { AuthUser } from '../auth';

/** Decides whether a user may receive a channel's events; must answer false for anything not theirs. */
export type ChannelAuthorizer = (user: AuthUser, id: string) => Promise<boolean>;

/**
 * Features register the channel kinds they publish to (`project`, `conversation`, …) with the check that
 * guards a subscription. Unknown kinds are refused, so a new channel cannot be exposed by accident.
 */
export class ChannelRegistry {
  private readonly authorizers = new Map<string, ChannelAuthorizer>([['user', async (user, id) => user.id === id]]);

  register(kind: string, authorize: ChannelAuthorizer): void {
    if (this.authorizers.has(kind)) throw new Error(`realtime channel kind '${kind}' registered twice`);
    this.authorizers.set(kind, authorize);
  }

  async canSubscribe(user: AuthUser, channel: string): Promise<boolean> {
    const match = /^([a-z-]+):([A-Za-z0-9_-]{1,64})$/.exec(channel);
    if (!match) return false;
    const authorize = this.authorizers.get(match[1]);
    return authorize ? authorize(user, match[2]) : false;
  }
}
