import type { Membership } from '@proclub/contracts/membership';
import type { NotificationPage } from '@proclub/contracts/notifications';
import type { Order, OrderPage } from '@proclub/contracts/orders';
import type { MyServices, Service } from '@proclub/contracts/services';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase, type SignedUpUser } from '../../test/test-app';
import { agencyTeam, userWithRole } from '../../test/test-users';
import { joinClub, memberWithRole } from '../membership/membership.test-helpers';
import { validService } from '../services/services.test-helpers';
import { orderAndPay, placedOrder } from './orders.test-helpers';

const requirements = 'Please rebuild our bakery website with online pre-orders.';

/**
 * The marketplace's seller side on the workspace guard (issue 31, ADR 045 §2 and §6, ADR 047): listings, the seller
 * side of orders and offers, payouts, statements and the membership belong to the workspace; the buyer side stays
 * the person's.
 */
describeEachDatabase('marketplace: the seller side belongs to the workspace', (t) => {
  let team: Awaited<ReturnType<typeof agencyTeam>>;
  let rival: SignedUpUser;
  let buyer: SignedUpUser;
  let listing: Service;
  let rivalListing: Service;

  beforeAll(async () => {
    team = await agencyTeam(t.app);
    rival = await userWithRole(t.app, 'vendor');
    buyer = await memberWithRole(t.app, 'client');
    listing = (await team.admin.client.post('/api/services', validService)).json() as Service;
    rivalListing = (await rival.client.post('/api/services', validService)).json() as Service;
  });

  it('an admin manages the workspace’s listings; the owner sees them as the workspace’s', async () => {
    expect(listing.userId).toBe(team.workspaceId);
    const edited = await team.admin.client.put(`/api/services/${listing.id}`, {
      payload: { service: { ...validService, title: 'Team bakery website' }, keepImageIds: [] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const hidden = await team.admin.client.patch(`/api/services/${listing.id}/status`, { isActive: false });
    expect(hidden.statusCode).toBe(200);
    // An inactive listing is the workspace's to see (any role), nobody else's.
    expect((await team.member.client.get(`/api/services/${listing.id}`)).statusCode).toBe(200);
    expect((await rival.client.get(`/api/services/${listing.id}`)).statusCode).toBe(404);
    await team.owner.client.patch(`/api/services/${listing.id}/status`, { isActive: true });
    const mine = (await team.owner.client.get('/api/services/mine')).json() as MyServices;
    expect(mine.items.map((item) => item.id)).toContain(listing.id);
    expect(mine.items.every((item) => item.userId === team.workspaceId)).toBe(true);
  });

  it('a member may not manage listings nor the seller side of orders (403), nor billing', async () => {
    const { member, admin } = team;
    expect((await member.client.post('/api/services', validService)).statusCode).toBe(403);
    expect((await member.client.get('/api/services/mine')).statusCode).toBe(403);
    expect((await member.client.delete(`/api/services/${listing.id}`)).statusCode).toBe(403);
    expect((await member.client.get('/api/orders?role=seller')).statusCode).toBe(403);
    expect((await member.client.get('/api/orders/earnings')).statusCode).toBe(403);
    for (const who of [member, admin]) {
      expect((await who.client.get('/api/orders/payouts')).statusCode).toBe(403);
      expect((await who.client.get('/api/orders/statement?month=2026-10')).statusCode).toBe(403);
      expect((await who.client.post('/api/membership/cancel')).statusCode).toBe(403);
      expect((await who.client.get('/api/membership/billing')).statusCode).toBe(403);
    }
    expect((await team.owner.client.get('/api/orders/payouts')).statusCode).toBe(200);
    expect((await team.owner.client.get('/api/orders/statement?month=2026-10')).statusCode).toBe(200);
  });

  it('another workspace’s listings, orders and payouts answer 404, and nothing changes', async () => {
    const order = await placedOrder(buyer, rivalListing.id);
    const { owner } = team;
    // Working in their own workspace: the rival's ids are not theirs.
    expect((await owner.client.delete(`/api/services/${rivalListing.id}`)).statusCode).toBe(404);
    expect((await owner.client.patch(`/api/services/${rivalListing.id}/status`, { isActive: false })).statusCode).toBe(404);
    expect((await owner.client.get(`/api/orders/${order.id}`)).statusCode).toBe(404);
    expect((await owner.client.patch(`/api/orders/${order.id}/status`, { status: 'accepted' })).statusCode).toBe(404);
    expect((await owner.client.get(`/api/orders/${order.id}/deliveries`)).statusCode).toBe(404);
    // Naming the rival's workspace: they are not a member there.
    owner.client.workspaceId = rival.id;
    try {
      expect((await owner.client.get('/api/services/mine')).statusCode).toBe(404);
      expect((await owner.client.get('/api/orders?role=seller')).statusCode).toBe(404);
      expect((await owner.client.get('/api/orders/payouts')).statusCode).toBe(404);
    } finally {
      owner.client.workspaceId = team.workspaceId;
    }
    const still = (await rival.client.get(`/api/orders/${order.id}`)).json() as Order;
    expect(still.status).toBe('requested');
    expect(((await rival.client.get(`/api/services/${rivalListing.id}`)).json() as Service).isActive).toBe(true);
  });

  it('an order of the workspace’s listing is the workspace’s: the admin answers it, the buyer stays a person', async () => {
    const order = await placedOrder(buyer, listing.id);
    const sellerList = (await team.admin.client.get('/api/orders?role=seller')).json() as OrderPage;
    expect(sellerList.items.map((item) => item.id)).toContain(order.id);
    expect(sellerList.awaitingResponse).toBeGreaterThan(0);
    const accepted = await team.admin.client.patch(`/api/orders/${order.id}/status`, { status: 'accepted' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((accepted.json() as Order).viewerRole).toBe('seller');
    // A member reads nothing of the seller side.
    expect((await team.member.client.get(`/api/orders/${order.id}`)).statusCode).toBe(403);
    // The buyer's side is unchanged: their own list, their own order.
    const bought = (await buyer.client.get('/api/orders?role=buyer')).json() as OrderPage;
    expect(bought.items.find((item) => item.id === order.id)?.viewerRole).toBe('buyer');
    // The bell names the workspace on the seller's notice and filters by it.
    const bell = (await team.owner.client.get(`/api/notifications?workspace=${team.workspaceId}`)).json() as NotificationPage;
    const placedNotice = bell.items.find((item) => item.kind === 'order_placed');
    expect(placedNotice?.workspaceId).toBe(team.workspaceId);
    const elsewhere = (
      await team.owner.client.get('/api/notifications?workspace=00000000-0000-4000-8000-000000000000')
    ).json() as NotificationPage;
    expect(elsewhere.items.some((item) => item.kind === 'order_placed')).toBe(false);
    // Everyone who may answer it hears of it (owner and admin); a member, who may not, does not.
    const placedFor = async (person: typeof team.owner) =>
      ((await person.client.get(`/api/notifications?workspace=${team.workspaceId}`)).json() as NotificationPage).items.some(
        (item) => item.kind === 'order_placed',
      );
    expect(await placedFor(team.admin)).toBe(true);
    expect(await placedFor(team.member)).toBe(false);
  });

  describe('membership belongs to the workspace (ADR 047)', () => {
    it('the owner pays; a teammate uses the workspace’s add-on and may order with its membership', async () => {
      const { owner, admin, member } = await agencyTeam(t.app);
      // Before: no plan, so no Analytics Pro and no ordering for the teammate.
      expect((await admin.client.get('/api/analytics/sales')).statusCode).toBe(402);
      const before = await orderAndPay(member.client, { serviceId: rivalListing.id, priceOption: 'from', requirements });
      expect(before.statusCode).toBe(402);
      await joinClub(owner.client, ['analytics_pro']);
      expect((await admin.client.get('/api/analytics/sales')).statusCode).toBe(200);
      const plan = (await member.client.get('/api/membership')).json() as Membership;
      expect(plan.subscribed).toBe(true);
      expect(plan.features.analyticsPro).toBe(true);
      // The agency buys for its work: the member orders, and is the order's buyer.
      const bought = await orderAndPay(member.client, { serviceId: rivalListing.id, priceOption: 'from', requirements });
      expect(bought.statusCode, bought.body).toBe(201);
      expect((bought.json() as Order).buyer.id).toBe(member.id);
      // Without the workspace they have no membership of their own.
      member.client.workspaceId = undefined;
      const alone = await orderAndPay(member.client, { serviceId: rivalListing.id, priceOption: 'from', requirements });
      expect(alone.statusCode).toBe(402);
    });

    it('a client-role buyer keeps a personal membership and orders as before', async () => {
      const client = await userWithRole(t.app, 'client');
      await joinClub(client.client);
      const order = await orderAndPay(client.client, { serviceId: rivalListing.id, priceOption: 'from', requirements });
      expect(order.statusCode, order.body).toBe(201);
      expect(((await client.client.get('/api/membership')).json() as Membership).subscribed).toBe(true);
    });
  });
});
