import type { ImportReport } from '@proclub/contracts/crm';
import { FileUp } from 'lucide-react';
import { useId, useState } from 'react';
import { DialogActions } from '@/components/form/dialog-actions';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { countOf } from '@/lib/format';
import { toastFailure, toastSuccess } from '@/lib/toast-action';
import { useImportClients } from '../api/use-import-clients';
import { AddOnRequired, isAddOnRequired } from './add-on-required';
import { ImportPreview } from './import-preview';

/**
 * CSV import in two steps: choosing a file previews it (nothing saved: per-row errors, duplicates by email),
 * then 'Import' saves the good rows. Bad rows never stop the good ones.
 */
export function ClientImportDialog({ onClose }: { onClose: () => void }) {
  const importClients = useImportClients();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportReport | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    setFailure(null);
    if (!chosen) return;
    importClients.mutate({ file: chosen, dryRun: true }, { onSuccess: setPreview, onError: setFailure });
  };

  const confirm = () => {
    if (!file) return;
    importClients.mutate(
      { file, dryRun: false },
      {
        onSuccess: (report) => {
          const skipped = report.duplicates + report.failed;
          toastSuccess(`Imported ${countOf(report.imported, 'client')}${skipped ? ` (${skipped} skipped)` : ''}`);
          onClose();
        },
        onError: (error) => toastFailure(error, 'Failed to import clients'),
      },
    );
  };

  const busy = importClients.isPending;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Import Clients from CSV</DialogTitle>
          <DialogDescription>
            The first row must name the columns: name and email (required), and optionally phone, company, notes, status and tags
            (separated by semicolons). Rows whose email you already have, or that repeat in the file, are skipped.
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-2">
          <Label htmlFor={inputId}>CSV file</Label>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            className="block w-full rounded-md border border-input bg-background text-sm file:mr-3 file:border-0 file:bg-secondary file:px-3 file:py-2 file:text-secondary-foreground"
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
            disabled={busy}
          />
        </div>
        {busy && !preview && (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> Checking the file…
          </p>
        )}
        {failure !== null &&
          (isAddOnRequired(failure) ? (
            <AddOnRequired feature="CSV client import" />
          ) : (
            <ErrorState message={errorMessage(failure, 'Failed to read the CSV file')} />
          ))}
        {!file && failure === null && (
          <div className="flex items-center gap-3 rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
            <FileUp className="h-5 w-5 shrink-0" aria-hidden="true" />
            Tip: Export CSV gives you a file in exactly this format.
          </div>
        )}
        {preview && <ImportPreview report={preview} />}
        <DialogActions onCancel={onClose} busy={busy} disabled={!preview || preview.imported === 0} onConfirm={confirm}>
          {preview ? `Import ${countOf(preview.imported, 'client')}` : 'Import'}
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
