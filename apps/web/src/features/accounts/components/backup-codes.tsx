import { Copy, Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toastAction } from '@/lib/toast-action';

/** The text saved by Download (and copied by Copy): one code a line, with a line saying what they are. */
export function backupCodesText(codes: readonly string[]): string {
  return ['ProClub backup codes — each works once instead of an authenticator code.', '', ...codes, ''].join('\n');
}

/** Saves the codes as proclub-backup-codes.txt. */
function download(codes: readonly string[]) {
  const url = URL.createObjectURL(new Blob([backupCodesText(codes)], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'proclub-backup-codes.txt';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Backup codes shown once (set-up, or new ones): the list, and Copy / Download so they are kept somewhere safe. */
export function BackupCodes({ codes }: { codes: readonly string[] }) {
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium">Backup codes — each works once. Keep them somewhere safe:</p>
      <ul aria-label="Backup codes" className="grid grid-cols-2 gap-1 font-mono text-sm">
        {codes.map((backup) => (
          <li key={backup}>{backup}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() =>
            toastAction(
              () => navigator.clipboard.writeText(backupCodesText(codes)),
              'Backup codes copied',
              'Could not copy the codes: select and copy them instead.',
            )
          }
        >
          <Copy aria-hidden className="size-4" />
          Copy Codes
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => download(codes)}>
          <Download aria-hidden className="size-4" />
          Download .txt
        </Button>
      </div>
    </div>
  );
}
