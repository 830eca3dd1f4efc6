/**
 * The demo agency's teammates (issue 31): Brightline Digital is a team of three — Avery (owner, the agency demo
 * account), an admin and a member, who joined through the app's invitations. Same password as every demo account.
 */
export const DEMO_TEAM = [
  { key: 'agency_admin', email: 'agency-admin@demo.proclub.test', fullName: 'Priya Patel', role: 'admin' },
  { key: 'agency_member', email: 'agency-member@demo.proclub.test', fullName: 'Sam Rivera', role: 'member' },
] as const;
