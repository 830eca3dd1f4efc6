import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text';
import { renderReportPdf } from './report-pdf';

/** Every stream of the PDF, inflated where it is compressed. */
function streams(pdf: Buffer): string[] {
  const out: string[] = [];
  const text = pdf.toString('latin1');
  const pattern = /stream\r?\n/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    const raw = pdf.subarray(start, end);
    try {
      out.push(inflateSync(raw).toString('latin1'));
    } catch {
      out.push(raw.toString('latin1'));
    }
  }
  return out;
}

describe('PDFs embed a Unicode font', () => {
  it('writes "→" and a Cyrillic name with the embedded DejaVu Sans, not WinAnsi Helvetica', async () => {
    const pdf = await renderReportPdf({
      title: 'Score 61 → 84',
      clientName: 'Пекарня Смирнова',
      periodStart: '2026-01-01',
      periodEnd: '2026-01-31',
      summary: 'Łódź branch: schema fixed → rich results',
      brand: { name: 'Ålesund Digital', whiteLabel: false },
      content: {
        audits: [],
        milestones: [],
        messages: { total: 0, fromYou: 0, fromClient: 0 },
        rankChanges: [],
        timeline: { unit: 'week', points: [] },
      },
    });
    const text = pdf.toString('latin1');
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans/);
    expect(text).toContain('/FontFile2');
    expect(text).not.toContain('/Helvetica');
    // The ToUnicode map says which glyphs are "→" (U+2192), "П" (U+041F) and "Ł" (U+0141).
    const maps = streams(pdf).filter((stream) => stream.includes('begincmap'));
    const all = maps.join('\n').toLowerCase();
    for (const code of ['2192', '041f', '0141']) expect(all).toContain(`<${code}>`);
  });
});

describe('pdfText reads an embedded font back', () => {
  it('decodes glyph codes through the ToUnicode map', async () => {
    const pdf = await renderReportPdf({
      title: 'Score 61 → 84',
      clientName: 'Пекарня Смирнова',
      periodStart: '2026-01-01',
      periodEnd: '2026-01-31',
      summary: null,
      brand: { name: 'Ålesund Digital', whiteLabel: false },
      content: {
        audits: [],
        milestones: [],
        messages: { total: 0, fromYou: 0, fromClient: 0 },
        rankChanges: [],
        timeline: { unit: 'week', points: [] },
      },
    });
    const text = pdfText(pdf);
    expect(text).toContain('Score 61 → 84');
    expect(text).toContain('Пекарня Смирнова');
    expect(text).toContain('Ålesund Digital');
  });
});
