import { CITATION_STATUSES, type Citation, type CitationStatus, citationInputSchema } from '@proclub/contracts/products';
import { ExternalLink, MapPinned } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { FormInput, FormSelect } from '@/components/form/form-controls';
import { FormDialog } from '@/components/form/form-dialog';
import { saveForm, useZodForm } from '@/components/form/zod-form';
import { AddButton } from '@/components/ui/add-button';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { NativeSelect } from '@/components/ui/input';
import { RecordList } from '@/components/ui/record-list';
import { errorMessage } from '@/lib/api-client';
import { useAddCitation, useCitations, useDeleteCitation, useSetCitationStatus } from '../api/use-citations';
import { citationStatusColors, citationStatusLabels } from '../product-colors';
import { ClientSelectField } from './client-select-field';
import { DeleteButton } from './delete-button';
import { ProductShell } from './product-shell';
import { StatTiles } from './stat-tiles';

/** /products/citation-builder: directory listings per client with status verified, pending or error. */
export function CitationBuilderPage() {
  const citations = useCitations();
  const [adding, setAdding] = useState(false);
  const counts = Object.fromEntries(
    CITATION_STATUSES.map((status) => [status, citations.items.filter((citation) => citation.status === status).length]),
  ) as Record<CitationStatus, number>;
  return (
    <ProductShell product="citation-builder" actions={<AddButton onClick={() => setAdding(true)}>Add Citation</AddButton>}>
      <StatTiles stats={CITATION_STATUSES.map((status) => [citationStatusLabels[status], counts[status]] as const)} />
      <RecordList
        list={citations}
        label="Citations"
        className="divide-y divide-border rounded-lg border border-border bg-card"
        loading={{ label: 'Loading citations', className: 'space-y-2', count: 2, blockClassName: 'h-16' }}
        empty={
          <EmptyState icon={MapPinned} message="No citations yet. Add the directories where a client is (or should be) listed." />
        }
      >
        {(citation) => <CitationRow key={citation.id} citation={citation} />}
      </RecordList>
      {adding && <AddCitationDialog onClose={() => setAdding(false)} />}
    </ProductShell>
  );
}

function CitationRow({ citation }: { citation: Citation }) {
  const setStatus = useSetCitationStatus();
  const remove = useDeleteCitation();
  const change = async (status: CitationStatus) => {
    try {
      await setStatus.mutateAsync({ id: citation.id, status });
      toast.success(`${citation.directory}: ${citationStatusLabels[status]}`);
    } catch (failure) {
      toast.error(errorMessage(failure, 'Failed to update citation'));
    }
  };
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

function AddCitationDialog({ onClose }: { onClose: () => void }) {
  const add = useAddCitation();
  const form = useZodForm(
    citationInputSchema,
    { clientId: '', directory: '', listingUrl: '', status: 'pending', note: '' },
    (values) => ({ ...values, status: values.status as CitationStatus }),
  );
  return (
    <FormDialog
      title="Add Citation"
      description="A directory listing for a client and where it stands."
      submitLabel="Add Citation"
      onClose={onClose}
      onSubmit={() =>
        saveForm(form, (data) => add.mutateAsync(data), {
          success: 'Citation added',
          failure: 'Failed to add citation',
        })
      }
    >
      <ClientSelectField form={form} name="clientId" id="citation-client" label="Client *" />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormInput form={form} name="directory" id="citation-directory" label="Directory *" placeholder="Yelp" maxLength={120} />
        <FormSelect
          form={form}
          name="status"
          id="citation-status"
          label="Status"
          options={CITATION_STATUSES}
          optionLabel={(status) => citationStatusLabels[status]}
        />
      </div>
      <FormInput
        form={form}
        name="listingUrl"
        id="citation-url"
        label="Listing URL"
        type="url"
        placeholder="https://"
        maxLength={500}
      />
      <FormInput form={form} name="note" id="citation-note" label="Note" maxLength={500} />
    </FormDialog>
  );
}
