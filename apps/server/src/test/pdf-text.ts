import zlib from 'node:zlib';

interface PdfObject {
  dict: string;
  stream: string | null;
}

/** The PDF's objects, read in order; a stream is cut by its /Length, so binary font data cannot fake an object. */
function objectsOf(raw: string): Map<string, PdfObject> {
  const objects = new Map<string, PdfObject>();
  const header = /(\d+) 0 obj\s*/g;
  for (let match = header.exec(raw); match; match = header.exec(raw)) {
    const from = match.index + match[0].length;
    const streamAt = raw.indexOf('stream', from);
    const endAt = raw.indexOf('endobj', from);
    if (streamAt >= 0 && streamAt < endAt) {
      const dict = raw.slice(from, streamAt);
      const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
      const dataFrom = raw.indexOf('\n', streamAt) + 1;
      const data = raw.slice(dataFrom, dataFrom + length);
      let stream: string;
      try {
        stream = zlib.inflateSync(Buffer.from(data, 'latin1')).toString('latin1');
      } catch {
        stream = data;
      }
      objects.set(match[1], { dict, stream });
      header.lastIndex = raw.indexOf('endobj', dataFrom + length) + 'endobj'.length;
    } else {
      objects.set(match[1], { dict: raw.slice(from, endAt), stream: null });
      header.lastIndex = endAt + 'endobj'.length;
    }
  }
  return objects;
}

/** A ToUnicode CMap: glyph code (hex) → text. */
function cmapOf(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const text = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  const code = (value: number, width: number) => value.toString(16).padStart(width, '0');
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const entry of block[1].matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi)) map.set(entry[1].toLowerCase(), text(entry[2]));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const entry of block[1].matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f ]+>)/gi)) {
      const low = Number.parseInt(entry[1], 16);
      const high = Number.parseInt(entry[2], 16);
      // A ligature's glyph maps to several code units, written with spaces between them: <0066 0069> is "fi".
      const targets = entry[3].startsWith('[')
        ? [...entry[3].matchAll(/<([0-9a-f ]+)>/gi)].map((hex) => hex[1].replace(/ /g, ''))
        : null;
      for (let value = low; value <= high; value++) {
        const target = targets
          ? targets[value - low]
          : code(Number.parseInt(entry[3].slice(1, -1), 16) + value - low, entry[3].length - 2);
        if (target) map.set(code(value, entry[1].length), text(target));
      }
    }
  return map;
}

/**
 * The text a pdfkit PDF draws: its content streams inflated, each TJ run decoded through its font — an embedded
 * font's glyph codes through the font's ToUnicode map, a built-in font's bytes as Latin-1 (one line per text run).
 * Shared by every PDF test (order receipts, analysis reports).
 */
export function pdfText(pdf: Buffer): string {
  const objects = objectsOf(pdf.toString('latin1'));
  const fontObject = new Map<string, string>();
  for (const object of objects.values())
    for (const fonts of object.dict.matchAll(/\/Font\s*<<([\s\S]*?)>>/g))
      for (const entry of fonts[1].matchAll(/\/(\S+)\s+(\d+) 0 R/g)) fontObject.set(entry[1], entry[2]);
  const maps = new Map<string, Map<string, string> | null>();
  const mapFor = (name: string) => {
    if (!maps.has(name)) {
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(fontObject.get(name) ?? '')?.dict ?? '');
      const stream = toUnicode ? objects.get(toUnicode[1])?.stream : null;
      maps.set(name, stream ? cmapOf(stream) : null);
    }
    return maps.get(name) ?? null;
  };
  const parts: string[] = [];
  for (const object of objects.values()) {
    if (!object.stream || !/ TJ/.test(object.stream)) continue;
    let font: Map<string, string> | null = null;
    for (const token of object.stream.matchAll(/\/(\S+) [\d.]+ Tf|\[(.*?)\] TJ/g)) {
      if (token[1]) {
        font = mapFor(token[1]);
        continue;
      }
      const runs = [...(token[2] ?? '').matchAll(/<([0-9a-f]+)>/gi)].map((hex) => hex[1].toLowerCase());
      parts.push(
        runs
          .map((hex) =>
            font
              ? (hex.match(/.{4}/g) ?? []).map((glyph) => font?.get(glyph) ?? '').join('')
              : Buffer.from(hex, 'hex').toString('latin1'),
          )
          .join(''),
      );
    }
  }
  return parts.join('\n');
}
