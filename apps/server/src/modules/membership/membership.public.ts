// What other modules may use from membership: add-on access checks and which subscription states count as live.

export { createBilling } from './billing.factory';
export { LIVE_STATUSES } from './membership.repository';
export { MembershipAccess } from './membership-access';
