import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

export interface PublishablePost {
  id: string;
  workspaceId: string;
  platform: 'google_business' | 'facebook' | 'instagram' | 'linkedin' | 'x';
  content: string;
}

/**
 * Where a scheduled post goes at its time. A network adapter (Google Business Profile, Facebook, …) implements
 * this: publish once and return the network's id for the post, or throw to have the job retried with backoff.
 * It runs while the post row is locked, and the job that calls it is retried after a crash, so an adapter should
 * pass the post id as the network's idempotency key where the API has one.
 */
export interface PostPublisher {
  readonly name: string;
  publish(post: PublishablePost): Promise<{ ref: string }>;
}

/**
 * The only provider today (no network is reachable from here): records the publication in the post row
 * (status published, published_at, publish_ref "local:…") and the log.
 */
export function localPostPublisher(log: FastifyBaseLogger): PostPublisher {
  return {
    name: 'local',
    async publish(post) {
      const ref = `local:${crypto.randomUUID()}`;
      log.info({ postId: post.id, platform: post.platform, ref }, 'scheduled post published (local provider)');
      return { ref };
    },
  };
}
