// What other modules may use from membership: add-on access checks and which subscription states count as live.

export { createBilling } from './billing.factory';
export { membershipPersonalData } from './membership.personal-data.repository';
export { LIVE_STATUSES } from './membership.repository';
// Account deletion cancels the membership first (modules/accounts).
export { MembershipService } from './membership.service';
export { MembershipAccess } from './membership-access';
