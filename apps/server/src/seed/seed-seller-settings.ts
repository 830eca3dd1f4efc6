import { automationRulesOn } from '../modules/products/products.public';
import { adoptRules } from '../modules/workflows/workflows.public';
import { seedApi } from './seed-as';
import type { SeedContext } from './seed-context';

/** Each demo seller's mailing address: every campaign footer prints it (CAN-SPAM, issue 38). */
const MAILING_ADDRESSES: Record<string, Record<string, string>> = {
  agency: {
    street: '500 West 2nd Street, Suite 1900',
    city: 'Austin',
    region: 'TX',
    postalCode: '78701',
    country: 'United States',
  },
  vendor: { street: '1801 Wewatta Street', city: 'Denver', region: 'CO', postalCode: '80202', country: 'United States' },
  freelancer: { street: '1120 NW Couch Street', city: 'Portland', region: 'OR', postalCode: '97209', country: 'United States' },
};

/**
 * The settings a working seller has made, set the way people set them: the mailing address campaigns need before
 * they send, and (for the agency and the vendor, whose old switches are on) the four ready-made workflows published
 * (issue 35: what the old fixed rules did).
 * Last among the seeders, so the demo story before it ran as it always did.
 */
export async function seedSellerSettings(ctx: SeedContext): Promise<void> {
  if (!ctx.app) return;
  for (const [role, address] of Object.entries(MAILING_ADDRESSES)) {
    const seller = await seedApi(ctx, role);
    await seller.call('PUT', '/api/crm/campaign-postal-address', address);
  }
  // The demo sellers' old automation switches are on (seed-products): their ready-made workflows, published, the
  // way every workspace's are adopted (ADR 056). The same adoption as the job queued at start, so the two never
  // make a workflow twice whichever runs first.
  await adoptRules(ctx.db, await automationRulesOn(ctx.db));
}
