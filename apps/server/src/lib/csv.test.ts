import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, parseCsv } from './csv';

describe('parseCsv', () => {
  it('reads quotes, escaped quotes, commas and line breaks inside quotes, CRLF and a BOM', () => {
    const text = '\uFEFFname,notes\r\n"Smith, Jane","She said ""hi""\r\nand left"\r\nBob,plain\r\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['name', 'notes'] },
      { line: 2, fields: ['Smith, Jane', 'She said "hi"\nand left'] },
      { line: 4, fields: ['Bob', 'plain'] },
    ]);
  });

  it('accepts LF and lone CR line ends, skips blank lines, keeps empty fields and a final row without newline', () => {
    expect(parseCsv('a,b\n\n1,\r2,3')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 3, fields: ['1', ''] },
      { line: 4, fields: ['2', '3'] },
    ]);
  });

  it('flags a record whose quote never closes', () => {
    expect(parseCsv('a\n"open')).toEqual([
      { line: 1, fields: ['a'] },
      { line: 2, fields: ['open'], unterminated: true },
    ]);
  });

  it('round-trips any table written by csvLine', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'Z', ' ', ',', '"', '\n', '\r\n', 'é', '1') });
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 6 }), (rows) => {
        // Formula guarding changes cells starting with = + - @ tab or CR; the alphabet only reaches the CR case.
        fc.pre(rows.every((row) => row.every((value) => !value.startsWith('\r'))));
        const text = rows.map((row) => csvLine(row)).join('\r\n');
        const parsed = parseCsv(text).map((record) => record.fields);
        const expected = rows.map((row) => row.map((value) => value.replace(/\r\n?/g, '\n')));
        expect(parsed).toEqual(expected);
      }),
    );
  });
});

describe('csvCell', () => {
  it('guards formulas but leaves phone numbers and negative numbers alone', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('+cmd')).toBe("'+cmd");
    expect(csvCell('+1 (555) 010-0100')).toBe('+1 (555) 010-0100');
    expect(csvCell('-42.5')).toBe('-42.5');
    expect(csvCell(null)).toBe('');
  });
});
