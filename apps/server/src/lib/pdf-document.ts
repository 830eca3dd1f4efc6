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

/** The brand a client-facing PDF carries (ADR 051): the agency's name, colour and logo (PNG/JPEG bytes). */
export interface PdfBrand {
  name: string;
  color?: string | null;
  logo?: Buffer | null;
}

const DEFAULT_ACCENT = '#4f46e5';
export const pdfAccent = (brand: PdfBrand) => brand.color || DEFAULT_ACCENT;

/** The page head of a client-facing PDF: the agency's logo (at most 180×60) and name in its colour. */
export function pdfBrandHeader(doc: PDFKit.PDFDocument, brand: PdfBrand): void {
  if (brand.logo) {
    try {
      const y = doc.y;
      doc.image(brand.logo, doc.page.margins.left, y, { fit: [180, 60] });
      doc.y = y + 66;
    } catch {
      // A logo pdfkit cannot read is left out; the name still heads the page.
    }
  }
  doc.font(PDF_FONT_BOLD).fillColor(pdfAccent(brand)).fontSize(16).text(brand.name);
}
