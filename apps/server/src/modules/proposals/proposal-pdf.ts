import { formatUsd } from '../../lib/money';
import { PDF_FONT, PDF_FONT_BOLD, type PdfBrand, pdfAccent, pdfBrandHeader, pdfDocument } from '../../lib/pdf-document';
import type { ProposalSnapshot, SignatureRow } from './proposals.repository';

const INK = '#0f172a';
const MUTED = '#64748b';

/**
 * The signed proposal as a PDF (issue 33, ADR 051): the version as it was signed, then the signature block (name,
 * time, IP, user agent, the document's SHA-256). In the agency's brand; "with ProClub" only without White Label.
 */
export function signedProposalPdf(input: {
  snapshot: ProposalSnapshot;
  version: number;
  clientName: string;
  signature: SignatureRow;
  brand: PdfBrand & { whiteLabel: boolean };
}): Promise<Buffer> {
  const { snapshot, signature, brand } = input;
  const doc = pdfDocument({
    size: 'A4',
    margin: 48,
    info: { Title: `${snapshot.title} (signed)`, Author: brand.name, Creator: brand.name, Producer: brand.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  pdfBrandHeader(doc, brand);
  doc.moveDown(0.6).font(PDF_FONT_BOLD).fillColor(INK).fontSize(20).text(snapshot.title, { width });
  doc.font(PDF_FONT).fillColor(MUTED).fontSize(10);
  doc.text(`Proposal for ${input.clientName} · version ${input.version}`);
  if (snapshot.website) doc.text(snapshot.website);
  doc.moveDown(0.8);

  for (const item of snapshot.items) {
    doc.font(PDF_FONT_BOLD).fillColor(INK).fontSize(11).text(item.product, left, doc.y, { width });
    if (item.description) doc.font(PDF_FONT).fillColor(MUTED).fontSize(9).text(item.description, { width });
    doc
      .font(PDF_FONT)
      .fillColor(INK)
      .fontSize(10)
      .text(
        `Setup ${formatUsd(Number(item.setupFee))} · ${formatUsd(Number(item.monthlyPrice))}/month · est. ROI ${item.estimatedRoi}%`,
      );
    doc.moveDown(0.4);
  }
  doc.moveDown(0.4).font(PDF_FONT_BOLD).fillColor(INK).fontSize(11);
  doc.text(`Monthly: ${formatUsd(Number(snapshot.totalMonthlyCost))}/month`);
  doc.text(`Setup: ${formatUsd(Number(snapshot.totalSetupCost))}`);
  doc.text(`Estimated first-year ROI: ${snapshot.estimatedRoi}%`);

  doc.moveDown(1.2);
  const top = doc.y;
  doc.rect(left, top, width, 4).fill(pdfAccent(brand));
  doc.y = top + 12;
  doc.font(PDF_FONT_BOLD).fillColor(INK).fontSize(13).text('Electronic signature', left, doc.y);
  doc.font(PDF_FONT).fillColor(INK).fontSize(10);
  doc.text(`Signed by: ${signature.fullName}`);
  doc.text(`Signed at: ${signature.signedAt.toISOString()} (UTC)`);
  doc.text(`IP address: ${signature.ip}`);
  doc.text(`Browser: ${signature.userAgent || 'unknown'}`, { width });
  doc.text('The signer typed their full name and agreed to the terms of this proposal.', { width });
  doc.text(`Document SHA-256 (version ${signature.version}):`);
  doc.font(PDF_FONT).fontSize(8).text(signature.documentHash, { width });

  doc
    .moveDown(1.5)
    .fillColor(MUTED)
    .fontSize(9)
    .text(brand.whiteLabel ? `Prepared by ${brand.name}.` : `Prepared by ${brand.name} with ProClub.`, left, doc.y, { width });
  doc.end();
  return done;
}
