import {
  RANK_CSV_COLUMNS,
  RANK_CSV_MAX_ROWS,
  type RankImportReport,
  type RankImportRow,
  rankCheckInputSchema,
  rankKeywordInputSchema,
} from '@proclub/contracts/products';
import { badRequest } from '../../../lib/app-error';
import { parseCsv } from '../../../lib/csv';
import type { ProductClientsRepository } from '../product-clients.repository';
import { keywordKey, type RankTrackerRepository } from './rank-tracker.repository';

type Column = (typeof RANK_CSV_COLUMNS)[number];
const PREVIEW_OK_ROWS = 100;
type FieldError = { field: string; message: string };

/** Matches a CSV `client` cell to one of the seller's clients by email, else by name (both case-insensitive). */
function clientMatcher(clients: { id: string; name: string; email: string }[]) {
  const byEmail = new Map<string, string>();
  const byName = new Map<string, string[]>();
  for (const client of clients) {
    byEmail.set(client.email.trim().toLowerCase(), client.id);
    const name = client.name.trim().toLowerCase();
    byName.set(name, [...(byName.get(name) ?? []), client.id]);
  }
  return (cell: string): { id: string } | { error: string } => {
    const key = cell.trim().toLowerCase();
    if (!key) return { error: 'Client is required (a client’s name or email)' };
    const email = byEmail.get(key);
    if (email) return { id: email };
    const named = byName.get(key) ?? [];
    if (named.length === 1) return { id: named[0] };
    if (named.length > 1) return { error: `${named.length} of your clients are called “${cell.trim()}”; use the client’s email` };
    return { error: `No client of yours is called “${cell.trim().slice(0, 120)}”` };
  };
}

/**
 * CSV import of rank checks: columns client, keyword, location, position and (optional) checked_at, header
 * row first. Each row is checked with the same rules as manual entry; keywords not tracked yet are created.
 * Bad rows are reported by line and field and skipped; dryRun previews without saving.
 */
export class RankImportService {
  constructor(
    private readonly repository: RankTrackerRepository,
    private readonly clients: ProductClientsRepository,
  ) {}

  async importCsv(workspaceId: string, text: string, dryRun: boolean): Promise<RankImportReport> {
    const records = parseCsv(text);
    if (records.length === 0) throw badRequest('file', 'The CSV file is empty');
    const header = records[0].fields.map((name) => name.trim().toLowerCase().replace(/\s+/g, '_'));
    const index = Object.fromEntries(RANK_CSV_COLUMNS.map((column) => [column, header.indexOf(column)])) as Record<
      Column,
      number
    >;
    const missing = (['client', 'keyword', 'location', 'position'] as const).filter((column) => index[column] === -1);
    if (missing.length)
      throw badRequest(
        'file',
        'The first row must be a header with the columns client, keyword, location, position (and optionally checked_at)',
      );
    const body = records.slice(1);
    if (body.length === 0) throw badRequest('file', 'The CSV file has a header but no rows');
    if (body.length > RANK_CSV_MAX_ROWS)
      throw badRequest('file', `A file can have at most ${RANK_CSV_MAX_ROWS.toLocaleString('en-US')} rows`);

    const cell = (fields: string[], column: Column) => (index[column] === -1 ? '' : (fields[index[column]] ?? '').trim());
    const matchClient = clientMatcher(await this.clients.lookup(workspaceId));
    const known = await this.repository.keywordIndex(workspaceId);
    const newKeywords = new Map<string, { key: string; clientId: string; keyword: string; location: string }>();
    const checks: { keywordKey: string; position: number; checkedAt: Date }[] = [];
    const rows: RankImportRow[] = [];
    let okListed = 0;
    const now = new Date();

    for (const record of body) {
      const values = {
        client: cell(record.fields, 'client'),
        keyword: cell(record.fields, 'keyword'),
        location: cell(record.fields, 'location'),
        position: cell(record.fields, 'position'),
      };
      const shown = {
        client: values.client.slice(0, 200),
        keyword: values.keyword.slice(0, 200),
        location: values.location.slice(0, 200),
        position: values.position.slice(0, 20),
      };
      const errors: FieldError[] = [];
      if (record.unterminated) errors.push({ field: 'row', message: 'Unclosed quote' });

      const client = matchClient(values.client);
      if ('error' in client) errors.push({ field: 'client', message: client.error });
      const keyword = rankKeywordInputSchema
        .pick({ keyword: true, location: true })
        .safeParse({ keyword: values.keyword, location: values.location });
      if (!keyword.success)
        for (const issue of keyword.error.issues) errors.push({ field: String(issue.path[0]), message: issue.message });
      // A cell is text: only plain digits are a position ('3.5', '1e2' and '' are refused like in the form).
      const position = rankCheckInputSchema.shape.position.safeParse(
        /^\d{1,4}$/.test(values.position) ? Number(values.position) : Number.NaN,
      );
      if (!position.success) errors.push({ field: 'position', message: position.error.issues[0]?.message ?? 'Invalid position' });
      const checkedAtCell = cell(record.fields, 'checked_at');
      const checkedAt = rankCheckInputSchema.shape.checkedAt.safeParse(checkedAtCell === '' ? undefined : checkedAtCell);
      if (!checkedAt.success) errors.push({ field: 'checked_at', message: checkedAt.error.issues[0]?.message ?? 'Invalid date' });

      if (errors.length || 'error' in client || !keyword.success || !position.success || !checkedAt.success) {
        rows.push({ line: record.line, status: 'error', ...shown, errors });
        continue;
      }
      const key = keywordKey(client.id, keyword.data.keyword, keyword.data.location);
      if (!known.has(key) && !newKeywords.has(key))
        newKeywords.set(key, { key, clientId: client.id, keyword: keyword.data.keyword, location: keyword.data.location });
      checks.push({ keywordKey: key, position: position.data, checkedAt: checkedAt.data ? new Date(checkedAt.data) : now });
      if (okListed < PREVIEW_OK_ROWS) {
        okListed += 1;
        rows.push({ line: record.line, status: 'ok', ...shown, errors: [] });
      }
    }

    if (!dryRun && checks.length > 0) await this.repository.importChecks(workspaceId, [...newKeywords.values()], checks, known);
    return {
      dryRun,
      totalRows: body.length,
      imported: dryRun ? 0 : checks.length,
      failed: body.length - checks.length,
      newKeywords: newKeywords.size,
      rows,
    };
  }
}
