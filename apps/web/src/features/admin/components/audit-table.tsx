import type { AuditEntry } from '@proclub/contracts/admin';
import { format, parseISO } from 'date-fns';
import { ColumnHeadings } from '@/components/ui/column-headings';

/** Audit rows: who, what, target (and the workspace it belongs to), why, when, IP. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full text-sm">
        <caption className="sr-only">Audit log</caption>
        <thead className="bg-muted/50 text-left text-xs uppercase text-muted-foreground">
          <ColumnHeadings labels={['When', 'Who', 'Action', 'Target', 'Why', 'IP']} cellClassName="px-3 py-2" />
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className="border-t border-border align-top">
              <td className="whitespace-nowrap px-3 py-2">{format(parseISO(entry.createdAt), 'PPp')}</td>
              <td className="px-3 py-2">{entry.actor.name ?? entry.actor.id}</td>
              <td className="px-3 py-2 font-mono text-xs">{entry.action}</td>
              <td className="px-3 py-2 text-xs">
                {entry.targetType} <span className="font-mono text-muted-foreground">{entry.targetId.slice(0, 12)}</span>
                {entry.workspace && (
                  <span className="block text-muted-foreground">in {entry.workspace.name ?? entry.workspace.id}</span>
                )}
              </td>
              <td className="px-3 py-2">{entry.reason ?? '—'}</td>
              <td className="px-3 py-2 font-mono text-xs">{entry.ip ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
