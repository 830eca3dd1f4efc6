import { ADD_ONS, type AddOn, type AddOnFlags, type Membership } from '@proclub/contracts/membership';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase, type SignedUpUser } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';
import { basePriceId, joinClub, memberWithRole } from './membership.test-helpers';

type SetupRole = 'agency' | 'vendor' | 'freelancer' | 'client';
const ROLES: SetupRole[] = ['agency', 'vendor', 'freelancer', 'client'];

/** ADR 026 written out by hand (not read from the contract), so a change to the rule has to change this table too. */
const MAY_BUY: Record<SetupRole, AddOn[]> = {
  agency: ['advanced_crm', 'priority_support', 'analytics_pro', 'white_label'],
  vendor: ['advanced_crm', 'priority_support', 'analytics_pro', 'white_label'],
  freelancer: ['advanced_crm', 'priority_support', 'analytics_pro', 'white_label'],
  client: ['priority_support'],
};

const FLAG: Record<AddOn, keyof AddOnFlags> = {
  advanced_crm: 'advancedCrm',
  priority_support: 'prioritySupport',
  analytics_pro: 'analyticsPro',
  white_label: 'whiteLabel',
};

/** The feature routes an add-on unlocks (the others change behaviour rather than open a route). */
const FEATURE_ROUTE: Partial<Record<AddOn, string>> = {
  advanced_crm: '/api/crm/projects/board',
  analytics_pro: '/api/analytics/sales',
};

describeEachDatabase('the membership rule: role × add-on', (t) => {
  describe.each(ROLES)('%s', (role) => {
    let nonMember: SignedUpUser;
    beforeAll(async () => {
      nonMember = await userWithRole(t.app, role);
    });

    it.each(ADD_ONS)('checkout with %s: allowed only for the roles that can use it', async (addOn) => {
      const response = await nonMember.client.post('/api/membership/create-checkout', {
        priceId: await basePriceId(nonMember.client),
        addOns: [addOn],
      });
      if (MAY_BUY[role].includes(addOn)) expect(response.statusCode).toBe(200);
      else {
        expect(response.statusCode).toBe(400);
        const error = response.json().error;
        expect(error.code).toBe('add_on_not_for_role');
        expect(error.details.fields).toEqual([{ field: 'addOns', message: error.message }]);
        expect(error.message).toMatch(/not available for your account type/);
      }
    });

    it('the base membership alone is open to every role', async () => {
      const response = await nonMember.client.post('/api/membership/create-checkout', {
        priceId: await basePriceId(nonMember.client),
        addOns: [],
      });
      expect(response.statusCode).toBe(200);
    });

    it('feature routes: the add-on opens them; without it 402 naming it; a role that cannot use it 403', async () => {
      const withAll = await memberWithRole(t.app, role, MAY_BUY[role]);
      const withNone = await memberWithRole(t.app, role, []);
      for (const addOn of ADD_ONS) {
        const route = FEATURE_ROUTE[addOn];
        if (!route) continue;
        const full = await withAll.client.get(route);
        const bare = await withNone.client.get(route);
        if (MAY_BUY[role].includes(addOn)) {
          expect(full.statusCode, `${role} with ${addOn} on ${route}`).toBe(200);
          expect(bare.statusCode, `${role} without ${addOn} on ${route}`).toBe(402);
          expect(bare.json().error.details).toEqual({ addOn });
        } else {
          // A seller tool on the workspace guard answers a client-role account (no workspace) 404 (ADR 045 §3).
          const refused = role === 'client' ? 404 : 403;
          expect(full.statusCode, `${role} on ${route}`).toBe(refused);
          expect(bare.statusCode, `${role} on ${route}`).toBe(refused);
        }
      }
      const flags = ((await withAll.client.get('/api/membership')).json() as Membership).features;
      for (const addOn of ADD_ONS) expect(flags[FLAG[addOn]], `${role} ${addOn} flag`).toBe(MAY_BUY[role].includes(addOn));
    });

    it('Manage Membership refuses an add-on the role cannot use and keeps the membership as it was', async () => {
      const member = await userWithRole(t.app, role);
      await joinClub(member.client);
      for (const addOn of ADD_ONS) {
        const response = await member.client.request('PUT', '/api/membership/add-ons', { payload: { addOns: [addOn] } });
        if (MAY_BUY[role].includes(addOn)) expect(response.statusCode).toBe(200);
        else {
          expect(response.statusCode).toBe(400);
          expect(response.json().error.details.fields[0].field).toBe('addOns');
        }
      }
      const after = (await member.client.get('/api/membership')).json() as Membership;
      expect(after.subscribed).toBe(true);
      expect(after.addOns.every((id) => MAY_BUY[role].includes(id))).toBe(true);
    });
  });

  it('ordering is the one thing the base membership unlocks: sellers use CRM, analysis and the hub without it', async () => {
    const seller = await userWithRole(t.app, 'freelancer');
    for (const route of ['/api/crm/clients', '/api/crm/projects', '/api/hub/audits', '/api/products/ai-agents'])
      expect((await seller.client.get(route)).statusCode, route).toBe(200);
    const client = await userWithRole(t.app, 'client');
    // A client-role account has no workspace: the seller tools answer 404 for the one it names (ADR 045 §3).
    expect((await client.client.get('/api/crm/clients')).statusCode).toBe(404);
  });
});
