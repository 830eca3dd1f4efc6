import { RANK_CSV_COLUMNS, type RankImportReport } from '@proclub/contracts/products';
import { useState } from 'react';
import { DialogActions } from '@/components/form/dialog-actions';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { TitledDialog } from '@/components/ui/titled-dialog';
import { errorMessage } from '@/lib/api-client';
import { countOf } from '@/lib/format';
import { toastFailure, toastSuccess } from '@/lib/toast-action';
import { useImportChecks } from '../../api/use-rank-mutations';

/** Import CSV: preview every row (bad rows listed by line and field), then import the good ones. */
export function ImportChecksDialog({ onClose }: { onClose: () => void }) {
  const importChecks = useImportChecks();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<RankImportReport | null>(null);
  const [fileError, setFileError] = useState<string>();

  const preview = async (chosen: File | null) => {
    setFile(chosen);
    setReport(null);
    setFileError(undefined);
    if (!chosen) return;
    try {
      setReport(await importChecks.mutateAsync({ file: chosen, dryRun: true }));
    } catch (failure) {
      setFileError(errorMessage(failure, 'Failed to read the file'));
    }
  };

  const confirm = async () => {
    if (!file) return;
    try {
      const done = await importChecks.mutateAsync({ file, dryRun: false });
      toastSuccess(`Imported ${countOf(done.imported, 'check')}`);
      onClose();
    } catch (failure) {
      toastFailure(failure, 'Failed to import checks');
    }
  };

  const good = report ? report.totalRows - report.failed : 0;
  const problems = report?.rows.filter((row) => row.status === 'error') ?? [];
  return (
    <TitledDialog
      title="Import Checks"
      description={
        <>
          A CSV with a header row: <code className="text-xs">{RANK_CSV_COLUMNS.join(',')}</code>. The client is a client’s name or
          email; checked_at is a date (YYYY-MM-DD) and may be left out for today.
        </>
      }
      className="max-w-2xl"
      onClose={onClose}
    >
      <FormField id="import-file" label="CSV file" error={fileError}>
        <Input
          id="import-file"
          type="file"
          accept=".csv,text/csv"
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? 'import-file-error' : undefined}
          onChange={(event) => preview(event.target.files?.[0] ?? null)}
        />
      </FormField>
      {importChecks.isPending && !report && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Spinner /> Checking the file…
        </p>
      )}
      {report && (
        <div className="space-y-3" data-testid="import-report">
          <p className="text-sm">
            {countOf(report.totalRows, 'row')}: <strong>{good} ready to import</strong>
            {report.failed > 0 && <>, {report.failed} with problems (skipped)</>}
            {report.newKeywords > 0 && <>; {countOf(report.newKeywords, 'new keyword')} will be tracked</>}.
          </p>
          {problems.length > 0 && (
            <ul
              className="max-h-56 space-y-1 overflow-y-auto rounded-md border border-border p-2 text-sm"
              aria-label="Rows with problems"
            >
              {problems.map((row) => (
                <li key={row.line}>
                  <span className="font-medium">Line {row.line}:</span>{' '}
                  {row.errors.map((issue) => `${issue.field} — ${issue.message}`).join('; ')}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <DialogActions onCancel={onClose} busy={importChecks.isPending} disabled={!report || good === 0} onConfirm={confirm}>
        Import {countOf(good, 'check')}
      </DialogActions>
    </TitledDialog>
  );
}
