import { BACKLINK_STATUSES, type Backlink, backlinkInputSchema } from '@proclub/contracts/products';
import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { FormInput, FormSelect } from '@/components/form/form-controls';
import { FormDialog } from '@/components/form/form-dialog';
import { saveForm, useZodForm } from '@/components/form/zod-form';
import { AddButton } from '@/components/ui/add-button';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { RecordList } from '@/components/ui/record-list';
import { titleCase } from '@/lib/utils';
import { useBacklinks, useDeleteBacklink, useSaveBacklink } from '../api/use-backlinks';
import { backlinkStatusColors, scoreBarClass } from '../product-colors';
import { ClientSelectField } from './client-select-field';
import { DeleteButton } from './delete-button';
import { EditButton } from './edit-button';
import { ProductShell } from './product-shell';
import { StatTiles } from './stat-tiles';

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
};

/** /products/backlink-reports: links to clients' sites, strongest (domain authority 0–100) first. */
export function BacklinkReportsPage() {
  const backlinks = useBacklinks();
  const remove = useDeleteBacklink();
  // The record whose dialog is open: 'new' for Add Backlink.
  const [editing, setEditing] = useState<Backlink | 'new' | null>(null);
  const live = backlinks.items.filter((link) => link.status === 'live');
  const average = backlinks.items.length
    ? Math.round(backlinks.items.reduce((sum, link) => sum + link.domainAuthority, 0) / backlinks.items.length)
    : 0;
  return (
    <ProductShell product="backlink-reports" actions={<AddButton onClick={() => setEditing('new')}>Add Backlink</AddButton>}>
      <StatTiles
        stats={[
          ['Backlinks', backlinks.items.length],
          ['Live', live.length],
          ['Avg. authority', average],
        ]}
      />
      <RecordList
        list={backlinks}
        label="Backlinks"
        className="divide-y divide-border rounded-lg border border-border bg-card"
        loading={{ label: 'Loading backlinks', className: 'space-y-2', count: 2, blockClassName: 'h-16' }}
        empty={
          <EmptyState icon={Link2} message="No backlinks recorded yet. Add links you earned or found for a client’s site." />
        }
      >
        {(link) => (
          <li key={link.id} className="flex flex-wrap items-center gap-4 px-4 py-3" data-testid="backlink-row">
            <div className="w-24 shrink-0">
              <p className="text-xs text-muted-foreground">Authority</p>
              <p className="font-bold tabular-nums">{link.domainAuthority}</p>
              <div className="mt-1 h-1.5 rounded-full bg-muted" aria-hidden="true">
                <div
                  className={`h-1.5 rounded-full ${scoreBarClass(link.domainAuthority)}`}
                  style={{ width: `${link.domainAuthority}%` }}
                />
              </div>
            </div>
            <div className="min-w-0 flex-1">
              <p className="break-all font-medium">
                <a href={link.sourceUrl} target="_blank" rel="noopener noreferrer" className="hover:underline">
                  {hostOf(link.sourceUrl)}
                </a>
              </p>
              <p className="break-all text-sm text-muted-foreground">
                {link.anchorText ? `“${link.anchorText}” → ` : '→ '}
                {link.targetUrl} · {link.clientName}
              </p>
            </div>
            <Badge variant="plain" className={backlinkStatusColors[link.status]}>
              {titleCase(link.status)}
            </Badge>
            <EditButton label={`Edit backlink from ${hostOf(link.sourceUrl)}`} onClick={() => setEditing(link)} />
            <DeleteButton
              label={`Remove backlink from ${hostOf(link.sourceUrl)}`}
              confirm="Remove this backlink?"
              onDelete={() => remove.mutateAsync(link.id)}
              success="Backlink removed"
              failure="Failed to remove backlink"
            />
          </li>
        )}
      </RecordList>
      {editing && <BacklinkDialog link={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </ProductShell>
  );
}

function BacklinkDialog({ link, onClose }: { link?: Backlink; onClose: () => void }) {
  const save = useSaveBacklink();
  const form = useZodForm(
    backlinkInputSchema,
    {
      clientId: link?.clientId ?? '',
      sourceUrl: link?.sourceUrl ?? '',
      targetUrl: link?.targetUrl ?? '',
      anchorText: link?.anchorText ?? '',
      domainAuthority: link ? String(link.domainAuthority) : '',
      status: link?.status ?? 'live',
    },
    (values) => ({
      ...values,
      domainAuthority: values.domainAuthority.trim() === '' ? Number.NaN : Number(values.domainAuthority),
      status: values.status as (typeof BACKLINK_STATUSES)[number],
    }),
  );
  return (
    <FormDialog
      title={link ? 'Edit Backlink' : 'Add Backlink'}
      description="A page linking to a client’s site and the linking domain’s authority (0–100)."
      submitLabel={link ? 'Save Backlink' : 'Add Backlink'}
      onClose={onClose}
      onSubmit={() =>
        saveForm(form, (input) => save.mutateAsync({ id: link?.id, input }), {
          success: link ? 'Backlink updated' : 'Backlink added',
          failure: link ? 'Failed to save backlink' : 'Failed to add backlink',
        })
      }
    >
      <ClientSelectField
        form={form}
        name="clientId"
        id="backlink-client"
        label="Client *"
        initial={link ? { id: link.clientId, label: link.clientName } : null}
      />
      <FormInput
        form={form}
        name="sourceUrl"
        id="backlink-source"
        label="Linking page *"
        type="url"
        placeholder="https://"
        maxLength={500}
      />
      <FormInput
        form={form}
        name="targetUrl"
        id="backlink-target"
        label="Target page *"
        type="url"
        placeholder="https://"
        maxLength={500}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormInput form={form} name="anchorText" id="backlink-anchor" label="Anchor text" maxLength={200} />
        <FormInput
          form={form}
          name="domainAuthority"
          id="backlink-authority"
          label="Authority *"
          type="number"
          min={0}
          max={100}
          step={1}
        />
        <FormSelect
          form={form}
          name="status"
          id="backlink-status"
          label="Status"
          options={BACKLINK_STATUSES}
          optionLabel={titleCase}
        />
      </div>
    </FormDialog>
  );
}
