import crypto from 'node:crypto';
import type { ProposalSnapshot } from './proposals.repository';

/** JSON with object keys sorted at every level (arrays keep their order): the same content, the same bytes. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonicalJson(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The sent version's content with its money as numbers (the stored snapshot may hold numeric strings). */
export function documentOf(snapshot: ProposalSnapshot) {
  return {
    title: snapshot.title,
    website: snapshot.website ?? null,
    totalMonthlyCost: Number(snapshot.totalMonthlyCost),
    totalSetupCost: Number(snapshot.totalSetupCost),
    estimatedRoi: Number(snapshot.estimatedRoi),
    items: snapshot.items.map((item) => ({
      product: item.product,
      description: item.description,
      setupFee: Number(item.setupFee),
      monthlyPrice: Number(item.monthlyPrice),
      estimatedRoi: Number(item.estimatedRoi),
    })),
  };
}

/**
 * SHA-256 (hex) of what is signed (ADR 051): the proposal, the version number and that version's content as canonical
 * JSON. Another version (or another proposal) with the same content still hashes differently, so a signature
 * cannot be replayed onto it.
 */
export function documentHash(proposalId: string, version: number, snapshot: ProposalSnapshot): string {
  const document = canonicalJson({ proposalId, version, content: documentOf(snapshot) });
  return crypto.createHash('sha256').update(document).digest('hex');
}
