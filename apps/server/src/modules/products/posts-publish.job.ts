import { postPlatformLabels } from '@proclub/contracts/products';
import type { Jobs } from '../../lib/jobs/index';
import { defineJob, type JobDefinition } from '../../lib/jobs/index';
import type { PostPublisher } from './post-publisher';
import type { PostsRepository } from './posts.repository';

export interface PublishPayload {
  postId: string;
  /** The time the job was queued for: a post moved to another time has a newer job and this one does nothing. */
  scheduledFor: string;
}

export function postsPublishJob(posts: PostsRepository, publisher: PostPublisher): JobDefinition<PublishPayload> {
  return defineJob<PublishPayload>({
    name: 'posts.publish',
    title: 'Scheduled post',
    retryLimit: 5,
    retryDelaySeconds: 30,
    async handler({ postId, scheduledFor }) {
      const published = await posts.publishDue(postId, new Date(scheduledFor), (post) => publisher.publish(post));
      return published ? { published: published.ref } : { skipped: true };
    },
  });
}

/** Queues the publish job of a scheduled post (one per post and time; re-saving the same time adds none). */
export function publishQueuer(jobs: Jobs, job: JobDefinition<PublishPayload>) {
  return async (
    workspaceId: string,
    post: { id: string; status: string; scheduledFor: string | null; platform: keyof typeof postPlatformLabels },
  ) => {
    if (post.status !== 'scheduled' || !post.scheduledFor) return;
    await jobs.enqueue(
      job,
      { postId: post.id, scheduledFor: post.scheduledFor },
      {
        ownerId: workspaceId,
        label: `Publish ${postPlatformLabels[post.platform]} post`,
        startAfter: new Date(post.scheduledFor),
        singletonKey: `${post.id}@${post.scheduledFor}`,
      },
    );
  };
}
