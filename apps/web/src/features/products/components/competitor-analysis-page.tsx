import { type Competitor, competitorInputSchema, type SiteSnapshot } from '@proclub/contracts/products';
import { Swords } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { FormInput } from '@/components/form/form-controls';
import { FormDialog } from '@/components/form/form-dialog';
import { saveForm, useZodForm } from '@/components/form/zod-form';
import { AddButton } from '@/components/ui/add-button';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { RecordList } from '@/components/ui/record-list';
import { errorMessage } from '@/lib/api-client';
import { formatMoment } from '@/lib/format';
import { useAnalyzeCompetitor, useCompetitors, useDeleteCompetitor, useSaveCompetitor } from '../api/use-competitors';
import { scoreBarClass, scoreClass } from '../product-colors';
import { ClientSelectField } from './client-select-field';
import { DeleteButton } from './delete-button';
import { EditButton } from './edit-button';
import { ProductShell } from './product-shell';

/** /products/competitor-analysis: competitors per client, analysed side by side with the client's own site. */
export function CompetitorAnalysisPage() {
  const competitors = useCompetitors();
  // The record whose dialog is open: 'new' for Add Competitor.
  const [editing, setEditing] = useState<Competitor | 'new' | null>(null);
  return (
    <ProductShell product="competitor-analysis" actions={<AddButton onClick={() => setEditing('new')}>Add Competitor</AddButton>}>
      <RecordList
        list={competitors}
        label="Competitors"
        className="space-y-4"
        loading={{ label: 'Loading competitors', className: 'space-y-4', count: 2, blockClassName: 'h-48' }}
        empty={
          <EmptyState icon={Swords} message="No competitors yet. Add one for a client and compare both websites side by side.">
            <Button size="sm" onClick={() => setEditing('new')}>
              Add Competitor
            </Button>
          </EmptyState>
        }
      >
        {(competitor) => (
          <li key={competitor.id}>
            <CompetitorCard competitor={competitor} onEdit={() => setEditing(competitor)} />
          </li>
        )}
      </RecordList>
      {editing && <CompetitorDialog competitor={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </ProductShell>
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
      else toast.success('Analysis complete');
    } catch (failure) {
      toast.error(errorMessage(failure, 'Failed to analyze website. Please check the URL and try again.'));
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

function CompetitorDialog({ competitor, onClose }: { competitor?: Competitor; onClose: () => void }) {
  const save = useSaveCompetitor();
  const form = useZodForm(competitorInputSchema, {
    clientId: competitor?.clientId ?? '',
    clientWebsite: competitor?.clientWebsite ?? '',
    name: competitor?.name ?? '',
    website: competitor?.website ?? '',
  });
  return (
    <FormDialog
      title={competitor ? 'Edit Competitor' : 'Add Competitor'}
      description={
        competitor
          ? 'A changed website clears the last comparison; analyze again to compare the new sites.'
          : 'Both websites are analyzed with the same checks as Client Analysis.'
      }
      submitLabel={competitor ? 'Save Competitor' : 'Add Competitor'}
      onClose={onClose}
      onSubmit={() =>
        saveForm(form, (input) => save.mutateAsync({ id: competitor?.id, input }), {
          success: competitor ? 'Competitor updated' : 'Competitor added',
          failure: competitor ? 'Failed to save competitor' : 'Failed to add competitor',
        })
      }
    >
      <ClientSelectField
        form={form}
        name="clientId"
        id="competitor-client"
        label="Client *"
        initial={competitor ? { id: competitor.clientId, label: competitor.clientName } : null}
      />
      <FormInput
        form={form}
        name="clientWebsite"
        id="competitor-client-site"
        label="Client’s website *"
        placeholder="clientsite.com"
        maxLength={500}
      />
      <FormInput form={form} name="name" id="competitor-name" label="Competitor name *" maxLength={120} />
      <FormInput
        form={form}
        name="website"
        id="competitor-site"
        label="Competitor’s website *"
        placeholder="competitor.com"
        maxLength={500}
      />
    </FormDialog>
  );
}
