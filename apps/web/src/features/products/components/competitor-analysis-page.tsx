import { type Competitor, competitorInputSchema, type SiteSnapshot } from '@proclub/contracts/products';
import { Swords } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { formatMoment } from '@/lib/format';
import { toastFailure, toastSuccess } from '@/lib/toast-action';
import { useAnalyzeCompetitor, useCompetitors, useDeleteCompetitor, useSaveCompetitor } from '../api/use-competitors';
import { scoreBarClass, scoreClass } from '../product-colors';
import { DeleteButton } from './delete-button';
import { EditButton } from './edit-button';
import { clientField, ProductRecordDialog, recordForm } from './product-record-dialog';
import { type ProductPage, ProductRecordsPage } from './product-records-page';

/** What the page says around its records. */
const page: ProductPage = {
  add: 'Add Competitor',
  list: {
    label: 'Competitors',
    loading: 'Loading competitors',
    layout: 'stack-4',
    blockHeight: 'h-48',
    emptyIcon: Swords,
    emptyMessage: 'No competitors yet. Add one for a client and compare both websites side by side.',
    emptyAction: 'Add Competitor',
  },
};

/** /products/competitor-analysis: competitors per client, analysed side by side with the client's own site. */
export function CompetitorAnalysisPage() {
  const competitors = useCompetitors();
  return (
    <ProductRecordsPage
      product="competitor-analysis"
      page={page}
      list={competitors}
      dialog={(competitor, close) => <ProductRecordDialog form={competitorForm} record={competitor} onClose={close} />}
    >
      {(competitor, edit) => (
        <li key={competitor.id}>
          <CompetitorCard competitor={competitor} onEdit={edit} />
        </li>
      )}
    </ProductRecordsPage>
  );
}

function CompetitorCard({ competitor, onEdit }: { competitor: Competitor; onEdit: () => void }) {
  const analyze = useAnalyzeCompetitor();
  const remove = useDeleteCompetitor();
  const busy = analyze.isPending;
  const run = async () => {
    try {
      const result = await analyze.mutateAsync(competitor.id);
      const failed = [result.comparison?.client, result.comparison?.competitor].filter((site) => site?.error).length;
      if (failed) toast.warning(`Analysis finished, but ${failed === 2 ? 'neither site' : 'one site'} could be read`);
      else toastSuccess('Analysis complete');
    } catch (failure) {
      toastFailure(failure, 'Failed to analyze website. Please check the URL and try again.');
    }
  };
  const comparison = competitor.comparison;
  return (
    <article className="space-y-4 rounded-lg border border-border bg-card p-5 shadow-sm" data-testid="competitor-card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="break-words font-semibold">{competitor.name}</h2>
          <p className="break-all text-sm text-muted-foreground">
            {competitor.website} · for {competitor.clientName}
          </p>
        </div>
        <div className="flex gap-2">
          <Button size="sm" onClick={run} busy={busy} aria-label={`Analyze: ${competitor.name}`}>
            {busy ? 'Analyzing Websites...' : comparison ? 'Analyze Again' : 'Analyze'}
          </Button>
          <EditButton label={`Edit competitor: ${competitor.name}`} onClick={onEdit} />
          <DeleteButton
            label={`Remove competitor: ${competitor.name}`}
            confirm={`Remove ${competitor.name}?`}
            onDelete={() => remove.mutateAsync(competitor.id)}
            success="Competitor removed"
            failure="Failed to remove competitor"
          />
        </div>
      </div>
      {comparison ? (
        <>
          <div className="grid gap-4 md:grid-cols-2">
            <SiteColumn title={`${competitor.clientName} (your client)`} site={comparison.client} />
            <SiteColumn title={competitor.name} site={comparison.competitor} />
          </div>
          <p className="text-xs text-muted-foreground">Analyzed {formatMoment(comparison.analyzedAt)}</p>
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          Not analyzed yet. Analyze compares {competitor.clientWebsite} with {competitor.website}.
        </p>
      )}
    </article>
  );
}

function SiteColumn({ title, site }: { title: string; site: SiteSnapshot }) {
  return (
    <section className="space-y-3 rounded-md border border-border p-4" aria-label={title}>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="break-words text-sm font-semibold">{title}</h3>
          <p className="break-all text-xs text-muted-foreground">{site.url}</p>
        </div>
        {site.overallScore !== null && (
          <p className={`shrink-0 text-2xl font-bold tabular-nums ${scoreClass(site.overallScore)}`}>
            {site.overallScore}
            <span className="text-sm font-normal text-muted-foreground">/100</span>
          </p>
        )}
      </div>
      {site.error ? (
        <p className="text-sm text-destructive" role="note">
          {site.error}
        </p>
      ) : (
        <>
          <ul className="space-y-2" aria-label={`${title} scores by area`}>
            {site.groups.map((group) => (
              <li key={group.group} className="text-sm">
                <div className="flex justify-between gap-2">
                  <span>{group.label}</span>
                  <span className="font-medium tabular-nums">{group.score}</span>
                </div>
                <div className="mt-1 h-1.5 rounded-full bg-muted" aria-hidden="true">
                  <div className={`h-1.5 rounded-full ${scoreBarClass(group.score)}`} style={{ width: `${group.score}%` }} />
                </div>
              </li>
            ))}
          </ul>
          <p className="text-xs text-muted-foreground">
            {site.failedChecks} failed checks{site.responseTimeMs !== null && <> · responded in {site.responseTimeMs} ms</>}
          </p>
        </>
      )}
    </section>
  );
}

const competitorForm = recordForm<Competitor>()({
  noun: 'Competitor',
  description: (competitor) =>
    competitor
      ? 'A changed website clears the last comparison; analyze again to compare the new sites.'
      : 'Both websites are analyzed with the same checks as Client Analysis.',
  schema: competitorInputSchema,
  blank: { clientId: '', clientWebsite: '', name: '', website: '' },
  fields: (competitor) => [
    clientField('competitor-client', 'Client *', competitor),
    {
      name: 'clientWebsite',
      id: 'competitor-client-site',
      label: 'Client’s website *',
      placeholder: 'clientsite.com',
      maxLength: 500,
    },
    { name: 'name', id: 'competitor-name', label: 'Competitor name *', maxLength: 120 },
    { name: 'website', id: 'competitor-site', label: 'Competitor’s website *', placeholder: 'competitor.com', maxLength: 500 },
  ],
  useSave: useSaveCompetitor,
});
