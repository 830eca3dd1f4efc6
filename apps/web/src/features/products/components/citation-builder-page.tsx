import { CITATION_STATUSES, type Citation, type CitationStatus, citationInputSchema } from '@proclub/contracts/products';
import { ExternalLink, MapPinned } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { NativeSelect } from '@/components/ui/input';
import { toastAction } from '@/lib/toast-action';
import { useAddCitation, useCitations, useDeleteCitation, useSetCitationStatus } from '../api/use-citations';
import { citationStatusColors, citationStatusLabels } from '../product-colors';
import { DeleteButton } from './delete-button';
import { clientField, ProductRecordDialog, recordForm, URL_INPUT } from './product-record-dialog';
import { type ProductPage, ProductRecordsPage } from './product-records-page';
import { StatTiles } from './stat-tiles';

/** What the page says around its records. */
const page: ProductPage = {
  add: 'Add Citation',
  list: {
    label: 'Citations',
    loading: 'Loading citations',
    layout: 'rows',
    blockHeight: 'h-16',
    emptyIcon: MapPinned,
    emptyMessage: 'No citations yet. Add the directories where a client is (or should be) listed.',
  },
};

/** /products/citation-builder: directory listings per client with status verified, pending or error. */
export function CitationBuilderPage() {
  const citations = useCitations();
  const counts = Object.fromEntries(
    CITATION_STATUSES.map((status) => [status, citations.items.filter((citation) => citation.status === status).length]),
  ) as Record<CitationStatus, number>;
  return (
    <ProductRecordsPage
      product="citation-builder"
      page={page}
      list={citations}
      intro={<StatTiles stats={CITATION_STATUSES.map((status) => [citationStatusLabels[status], counts[status]] as const)} />}
      dialog={(_, close) => <ProductRecordDialog form={citationForm} onClose={close} />}
    >
      {(citation) => <CitationRow key={citation.id} citation={citation} />}
    </ProductRecordsPage>
  );
}

function CitationRow({ citation }: { citation: Citation }) {
  const setStatus = useSetCitationStatus();
  const remove = useDeleteCitation();
  const change = (status: CitationStatus) =>
    toastAction(
      () => setStatus.mutateAsync({ id: citation.id, status }),
      `${citation.directory}: ${citationStatusLabels[status]}`,
      'Failed to update citation',
    );
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3" data-testid="citation-row">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{citation.directory}</span>
          <Badge variant="plain" className={citationStatusColors[citation.status]}>
            {citationStatusLabels[citation.status]}
          </Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          {citation.clientName}
          {citation.note && <> · {citation.note}</>}
        </p>
      </div>
      <div className="flex items-center gap-2">
        {citation.listingUrl && (
          <a
            href={citation.listingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
            aria-label={`Open listing: ${citation.directory}`}
          >
            Listing
            <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
          </a>
        )}
        <NativeSelect
          className="h-9 w-32"
          value={citation.status}
          onChange={(event) => change(event.target.value as CitationStatus)}
          aria-label={`Status of ${citation.directory} for ${citation.clientName}`}
        >
          {CITATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {citationStatusLabels[status]}
            </option>
          ))}
        </NativeSelect>
        <DeleteButton
          label={`Remove citation: ${citation.directory}`}
          confirm={`Remove the ${citation.directory} citation?`}
          onDelete={() => remove.mutateAsync(citation.id)}
          success="Citation removed"
          failure="Failed to remove citation"
        />
      </div>
    </li>
  );
}

/** Add Citation (a citation is not edited: its status changes in its row). */
const citationForm = recordForm<Citation>()({
  noun: 'Citation',
  description: 'A directory listing for a client and where it stands.',
  schema: citationInputSchema,
  blank: { clientId: '', directory: '', listingUrl: '', status: 'pending', note: '' },
  toInput: (values) => ({ ...values, status: values.status as CitationStatus }),
  fields: () => [
    clientField('citation-client', 'Client *'),
    [
      { name: 'directory', id: 'citation-directory', label: 'Directory *', placeholder: 'Yelp', maxLength: 120 },
      {
        kind: 'select',
        name: 'status',
        id: 'citation-status',
        label: 'Status',
        options: CITATION_STATUSES,
        optionLabel: citationStatusLabels,
      },
    ],
    { name: 'listingUrl', id: 'citation-url', label: 'Listing URL', ...URL_INPUT },
    { name: 'note', id: 'citation-note', label: 'Note', maxLength: 500 },
  ],
  useSave: useAddCitation,
});
