import {
  REVIEW_PLATFORM_STATUSES,
  type ReviewPlatform,
  reviewPlatformInputSchema,
  reviewRequestInputSchema,
} from '@proclub/contracts/products';
import { ExternalLink, Mail, Star } from 'lucide-react';
import { useState } from 'react';
import { FormSelect } from '@/components/form/form-controls';
import { FormDialog } from '@/components/form/form-dialog';
import { FormFields } from '@/components/form/form-fields';
import { saveForm, useZodForm } from '@/components/form/zod-form';
import { AddButton } from '@/components/ui/add-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { RecordList } from '@/components/ui/record-list';
import { TitledSection } from '@/components/ui/titled-section';
import { formatCount, timeAgo } from '@/lib/format';
import { mailOutcome } from '@/lib/mail-outcome';
import { titleCase } from '@/lib/utils';
import { useReviewPlatforms, useReviewRequests, useSaveReviewPlatform, useSendReviewRequest } from '../api/use-review-booster';
import { reviewPlatformStatusColors } from '../product-colors';
import { EditButton } from './edit-button';
import { clientField, ProductRecordDialog, recordForm, URL_INPUT } from './product-record-dialog';
import { ProductShell } from './product-shell';

type Open = { kind: 'platform'; platform?: ReviewPlatform } | { kind: 'request'; platformId?: string } | null;

/** /products/review-booster: review platforms per client and review-request emails to their customers. */
export function ReviewBoosterPage() {
  const platforms = useReviewPlatforms();
  const requests = useReviewRequests();
  const [open, setOpen] = useState<Open>(null);
  const active = platforms.items.filter((platform) => platform.status === 'active');
  return (
    <ProductShell
      product="review-booster"
      actions={
        <>
          <AddButton variant="outline" onClick={() => setOpen({ kind: 'platform' })}>
            Add Platform
          </AddButton>
          <AddButton icon={Mail} onClick={() => setOpen({ kind: 'request' })} disabled={active.length === 0}>
            Send Review Request
          </AddButton>
        </>
      }
    >
      <TitledSection headingId="platforms-heading" title="Review Platforms">
        <RecordList
          list={platforms}
          label="Review platforms"
          className="grid gap-4 md:grid-cols-2 lg:grid-cols-3"
          loading={{ label: 'Loading platforms', className: 'grid gap-4 md:grid-cols-3', count: 3, blockClassName: 'h-36' }}
          empty={
            <EmptyState icon={Star} message="No review platforms yet. Add where a client collects reviews (Google, Yelp, …)." />
          }
        >
          {(platform) => (
            <li key={platform.id}>
              <PlatformCard
                platform={platform}
                onRequest={() => setOpen({ kind: 'request', platformId: platform.id })}
                onEdit={() => setOpen({ kind: 'platform', platform })}
              />
            </li>
          )}
        </RecordList>
      </TitledSection>
      <TitledSection headingId="requests-heading" title="Recent Requests">
        {requests.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No review requests sent yet.</p>
        ) : (
          <ul className="divide-y divide-border rounded-lg border border-border bg-card" aria-label="Recent review requests">
            {requests.items.map((request) => (
              <li key={request.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
                <span className="min-w-0 break-words">
                  <span className="font-medium">{request.customerName}</span>{' '}
                  <span className="text-muted-foreground">({request.customerEmail})</span>
                </span>
                <span className="text-muted-foreground">
                  {request.platformName} · {request.clientName} · {timeAgo(request.sentAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </TitledSection>
      {open?.kind === 'platform' && (
        <ProductRecordDialog form={platformForm} record={open.platform} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'request' && (
        <SendRequestDialog platforms={active} initialPlatformId={open.platformId} onClose={() => setOpen(null)} />
      )}
    </ProductShell>
  );
}

function PlatformCard({ platform, onRequest, onEdit }: { platform: ReviewPlatform; onRequest: () => void; onEdit: () => void }) {
  return (
    <article
      className="flex h-full flex-col gap-3 rounded-lg border border-border bg-card p-5 shadow-sm"
      data-testid="review-platform"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold">{platform.name}</h3>
          <p className="text-sm text-muted-foreground">{platform.clientName}</p>
        </div>
        <Badge variant="plain" className={reviewPlatformStatusColors[platform.status]}>
          {titleCase(platform.status)}
        </Badge>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">Rating</dt>
          <dd className="font-semibold tabular-nums">{platform.rating === null ? '—' : `${platform.rating.toFixed(1)} ★`}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Reviews</dt>
          <dd className="font-semibold tabular-nums">{formatCount(platform.reviewCount)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Requests</dt>
          <dd className="font-semibold tabular-nums">{formatCount(platform.requestsSent)}</dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button
          size="sm"
          onClick={onRequest}
          disabled={platform.status !== 'active'}
          aria-label={`Send review request on ${platform.name} for ${platform.clientName}`}
        >
          <Mail className="h-4 w-4" aria-hidden="true" />
          Request
        </Button>
        <a
          href={platform.reviewUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex h-9 items-center gap-1 px-2 text-sm text-primary underline-offset-4 hover:underline"
        >
          Review link
          <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
        </a>
        <span className="ml-auto">
          <EditButton label={`Edit platform: ${platform.name} for ${platform.clientName}`} onClick={onEdit} />
        </span>
      </div>
    </article>
  );
}

const platformForm = recordForm<ReviewPlatform>()({
  noun: 'Platform',
  description: 'Where the client collects reviews, with the link that opens its review form.',
  schema: reviewPlatformInputSchema,
  blank: { clientId: '', name: '', reviewUrl: '', status: 'active', rating: '', reviewCount: '0' },
  toInput: (values) => ({
    ...values,
    status: values.status as (typeof REVIEW_PLATFORM_STATUSES)[number],
    rating: values.rating.trim() === '' ? null : Number(values.rating),
    reviewCount: values.reviewCount.trim() === '' ? 0 : Number(values.reviewCount),
  }),
  fields: (platform) => [
    clientField('platform-client', 'Client *', platform),
    [
      { name: 'name', id: 'platform-name', label: 'Platform *', placeholder: 'Google', maxLength: 80 },
      {
        kind: 'select',
        name: 'status',
        id: 'platform-status',
        label: 'Status',
        options: REVIEW_PLATFORM_STATUSES,
        optionLabel: titleCase,
      },
    ],
    { name: 'reviewUrl', id: 'platform-url', label: 'Review link *', ...URL_INPUT },
    [
      { name: 'rating', id: 'platform-rating', label: 'Rating (0–5)', type: 'number', min: 0, max: 5, step: 0.1 },
      { name: 'reviewCount', id: 'platform-count', label: 'Reviews so far', type: 'number', min: 0, step: 1 },
    ],
  ],
  useSave: useSaveReviewPlatform,
});

function SendRequestDialog({
  platforms,
  initialPlatformId,
  onClose,
}: {
  platforms: ReviewPlatform[];
  initialPlatformId?: string;
  onClose: () => void;
}) {
  const send = useSendReviewRequest();
  const form = useZodForm(reviewRequestInputSchema, {
    platformId: initialPlatformId ?? platforms[0]?.id ?? '',
    customerName: '',
    customerEmail: '',
    message: '',
  });
  const values = form.watch();
  return (
    <FormDialog
      title="Send Review Request"
      description="Emails the customer a thank-you with one button to the platform’s review form."
      submitLabel="Send Request"
      onClose={onClose}
      onSubmit={() =>
        saveForm(form, (input) => send.mutateAsync(input), {
          success: (sent) => mailOutcome('Review request', values.customerEmail.trim(), sent.captured),
          failure: 'Failed to send the review request',
        })
      }
    >
      <FormSelect form={form} name="platformId" id="request-platform" label="Platform *">
        {platforms.map((platform) => (
          <option key={platform.id} value={platform.id}>
            {platform.name} — {platform.clientName}
          </option>
        ))}
      </FormSelect>
      <FormFields
        form={form}
        fields={[
          [
            { name: 'customerName', id: 'request-name', label: 'Customer name *', maxLength: 120 },
            { name: 'customerEmail', id: 'request-email', label: 'Customer email *', type: 'email', maxLength: 254 },
          ],
          { kind: 'textarea', name: 'message', id: 'request-message', label: 'Personal note', rows: 3, maxLength: 1000 },
        ]}
      />
    </FormDialog>
  );
}
