import { PublicNotFound, PublicShell } from '@/components/layout/public-shell';
import { QueryStatus } from '@/components/ui/query-status';
import { isNotFoundError } from '@/lib/api-client';
import { formatDay } from '@/lib/format';
import { useViewBeacon } from '@/lib/use-view-beacon';
import { usePublicReport } from '../api/use-public-report';
import { ReportContentView } from './report-content';

/** /report/:token: the client's proof report as sent (its first rendering tells the seller it was viewed). */
export function PublicReportPage({ token }: { token: string }) {
  const report = usePublicReport(token);
  useViewBeacon(`/api/public/reports/${encodeURIComponent(token)}/view`, report.isSuccess);
  if (isNotFoundError(report.error)) return <PublicNotFound what="Report" />;
  if (!report.isSuccess) {
    return (
      <PublicShell brand={null} title="Report">
        <QueryStatus query={report} what="report" placeholders={['h-20', 'h-64']} />
      </PublicShell>
    );
  }
  const data = report.data;
  return (
    <PublicShell brand={data.brand} title={data.title}>
      <section className="space-y-2 rounded-lg border border-border bg-card p-4 sm:p-6">
        <p className="text-sm text-muted-foreground">Prepared for {data.clientName}</p>
        <title>{`${data.title} · ProClub`}</title>
        <h1 className="break-words text-2xl font-bold tracking-tight sm:text-3xl">{data.title}</h1>
        <p className="text-sm">
          {formatDay(data.periodStart)} – {formatDay(data.periodEnd)}
        </p>
        {data.summary && (
          <div className="pt-2">
            <h2 className="text-sm font-semibold">Executive Summary</h2>
            <p className="whitespace-pre-line break-words text-sm">{data.summary}</p>
          </div>
        )}
        {data.pdfUrl && (
          <a className="inline-block text-sm font-medium text-primary underline" href={data.pdfUrl} download>
            Download PDF
          </a>
        )}
      </section>
      <ReportContentView content={data.content} />
    </PublicShell>
  );
}
