// What other modules may use from auth: the database-backed rate limiter (every public or costly action).

export { authPersonalData } from './auth.personal-data.repository';
// The client portal's invitation: does the address have an account; a new invited account (verified, no mail).
export { createInvitedAccount } from './invited-account';
export { accountExistsFor } from './invited-account.repository';
export { RateLimiter, type RateLimitRule } from './rate-limiter.repository';
// Account settings confirm sensitive steps (delete account) with a current two-factor or backup code.
export { verifySecondFactor } from './second-factor';
// …and with the password: wrong passwords and codes count against a per-account and per-IP budget.
export { SecretChecks } from './secret-checks';
