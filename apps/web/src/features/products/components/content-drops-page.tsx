import {
  CONTENT_STATUSES,
  CONTENT_TYPES,
  type ContentItem,
  contentInputSchema,
  contentTypeLabels,
} from '@proclub/contracts/products';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { FormInput, FormSelect, FormTextarea } from '@/components/form/form-controls';
import { FormDialog } from '@/components/form/form-dialog';
import { saveForm, useZodForm } from '@/components/form/zod-form';
import { AddButton } from '@/components/ui/add-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { RecordList } from '@/components/ui/record-list';
import { formatCount, formatMoment } from '@/lib/format';
import { titleCase } from '@/lib/utils';
import { useContent, useDeleteContent, useSaveContent } from '../api/use-content';
import { contentStatusColors } from '../product-colors';
import { ClientSelectField } from './client-select-field';
import { DeleteButton } from './delete-button';
import { EditButton } from './edit-button';
import { ProductShell } from './product-shell';

/** /products/content-drops: the content library (posts, emails, pages, scripts) with status and word count. */
export function ContentDropsPage() {
  const content = useContent();
  const remove = useDeleteContent();
  // The record whose dialog is open: 'new' for Add Content.
  const [editing, setEditing] = useState<ContentItem | 'new' | null>(null);
  return (
    <ProductShell product="content-drops" actions={<AddButton onClick={() => setEditing('new')}>Add Content</AddButton>}>
      <RecordList
        list={content}
        label="Content library"
        className="grid gap-4 md:grid-cols-2 lg:grid-cols-3"
        loading={{
          label: 'Loading content',
          className: 'grid gap-4 md:grid-cols-2 lg:grid-cols-3',
          count: 3,
          blockClassName: 'h-40',
        }}
        empty={
          <EmptyState icon={FileText} message="The library is empty. Add a blog post, email or script to reuse for clients.">
            <Button size="sm" onClick={() => setEditing('new')}>
              Add Content
            </Button>
          </EmptyState>
        }
      >
        {(item) => (
          <li
            key={item.id}
            className="flex flex-col gap-2 rounded-lg border border-border bg-card p-5 shadow-sm"
            data-testid="content-item"
          >
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="outline">{contentTypeLabels[item.type]}</Badge>
              <Badge variant="plain" className={contentStatusColors[item.status]}>
                {titleCase(item.status)}
              </Badge>
            </div>
            <h2 className="break-words font-semibold">{item.title}</h2>
            {item.body && <p className="line-clamp-3 break-words text-sm text-muted-foreground">{item.body}</p>}
            <div className="mt-auto flex items-center justify-between gap-2 pt-2 text-xs text-muted-foreground">
              <span>
                {formatCount(item.wordCount)} words{item.clientName && <> · {item.clientName}</>} · {formatMoment(item.createdAt)}
              </span>
              <span className="flex">
                <EditButton label={`Edit: ${item.title}`} onClick={() => setEditing(item)} />
                <DeleteButton
                  label={`Delete: ${item.title}`}
                  confirm={`Delete “${item.title}”?`}
                  onDelete={() => remove.mutateAsync(item.id)}
                  success="Content deleted"
                  failure="Failed to delete content"
                />
              </span>
            </div>
          </li>
        )}
      </RecordList>
      {editing && <ContentDialog item={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </ProductShell>
  );
}

function ContentDialog({ item, onClose }: { item?: ContentItem; onClose: () => void }) {
  const save = useSaveContent();
  const form = useZodForm(
    contentInputSchema,
    {
      clientId: item?.clientId ?? '',
      title: item?.title ?? '',
      type: item?.type ?? 'blog_post',
      status: item?.status ?? 'draft',
      body: item?.body ?? '',
    },
    (values) => ({
      ...values,
      clientId: values.clientId || null,
      type: values.type as (typeof CONTENT_TYPES)[number],
      status: values.status as (typeof CONTENT_STATUSES)[number],
    }),
  );
  return (
    <FormDialog
      title={item ? 'Edit Content' : 'Add Content'}
      description="Keep a piece in the library, for one client or for any."
      submitLabel={item ? 'Save Content' : 'Add Content'}
      wide
      onClose={onClose}
      onSubmit={() =>
        saveForm(form, (input) => save.mutateAsync({ id: item?.id, input }), {
          success: item ? 'Content updated' : 'Content added',
          failure: item ? 'Failed to save content' : 'Failed to add content',
        })
      }
    >
      <FormInput form={form} name="title" id="content-title" label="Title *" maxLength={200} />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormSelect
          form={form}
          name="type"
          id="content-type"
          label="Type"
          options={CONTENT_TYPES}
          optionLabel={(type) => contentTypeLabels[type]}
        />
        <FormSelect
          form={form}
          name="status"
          id="content-status"
          label="Status"
          options={CONTENT_STATUSES}
          optionLabel={titleCase}
        />
        <ClientSelectField
          form={form}
          name="clientId"
          id="content-client"
          label="Client"
          optional
          initial={item?.clientId && item.clientName ? { id: item.clientId, label: item.clientName } : null}
        />
      </div>
      <FormTextarea form={form} name="body" id="content-body" label="Content" rows={8} maxLength={50_000} />
    </FormDialog>
  );
}
