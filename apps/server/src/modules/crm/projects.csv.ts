import { PROJECT_CSV_COLUMNS } from '@proclub/contracts/crm';
import { csvLine } from '../../lib/csv';
import type { ProjectRow } from './projects.repository';

/** A selection of projects as a spreadsheet opens it (BOM, CRLF), one row each, in the list's order. */
export function toProjectsCsv(rows: ProjectRow[]): string {
  const lines = [csvLine([...PROJECT_CSV_COLUMNS])];
  for (const row of rows)
    lines.push(
      csvLine([
        row.title,
        row.clientName,
        row.clientEmail,
        row.status,
        row.budget === null ? null : String(row.budget),
        row.deadline,
        row.assigneeName,
        row.createdAt.toISOString().slice(0, 10),
      ]),
    );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
