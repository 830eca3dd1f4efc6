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
import { useState } from 'react';
import { FormInput, FormSelect, FormTextarea } from '@/components/form/form-controls';
import { FormDialog } from '@/components/form/form-dialog';
import { saveForm, useZodForm } from '@/components/form/zod-form';
import { AddButton } from '@/components/ui/add-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { RecordList } from '@/components/ui/record-list';
import { formatMoment } from '@/lib/format';
import { useDeletePost, usePosts, useSavePost } from '../api/use-posts';
import { postStatusColors, postStatusLabels } from '../product-colors';
import { ClientSelectField } from './client-select-field';
import { DeleteButton } from './delete-button';
import { EditButton } from './edit-button';
import { ProductShell } from './product-shell';

/** /products/post-scheduler: drafts and scheduled posts per client and channel. */
export function PostSchedulerPage() {
  const posts = usePosts();
  const remove = useDeletePost();
  const [editing, setEditing] = useState<ScheduledPost | 'new' | null>(null);
  return (
    <ProductShell product="post-scheduler" actions={<AddButton onClick={() => setEditing('new')}>New Post</AddButton>}>
      <p className="flex items-start gap-2 rounded-lg border border-border bg-card p-4 text-sm" role="note">
        <Info className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
        Social accounts are not connected yet, so scheduled posts are your publishing plan: nothing is posted automatically.
      </p>
      <RecordList
        list={posts}
        label="Posts"
        className="space-y-3"
        loading={{ label: 'Loading posts', className: 'space-y-3', count: 2, blockClassName: 'h-24' }}
        empty={
          <EmptyState icon={CalendarClock} message="No posts yet. Draft one or schedule it for a client’s channel.">
            <Button size="sm" onClick={() => setEditing('new')}>
              New Post
            </Button>
          </EmptyState>
        }
      >
        {(post) => (
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
                <EditButton label="Edit post" onClick={() => setEditing(post)} />
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
      </RecordList>
      {editing && <PostDialog post={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </ProductShell>
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
      <div className="grid gap-4 sm:grid-cols-2">
        <ClientSelectField
          form={form}
          name="clientId"
          id="post-client"
          label="Client"
          optional
          initial={post?.clientId && post.clientName ? { id: post.clientId, label: post.clientName } : null}
        />
        <FormSelect
          form={form}
          name="platform"
          id="post-platform"
          label="Channel *"
          options={POST_PLATFORMS}
          optionLabel={(platform) => postPlatformLabels[platform]}
        />
      </div>
      <FormTextarea
        form={form}
        name="content"
        id="post-content"
        label="Post text *"
        hint={`${values.content.length} / ${POST_MAX_LENGTH}`}
        rows={5}
        maxLength={POST_MAX_LENGTH}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelect
          form={form}
          name="status"
          id="post-status"
          label="Status"
          options={POST_STATUSES}
          optionLabel={(status) => postStatusLabels[status]}
        />
        <FormInput
          form={form}
          name="scheduledFor"
          id="post-when"
          label={values.status === 'scheduled' ? 'Publish at *' : 'Planned for'}
          type="datetime-local"
        />
      </div>
    </FormDialog>
  );
}
