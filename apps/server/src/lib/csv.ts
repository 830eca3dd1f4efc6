/** One CSV record and the physical line it starts on (1-based), for per-row error messages. */
export interface CsvRecord {
  line: number;
  fields: string[];
  /** The record ran to the end of the file inside an open quote. */
  unterminated?: boolean;
}

/**
 * RFC 4180 CSV: comma-separated, fields optionally in double quotes ("" is a literal quote), commas and
 * line breaks allowed inside quotes, CRLF / LF / CR line endings, an optional UTF-8 byte-order mark.
 * Blank lines are skipped. A quote that appears mid-field is kept literally (lenient, like spreadsheets).
 */
export function parseCsv(input: string): CsvRecord[] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  const length = text.length;
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let i = 0;

  const endRecord = () => {
    fields.push(field);
    if (!(fields.length === 1 && fields[0] === '')) records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };

  while (i < length) {
    const char = text[i];
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
        } else {
          quoted = false;
          i += 1;
        }
        continue;
      }
      // Copy the run up to the next quote in one go (fast path for long quoted notes).
      const next = text.indexOf('"', i);
      const chunk = next === -1 ? text.slice(i) : text.slice(i, next);
      for (let j = 0; j < chunk.length; j++) {
        if (chunk[j] === '\n' || (chunk[j] === '\r' && chunk[j + 1] !== '\n')) line += 1;
      }
      field += chunk.replace(/\r\n?/g, '\n');
      i = next === -1 ? length : next;
      continue;
    }
    if (char === '"' && field === '') {
      quoted = true;
      i += 1;
    } else if (char === ',') {
      fields.push(field);
      field = '';
      i += 1;
    } else if (char === '\n' || char === '\r') {
      endRecord();
      i += char === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line += 1;
      recordLine = line;
    } else {
      // Copy the plain run up to the next delimiter in one go.
      let end = i + 1;
      while (end < length) {
        const c = text[end];
        if (c === ',' || c === '\n' || c === '\r') break;
        end += 1;
      }
      field += text.slice(i, end);
      i = end;
    }
  }
  if (quoted) {
    fields.push(field);
    records.push({ line: recordLine, fields, unterminated: true });
  } else if (field !== '' || fields.length > 0) {
    endRecord();
  }
  return records;
}

// Cells a spreadsheet would run as a formula; a leading apostrophe keeps them text. Phone numbers like
// "+1 555 0100" and negative numbers stay as they are.
const FORMULA_START = /^[=@\t\r]|^[+-](?![\d\s().-]*$)/;

/** One CSV cell: quoted when it holds a comma, quote, line break or edge spaces; formula-safe. */
export function csvCell(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(values: (string | null | undefined)[]): string {
  return values.map(csvCell).join(',');
}
