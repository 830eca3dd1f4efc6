import { strToU8, zipSync } from 'fflate';
import type { Dataset, PersonalDataSet } from '../../lib/personal-data.repository';

function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);
  // Quote every cell that needs it; a leading = + - @ is prefixed so spreadsheet apps do not run it as a formula.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: Dataset): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return [columns.join(','), ...rows.map((row) => columns.map((column) => csvCell(row[column])).join(','))].join('\r\n');
}

/**
 * The export job: reads each dataset, reports progress after each, and returns a zip of `data.json` (everything)
 * plus one CSV per dataset. Shaped as a job (input → progress callbacks → result) so it runs on the job engine.
 */
export async function buildExportArchive(
  datasets: PersonalDataSet[],
  userId: string,
  progress: (percent: number) => Promise<void>,
): Promise<Buffer> {
  const all: Record<string, Dataset> = {};
  const files: Record<string, Uint8Array> = {};
  for (const [index, { name, read }] of datasets.entries()) {
    const rows = await read(userId);
    all[name] = rows;
    files[`${name}.csv`] = strToU8(toCsv(rows));
    await progress(Math.round(((index + 1) / datasets.length) * 90));
  }
  files['data.json'] = strToU8(JSON.stringify({ exportedAt: new Date().toISOString(), ...all }, null, 2));
  files['README.txt'] = strToU8(
    'Your ProClub data: data.json holds everything; each CSV holds one part (profile, account, services, reviews, orders, payments, deliveries and revisions, disputes and their messages, memberships, CRM, messages, notifications, reports).\n',
  );
  return Buffer.from(zipSync(files, { level: 6 }));
}
