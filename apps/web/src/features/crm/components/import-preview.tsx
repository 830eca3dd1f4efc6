import type { ImportReport } from '@proclub/contracts/crm';
import { Badge } from '@/components/ui/badge';
import { ColumnHeadings } from '@/components/ui/column-headings';
import { cn } from '@/lib/utils';

const rowStatus = {
  ok: { label: 'Ready', className: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200' },
  duplicate: { label: 'Duplicate', className: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200' },
  error: { label: 'Error', className: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200' },
} as const;

/** The preview of a CSV file: counts, then problem rows first and a sample of the rows that will import. */
export function ImportPreview({ report }: { report: ImportReport }) {
  const rows = [...report.rows].sort((a, b) => Number(a.status === 'ok') - Number(b.status === 'ok') || a.line - b.line);
  return (
    <div className="space-y-3" data-testid="import-preview">
      <p className="text-sm" aria-live="polite">
        <strong>{report.totalRows}</strong> row{report.totalRows === 1 ? '' : 's'}: <strong>{report.imported}</strong> to import,{' '}
        <strong>{report.duplicates}</strong> duplicate{report.duplicates === 1 ? '' : 's'}, <strong>{report.failed}</strong> with
        errors.
      </p>
      <div className="max-h-72 overflow-auto rounded-md border border-border">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Rows of the file</caption>
          <thead className="sticky top-0 bg-muted text-xs uppercase text-muted-foreground">
            <ColumnHeadings labels={['Line', 'Client', 'Result']} cellClassName="px-3 py-2" />
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.line} className="border-t border-border align-top">
                <td className="px-3 py-2 tabular-nums">{row.line}</td>
                <td className="max-w-56 px-3 py-2">
                  <div className="truncate font-medium">{row.name || '—'}</div>
                  <div className="truncate text-xs text-muted-foreground">{row.email || '—'}</div>
                </td>
                <td className="px-3 py-2">
                  <Badge variant="plain" className={cn(rowStatus[row.status].className)}>
                    {rowStatus[row.status].label}
                  </Badge>
                  {row.errors.map((issue) => (
                    <div key={`${issue.field}-${issue.message}`} className="mt-1 text-xs text-muted-foreground">
                      {issue.field !== 'row' && <span className="font-medium">{issue.field}: </span>}
                      {issue.message}
                    </div>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
