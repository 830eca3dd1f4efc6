import {
  POST_MAX_LENGTH,
  POST_PLATFORMS,
  POST_STATUSES,
  type PostStatus,
  postInputSchema,
  postPlatformLabels,
  type ScheduledPost,
} from '@proclub/contracts/products';
import { format, parseISO } from 'date-fns';
import { CalendarClock, Info } from 'lucide-react';
import { FormDialog } from '@/components/form/form-dialog';
import { FormFields } from '@/components/form/form-fields';
import { saveForm, useZodForm } from '@/components/form/zod-form';
import { Badge } from '@/components/ui/badge';
import { formatMoment } from '@/lib/format';
import { useDeletePost, usePosts, useSavePost } from '../api/use-posts';
import { postStatusColors, postStatusLabels } from '../product-colors';
import { DeleteButton } from './delete-button';
import { EditButton } from './edit-button';
import { clientField } from './product-record-dialog';
import { type ProductPage, ProductRecordsPage } from './product-records-page';

/** What the page says around its records. */
const page: ProductPage = {
  add: 'New Post',
  list: {
    label: 'Posts',
    loading: 'Loading posts',
    layout: 'stack-3',
    blockHeight: 'h-24',
    emptyIcon: CalendarClock,
    emptyMessage: 'No posts yet. Draft one or schedule it for a client’s channel.',
    emptyAction: 'New Post',
  },
};

/** /products/post-scheduler: drafts and scheduled posts per client and channel. */
export function PostSchedulerPage() {
  const posts = usePosts();
  const remove = useDeletePost();
  return (
    <ProductRecordsPage
      product="post-scheduler"
      page={page}
      list={posts}
      intro={
        <p className="flex items-start gap-2 rounded-lg border border-border bg-card p-4 text-sm" role="note">
          <Info className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
          Social accounts are not connected yet, so scheduled posts are your publishing plan: nothing is posted automatically.
        </p>
      }
      dialog={(post, close) => <PostDialog post={post ?? null} onClose={close} />}
    >
      {(post, edit) => (
        <li key={post.id} className="rounded-lg border border-border bg-card p-4 shadow-sm" data-testid="post-card">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="plain" className={postStatusColors[post.status]}>
                {postStatusLabels[post.status]}
              </Badge>
              <Badge variant="outline">{postPlatformLabels[post.platform]}</Badge>
              {post.clientName && <span className="text-sm text-muted-foreground">{post.clientName}</span>}
            </div>
            <div className="flex gap-1">
              <EditButton label="Edit post" onClick={edit} />
              <DeleteButton
                label="Delete post"
                confirm="Delete this post?"
                onDelete={() => remove.mutateAsync(post.id)}
                success="Post deleted"
                failure="Failed to delete post"
              />
            </div>
          </div>
          <p className="mt-2 whitespace-pre-wrap break-words text-sm">{post.content}</p>
          <p className="mt-2 text-xs text-muted-foreground">
            {post.scheduledFor
              ? `${post.status === 'scheduled' ? 'Publishes' : 'Planned for'} ${formatMoment(post.scheduledFor)}`
              : 'No date yet'}
          </p>
        </li>
      )}
    </ProductRecordsPage>
  );
}

/** The value of a datetime-local input for an ISO moment, in the user's time zone. */
const localInput = (iso: string | null) => (iso ? format(parseISO(iso), "yyyy-MM-dd'T'HH:mm") : '');

function PostDialog({ post, onClose }: { post: ScheduledPost | null; onClose: () => void }) {
  const save = useSavePost();
  const form = useZodForm(
    postInputSchema,
    {
      clientId: post?.clientId ?? '',
      platform: post?.platform ?? 'google_business',
      content: post?.content ?? '',
      // A published post edited again becomes a draft or a new schedule; it cannot be saved as published.
      status: (post?.status === 'published' ? 'draft' : (post?.status ?? 'scheduled')) as PostStatus,
      scheduledFor: localInput(post?.scheduledFor ?? null),
    },
    (values) => ({
      clientId: values.clientId || null,
      platform: values.platform,
      content: values.content,
      status: values.status,
      // datetime-local has no zone: read it in the user's zone and send an absolute moment.
      scheduledFor: values.scheduledFor ? new Date(values.scheduledFor).toISOString() : null,
    }),
  );
  const values = form.watch();
  return (
    <FormDialog
      title={post ? 'Edit Post' : 'New Post'}
      description="Write the post, choose the channel and when it should go out."
      submitLabel={values.status === 'scheduled' ? 'Schedule Post' : 'Save Draft'}
      onClose={onClose}
      onSubmit={() =>
        saveForm(form, (data) => save.mutateAsync({ id: post?.id, input: data }), {
          success: values.status === 'scheduled' ? 'Post scheduled' : 'Draft saved',
          failure: 'Failed to save post',
        })
      }
    >
      <FormFields
        form={form}
        fields={[
          [
            clientField('post-client', 'Client', post, true),
            {
              kind: 'select',
              name: 'platform',
              id: 'post-platform',
              label: 'Channel *',
              options: POST_PLATFORMS,
              optionLabel: postPlatformLabels,
            },
          ],
          {
            kind: 'textarea',
            name: 'content',
            id: 'post-content',
            label: 'Post text *',
            hint: `${values.content.length} / ${POST_MAX_LENGTH}`,
            rows: 5,
            maxLength: POST_MAX_LENGTH,
          },
          [
            {
              kind: 'select',
              name: 'status',
              id: 'post-status',
              label: 'Status',
              options: POST_STATUSES,
              optionLabel: postStatusLabels,
            },
            {
              name: 'scheduledFor',
              id: 'post-when',
              label: values.status === 'scheduled' ? 'Publish at *' : 'Planned for',
              type: 'datetime-local',
            },
          ],
        ]}
      />
    </FormDialog>
  );
}
