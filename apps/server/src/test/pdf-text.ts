import zlib from 'node:zlib';

/**
 * The text a pdfkit PDF draws: its content streams inflated, the hex strings of TJ arrays decoded (one line per
 * text run). Shared by every PDF test (order receipts, analysis reports).
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const parts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = zlib.inflateSync(Buffer.from(match[1], 'latin1')).toString('latin1');
    } catch {
      content = match[1];
    }
    for (const line of content.matchAll(/\[(.*?)\] TJ/g))
      parts.push([...line[1].matchAll(/<([0-9a-f]+)>/gi)].map((hex) => Buffer.from(hex[1], 'hex').toString('latin1')).join(''));
  }
  return parts.join('\n');
}
