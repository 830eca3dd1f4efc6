import {
  CONTENT_STATUSES,
  CONTENT_TYPES,
  type ContentItem,
  contentInputSchema,
  contentTypeLabels,
} from '@proclub/contracts/products';
import { FileText } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { formatCount, formatMoment } from '@/lib/format';
import { titleCase } from '@/lib/utils';
import { useContent, useDeleteContent, useSaveContent } from '../api/use-content';
import { contentStatusColors } from '../product-colors';
import { DeleteButton } from './delete-button';
import { EditButton } from './edit-button';
import { clientField, ProductRecordDialog, recordForm } from './product-record-dialog';
import { type ProductPage, ProductRecordsPage } from './product-records-page';

/** What the page says around its records. */
const page: ProductPage = {
  add: 'Add Content',
  list: {
    label: 'Content library',
    loading: 'Loading content',
    layout: 'grid-3',
    blockHeight: 'h-40',
    emptyIcon: FileText,
    emptyMessage: 'The library is empty. Add a blog post, email or script to reuse for clients.',
    emptyAction: 'Add Content',
  },
};

/** /products/content-drops: the content library (posts, emails, pages, scripts) with status and word count. */
export function ContentDropsPage() {
  const content = useContent();
  const remove = useDeleteContent();
  return (
    <ProductRecordsPage
      product="content-drops"
      page={page}
      list={content}
      dialog={(item, close) => <ProductRecordDialog form={contentForm} record={item} onClose={close} />}
    >
      {(item, edit) => (
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
              <EditButton label={`Edit: ${item.title}`} onClick={edit} />
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
    </ProductRecordsPage>
  );
}

const contentForm = recordForm<ContentItem>()({
  noun: 'Content',
  description: 'Keep a piece in the library, for one client or for any.',
  schema: contentInputSchema,
  blank: { clientId: '', title: '', type: 'blog_post', status: 'draft', body: '' },
  toInput: (values) => ({
    ...values,
    clientId: values.clientId || null,
    type: values.type as (typeof CONTENT_TYPES)[number],
    status: values.status as (typeof CONTENT_STATUSES)[number],
  }),
  fields: (item) => [
    { name: 'title', id: 'content-title', label: 'Title *', maxLength: 200 },
    [
      { kind: 'select', name: 'type', id: 'content-type', label: 'Type', options: CONTENT_TYPES, optionLabel: contentTypeLabels },
      {
        kind: 'select',
        name: 'status',
        id: 'content-status',
        label: 'Status',
        options: CONTENT_STATUSES,
        optionLabel: titleCase,
      },
      clientField('content-client', 'Client', item, true),
    ],
    { kind: 'textarea', name: 'body', id: 'content-body', label: 'Content', rows: 8, maxLength: 50_000 },
  ],
  useSave: useSaveContent,
  wide: true,
});
