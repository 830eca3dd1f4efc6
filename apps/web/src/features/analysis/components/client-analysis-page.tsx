import { ANALYSIS_FAILED, type AnalysisResult } from '@proclub/contracts/analysis';
import { ArrowLeft, Settings2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonClasses } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { toastFailure, toastSuccess } from '@/lib/toast-action';
import { useAnalysis } from '../api/use-analysis';
import { useAnalyzeWebsite } from '../api/use-analyze-website';
import { AnalysisForm, type AnalysisFormValues, competitorsOf } from './analysis-form';
import { AnalysisProgress } from './analysis-progress';
import { AnalysisResults } from './analysis-results';
import { EmailReportDialog } from './email-report-dialog';
import { HistoryList } from './history-list';
import { RoiDefaultsDialog } from './roi-defaults-dialog';

/** What the page offers after a result: a proposal from the chosen recommendations (the proposals feature's dialog). */
export type ProposalDialogSlot = (props: {
  result: AnalysisResult & { id: string };
  productIds: string[];
  onClose: () => void;
}) => ReactNode;

/**
 * /client-analysis: analyze a site with live progress, see priced recommendations, email them, propose them.
 * `proposalDialog` is composed in by the route (app/), so analysis does not import proposals.
 */
export function ClientAnalysisPage({ proposalDialog }: { proposalDialog: ProposalDialogSlot }) {
  const analyze = useAnalyzeWebsite();
  const [openId, setOpenId] = useState<string | null>(null);
  const reopened = useAnalysis(openId);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [emailing, setEmailing] = useState(false);
  const [proposing, setProposing] = useState<string[] | null>(null);
  const [editingDefaults, setEditingDefaults] = useState(false);
  const result: AnalysisResult | undefined = openId ? reopened.data : analyze.data;

  const run = (values: AnalysisFormValues) => {
    setOpenId(null);
    setSelected(new Set());
    analyze.mutate(
      {
        website: values.website,
        googleBusinessProfile: values.googleBusinessProfile,
        ...(values.industry ? { pricing: { industry: values.industry } } : {}),
        ...(values.render ? { render: true } : {}),
        ...(competitorsOf(values).length > 0 ? { competitors: competitorsOf(values) } : {}),
      },
      {
        onSuccess: (done) => {
          const count = done.summary.totalRecommendations;
          toastSuccess(`Found ${count} opportunities!`);
          if (count > 0) {
            toast('Would you like to email this analysis report?', {
              action: { label: 'Send Email', onClick: () => setEmailing(true) },
              duration: 10_000,
            });
          }
        },
        onError: (failure) => toastFailure(failure, { title: ANALYSIS_FAILED, fallback: '' }),
      },
    );
  };

  const open = (id: string) => {
    setOpenId(id);
    setSelected(new Set());
    analyze.reset();
  };

  return (
    <>
      <title>Client Analysis · ProClub</title>
      <main className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Client Analysis</h1>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => setEditingDefaults(true)}>
              <Settings2 className="h-4 w-4" aria-hidden="true" />
              ROI defaults
            </Button>
            <Link to="/dashboard" className={buttonClasses('outline', 'sm')}>
              <ArrowLeft className="h-4 w-4" aria-hidden="true" />
              Back to Dashboard
            </Link>
          </div>
        </div>
        <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
          <div className="min-w-0 space-y-4">
            <AnalysisForm busy={analyze.isPending} onAnalyze={run} />
            {analyze.isPending && <AnalysisProgress progress={analyze.progress} />}
            {analyze.isError && !openId && (
              <div role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
                <p className="font-medium">{ANALYSIS_FAILED}</p>
                <p className="text-muted-foreground">{errorMessage(analyze.error, '')}</p>
              </div>
            )}
          </div>
          <HistoryList activeId={openId ?? result?.id ?? null} onOpen={open} />
        </div>
        {openId && reopened.isPending ? (
          <Skeleton className="h-64 w-full" />
        ) : openId && reopened.isError ? (
          <ErrorState message="Failed to load this analysis" onRetry={() => reopened.refetch()} />
        ) : result ? (
          <AnalysisResults
            result={result}
            selected={selected}
            onSelect={(productId, checked) =>
              setSelected((current) => {
                const next = new Set(current);
                if (checked) next.add(productId);
                else next.delete(productId);
                return next;
              })
            }
            onEmail={() => setEmailing(true)}
            onCreateProposal={setProposing}
            onRepriced={(updated) => {
              if (updated.id) {
                setOpenId(updated.id);
                analyze.reset();
              }
            }}
          />
        ) : null}
      </main>
      {emailing && result && <EmailReportDialog result={result} onClose={() => setEmailing(false)} />}
      {editingDefaults && <RoiDefaultsDialog onClose={() => setEditingDefaults(false)} />}
      {proposing &&
        result?.id &&
        proposalDialog({ result: { ...result, id: result.id }, productIds: proposing, onClose: () => setProposing(null) })}
    </>
  );
}
