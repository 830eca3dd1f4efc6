/** Query keys for membership: plans are static; status and details change with payment events. */
export const membershipKeys = {
  all: ['membership'] as const,
  plans: ['membership', 'plans'] as const,
  status: ['membership', 'status'] as const,
  details: ['membership', 'details'] as const,
  testCheckout: (id: string) => ['membership', 'test-checkout', id] as const,
  billing: ['membership', 'billing'] as const,
  charges: ['membership', 'charges'] as const,
};
