import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

// DejaVu Sans Condensed (npm dejavu-fonts-ttf, the files Debian ships as fonts-dejavu-core; condensed because its
// widths are close to Helvetica's, so the layouts keep their line breaks): Latin, Greek, Cyrillic, arrows and the
// common symbols, embedded (subset) in every PDF. pdfkit's built-in Helvetica writes WinAnsi only, so
// "→", "Ł" or "Смирнов" came out as garbage. Not CJK: a Chinese or Japanese name still needs a CJK font.
const require = createRequire(import.meta.url);
const REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf');
const BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf');

/** The font names every PDF uses with `doc.font(…)`. */
export const PDF_FONT = 'Sans';
export const PDF_FONT_BOLD = 'Sans-Bold';

/** A pdfkit document that writes Unicode text: starts in PDF_FONT, with PDF_FONT_BOLD registered. */
export function pdfDocument(options: PDFKit.PDFDocumentOptions): PDFKit.PDFDocument {
  const doc = new PDFDocument({ ...options, font: REGULAR });
  doc.registerFont(PDF_FONT, REGULAR);
  doc.registerFont(PDF_FONT_BOLD, BOLD);
  return doc;
}
