/**
 * The few query keys one feature invalidates in another's cache: accepting an order fills the CRM and lets the
 * buyer review the service; an accepted proposal refreshes the proposals list; a changed campaign refreshes a client's campaign history. Features build their own key
 * factories on these roots, so a key has one source and no feature imports another to reach it.
 */
export const sharedQueryKeys = {
  crm: ['crm'] as const,
  crmThreads: ['crm', 'threads'] as const,
  /** Email campaigns (features/campaigns) under the CRM's root; the CRM shows a client's campaign history. */
  campaigns: ['crm', 'campaigns'] as const,
  serviceReviewEligibility: (serviceId: string) => ['services', 'review-eligibility', serviceId] as const,
  proposals: ['proposals'] as const,
};
