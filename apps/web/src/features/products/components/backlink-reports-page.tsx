import { BACKLINK_STATUSES, type Backlink, backlinkInputSchema } from '@proclub/contracts/products';
import { Link2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { titleCase } from '@/lib/utils';
import { useBacklinks, useDeleteBacklink, useSaveBacklink } from '../api/use-backlinks';
import { backlinkStatusColors, scoreBarClass } from '../product-colors';
import { DeleteButton } from './delete-button';
import { EditButton } from './edit-button';
import { clientField, ProductRecordDialog, recordForm, URL_INPUT } from './product-record-dialog';
import { type ProductPage, ProductRecordsPage } from './product-records-page';
import { StatTiles } from './stat-tiles';

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
};

/** What the page says around its records. */
const page: ProductPage = {
  add: 'Add Backlink',
  list: {
    label: 'Backlinks',
    loading: 'Loading backlinks',
    layout: 'rows',
    blockHeight: 'h-16',
    emptyIcon: Link2,
    emptyMessage: 'No backlinks recorded yet. Add links you earned or found for a client’s site.',
  },
};

/** /products/backlink-reports: links to clients' sites, strongest (domain authority 0–100) first. */
export function BacklinkReportsPage() {
  const backlinks = useBacklinks();
  const remove = useDeleteBacklink();
  const live = backlinks.items.filter((link) => link.status === 'live');
  const average = backlinks.items.length
    ? Math.round(backlinks.items.reduce((sum, link) => sum + link.domainAuthority, 0) / backlinks.items.length)
    : 0;
  return (
    <ProductRecordsPage
      product="backlink-reports"
      page={page}
      list={backlinks}
      intro={
        <StatTiles
          stats={[
            ['Backlinks', backlinks.items.length],
            ['Live', live.length],
            ['Avg. authority', average],
          ]}
        />
      }
      dialog={(link, close) => <ProductRecordDialog form={backlinkForm} record={link} onClose={close} />}
    >
      {(link, edit) => (
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
          <EditButton label={`Edit backlink from ${hostOf(link.sourceUrl)}`} onClick={edit} />
          <DeleteButton
            label={`Remove backlink from ${hostOf(link.sourceUrl)}`}
            confirm="Remove this backlink?"
            onDelete={() => remove.mutateAsync(link.id)}
            success="Backlink removed"
            failure="Failed to remove backlink"
          />
        </li>
      )}
    </ProductRecordsPage>
  );
}

const backlinkForm = recordForm<Backlink>()({
  noun: 'Backlink',
  description: 'A page linking to a client’s site and the linking domain’s authority (0–100).',
  schema: backlinkInputSchema,
  blank: { clientId: '', sourceUrl: '', targetUrl: '', anchorText: '', domainAuthority: '', status: 'live' },
  toInput: (values) => ({
    ...values,
    domainAuthority: values.domainAuthority.trim() === '' ? Number.NaN : Number(values.domainAuthority),
    status: values.status as (typeof BACKLINK_STATUSES)[number],
  }),
  fields: (link) => [
    clientField('backlink-client', 'Client *', link),
    { name: 'sourceUrl', id: 'backlink-source', label: 'Linking page *', ...URL_INPUT },
    { name: 'targetUrl', id: 'backlink-target', label: 'Target page *', ...URL_INPUT },
    [
      { name: 'anchorText', id: 'backlink-anchor', label: 'Anchor text', maxLength: 200 },
      { name: 'domainAuthority', id: 'backlink-authority', label: 'Authority *', type: 'number', min: 0, max: 100, step: 1 },
      {
        kind: 'select',
        name: 'status',
        id: 'backlink-status',
        label: 'Status',
        options: BACKLINK_STATUSES,
        optionLabel: titleCase,
      },
    ],
  ],
  useSave: useSaveBacklink,
});
