import {
  CLIENT_CSV_COLUMNS,
  CSV_IMPORT_MAX_ROWS,
  clientInputSchema,
  type ImportReport,
  type ImportRowResult,
} from '@proclub/contracts/crm';
import { badRequest } from '../../lib/app-error';
import { parseCsv } from '../../lib/csv';
import type { ClientsRepository, ClientWrite } from './clients.repository';
import { toClientWrite } from './clients.service';

/** How many accepted rows the preview lists (problem rows are always all listed). */
const PREVIEW_OK_ROWS = 100;

type Column = (typeof CLIENT_CSV_COLUMNS)[number];

/**
 * CSV import of clients: validates every row with the same schema as the Add Client form, skips emails
 * that repeat within the file or that the seller already has, and inserts the good rows in batches. A bad
 * row is reported and skipped; it never stops the others. dryRun previews without saving.
 */
export class ClientImportService {
  constructor(private readonly clients: ClientsRepository) {}

  async importCsv(workspaceId: string, text: string, dryRun: boolean): Promise<ImportReport> {
    const records = parseCsv(text);
    if (records.length === 0) throw badRequest('file', 'The CSV file is empty');
    const header = records[0].fields.map((name) => name.trim().toLowerCase());
    const index = Object.fromEntries(CLIENT_CSV_COLUMNS.map((column) => [column, header.indexOf(column)])) as Record<
      Column,
      number
    >;
    if (index.name === -1 || index.email === -1)
      throw badRequest('file', 'The first row must be a header with at least the columns name and email');
    const body = records.slice(1);
    if (body.length === 0) throw badRequest('file', 'The CSV file has a header but no rows');
    if (body.length > CSV_IMPORT_MAX_ROWS)
      throw badRequest('file', `A file can have at most ${CSV_IMPORT_MAX_ROWS.toLocaleString('en-US')} rows`);

    const cell = (fields: string[], column: Column) => (index[column] === -1 ? undefined : (fields[index[column]] ?? ''));
    const existing = await this.clients.existingEmails(workspaceId, [
      ...new Set(body.map((record) => (cell(record.fields, 'email') ?? '').trim().toLowerCase()).filter(Boolean)),
    ]);

    const firstLineOf = new Map<string, number>();
    const accepted: ClientWrite[] = [];
    const rows: ImportRowResult[] = [];
    let duplicates = 0;
    let failed = 0;
    let okListed = 0;

    for (const record of body) {
      const name = (cell(record.fields, 'name') ?? '').trim();
      const email = (cell(record.fields, 'email') ?? '').trim();
      if (record.unterminated) {
        failed += 1;
        rows.push({ line: record.line, status: 'error', name, email, errors: [{ field: 'row', message: 'Unclosed quote' }] });
        continue;
      }
      const status = cell(record.fields, 'status')?.trim().toLowerCase();
      const parsed = clientInputSchema.safeParse({
        name,
        email,
        phone: cell(record.fields, 'phone'),
        company: cell(record.fields, 'company'),
        notes: cell(record.fields, 'notes'),
        status: status || undefined,
        tags: (cell(record.fields, 'tags') ?? '')
          .split(';')
          .map((tag) => tag.trim())
          .filter(Boolean),
      });
      if (!parsed.success) {
        failed += 1;
        rows.push({
          line: record.line,
          status: 'error',
          name,
          email,
          errors: parsed.error.issues.map((issue) => ({ field: issue.path.join('.') || 'row', message: issue.message })),
        });
        continue;
      }
      const key = parsed.data.email.toLowerCase();
      const firstLine = firstLineOf.get(key);
      if (firstLine !== undefined || existing.has(key)) {
        duplicates += 1;
        const message = firstLine !== undefined ? `Same email as line ${firstLine}` : 'A client with this email already exists';
        rows.push({ line: record.line, status: 'duplicate', name, email, errors: [{ field: 'email', message }] });
        continue;
      }
      firstLineOf.set(key, record.line);
      accepted.push(toClientWrite(parsed.data));
      if (okListed < PREVIEW_OK_ROWS) {
        okListed += 1;
        rows.push({ line: record.line, status: 'ok', name: parsed.data.name, email: parsed.data.email, errors: [] });
      }
    }

    const imported = dryRun ? 0 : await this.clients.insertMany(workspaceId, accepted);
    return { dryRun, totalRows: body.length, imported: dryRun ? accepted.length : imported, duplicates, failed, rows };
  }
}
