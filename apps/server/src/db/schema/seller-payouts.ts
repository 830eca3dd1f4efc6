import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { workspaces } from './workspaces';

/**
 * A seller's Stripe Connect (Express) account, created once on "Set Up Payouts" (ADR 031). Its state is read
 * from Stripe (accounts.retrieve) on the return from onboarding and on every `account.updated` event.
 */
export const sellerPayoutAccounts = pgTable('seller_payout_accounts', {
  /** The seller workspace paid out to (issue 31): one account per workspace, set up by its owner. */
  workspaceId: text('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  stripeAccountId: text('stripe_account_id').notNull().unique(),
  payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
  detailsSubmitted: boolean('details_submitted').notNull().default(false),
  updatedAt: updatedAt(),
});
