// What other modules and the composition may use from branding (ADR 051): a workspace's client-facing brand
// (profiles' PublicBrands builds on it), its logo for PDFs, and which workspace a custom host belongs to (the origin
// guard, handed over by app.ts).
export { type AgencyBrandOptions, agencyBrand, brandLogoPng, workspaceOfHost } from './agency-brand';
export type { DomainVerifier } from './domain-verifier';
