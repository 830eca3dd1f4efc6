import { CLIENT_CSV_COLUMNS } from '@proclub/contracts/crm';
import { csvLine } from '../../lib/csv';
import type { ClientRow } from './clients.repository';

/** The export: a BOM (so spreadsheets read UTF-8), the header row the importer expects, CRLF line ends. */
export function toClientsCsv(rows: ClientRow[]): string {
  const lines = [csvLine([...CLIENT_CSV_COLUMNS])];
  for (const row of rows)
    lines.push(csvLine([row.name, row.email, row.phone, row.company, row.notes, row.status, row.tags.join('; ')]));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
