import type { Client, ClientPage, Project, ProjectMessagePage } from '@proclub/contracts/crm';
import { MEMBERSHIP_REQUIRED_MESSAGE } from '@proclub/contracts/membership';
import { type Order, type OrderPage, REVIEW_NEEDS_COMPLETED_ORDER, type SalesAnalytics } from '@proclub/contracts/orders';
import type { Service } from '@proclub/contracts/services';
import { beforeAll, expect, it } from 'vitest';
import { serviceViewVisitors } from '../../db/schema/index';
import { recordedEvents } from '../../test/domain-events';
import { realtimeUrl, TestSocket } from '../../test/realtime-client';
import { ApiClient, describeEachDatabase, type SignedUpUser } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';
import { until } from '../../test/until';
import { createClient } from '../crm/crm.test-helpers';
import { memberWithRole } from '../membership/membership.test-helpers';
import { validService } from '../services/services.test-helpers';
import { orderAndPay, statusMove } from './orders.test-helpers';

const requirements = 'Please rebuild our bakery website with online pre-orders.';

describeEachDatabase('orders: membership, price snapshot, transitions, visibility, CRM, reviews', (t) => {
  let seller: SignedUpUser;
  let buyer: SignedUpUser;
  let service: Service;

  const order = (user: SignedUpUser, fields: Record<string, unknown> = {}) =>
    orderAndPay(user.client, { serviceId: service.id, priceOption: 'from', requirements, ...fields });
  const move = (user: SignedUpUser, id: string, status: string) => statusMove(user.client, id, status);
  const placed = async (user: SignedUpUser, fields: Record<string, unknown> = {}) => {
    const response = await order(user, fields);
    if (response.statusCode !== 201) throw new Error(`order failed: ${response.body}`);
    return response.json() as Order;
  };

  beforeAll(async () => {
    seller = await userWithRole(t.app, 'vendor');
    service = (await seller.client.post('/api/services', validService)).json() as Service;
    buyer = await memberWithRole(t.app, 'client');
  });

  it('a non-member cannot order (402 with a clear message); nothing is stored', async () => {
    const visitor = await userWithRole(t.app, 'client');
    const response = await order(visitor);
    expect(response.statusCode).toBe(402);
    expect(response.json().error).toEqual({ code: 'membership_required', message: MEMBERSHIP_REQUIRED_MESSAGE });
    expect(((await visitor.client.get('/api/orders')).json() as OrderPage).items).toHaveLength(0);
    expect(
      (await new ApiClient(t.app).post('/api/orders/checkout', { serviceId: service.id, priceOption: 'from', requirements }))
        .statusCode,
    ).toBe(401);
  });

  it('a seller cannot order their own service; a missing or inactive service is 404', async () => {
    const memberSeller = await memberWithRole(t.app, 'agency');
    const own = (await memberSeller.client.post('/api/services', validService)).json() as Service;
    const response = await memberSeller.client.post('/api/orders/checkout', {
      serviceId: own.id,
      priceOption: 'from',
      requirements,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('You cannot order your own service');
    expect((await order(buyer, { serviceId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    await memberSeller.client.patch(`/api/services/${own.id}/status`, { isActive: false });
    expect((await order(buyer, { serviceId: own.id })).statusCode).toBe(404);
  });

  it("the price is the server's snapshot of the chosen option, never the browser's", async () => {
    const created = await placed(buyer, { priceOption: 'to', price: 1, budget: 1 });
    expect(created).toMatchObject({
      price: 900,
      priceOption: 'to',
      pricingType: 'fixed',
      status: 'requested',
      serviceTitle: validService.title,
      viewerRole: 'buyer',
      nextStatuses: ['cancelled'],
    });
    // Editing the service later does not change what was ordered.
    await seller.client.put(`/api/services/${service.id}`, {
      payload: { service: { ...validService, priceTo: 5000 }, keepImageIds: [] },
    });
    expect(((await buyer.client.get(`/api/orders/${created.id}`)).json() as Order).price).toBe(900);
  });

  it('refuses bad input: short requirements, unknown option, an option the service does not offer', async () => {
    expect((await order(buyer, { requirements: 'hi' })).statusCode).toBe(400);
    expect((await order(buyer, { priceOption: 'cheapest' })).statusCode).toBe(400);
    const fromOnly = (await seller.client.post('/api/services', { ...validService, priceTo: null })).json() as Service;
    const response = await order(buyer, { serviceId: fromOnly.id, priceOption: 'to' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('This pricing option is not offered for this service');
    const quoteOnly = (
      await seller.client.post('/api/services', { ...validService, priceFrom: null, priceTo: null })
    ).json() as Service;
    expect((await order(buyer, { serviceId: quoteOnly.id })).json().error.message).toContain('no listed price');
  });

  it('only the buyer and the seller see an order; lists are scoped; the seller hears new orders live', async () => {
    const socket = await TestSocket.open(await realtimeUrl(t.app), { cookie: seller.client.jar.header() });
    await socket.subscribe(`workspace:${seller.id}`);
    const created = await placed(buyer);
    const live = await socket.next((frame) => frame.event?.type === 'order.created');
    expect(live.event).toMatchObject({ orderId: created.id, serviceTitle: validService.title });
    socket.close();
    // The seller workspace's automations hear "order placed" once (issue 35).
    const placedEvents = await until(
      () => recordedEvents(t.database.db, 'order.placed', { subjectId: created.id }),
      (events) => events.length > 0,
    );
    expect(placedEvents).toHaveLength(1);

    const stranger = await memberWithRole(t.app, 'vendor');
    expect((await stranger.client.get(`/api/orders/${created.id}`)).statusCode).toBe(404);
    expect((await move(stranger, created.id, 'accepted')).statusCode).toBe(404);
    expect((await stranger.client.get('/api/orders?role=seller')).json().items).toHaveLength(0);

    const asSeller = (await seller.client.get(`/api/orders/${created.id}`)).json() as Order;
    expect(asSeller).toMatchObject({ viewerRole: 'seller', nextStatuses: ['accepted', 'declined'] });
    const incoming = (await seller.client.get('/api/orders?role=seller&status=requested')).json() as OrderPage;
    expect(incoming.items.map((item) => item.id)).toContain(created.id);
    expect(incoming.awaitingResponse).toBe(incoming.items.length);
    const purchases = (await buyer.client.get('/api/orders?role=buyer&limit=1')).json() as OrderPage;
    expect(purchases.items).toHaveLength(1);
    expect(purchases.nextCursor).not.toBeNull();
    const next = (await buyer.client.get(`/api/orders?role=buyer&limit=50&cursor=${purchases.nextCursor}`)).json() as OrderPage;
    expect(next.items.map((item) => item.id)).not.toContain(purchases.items[0].id);
    expect((await seller.client.get('/api/orders?role=seller&cursor=garbage')).statusCode).toBe(400);
    // The seller list is a workspace's (ADR 045): a client-role buyer has none.
    expect((await buyer.client.get('/api/orders?role=seller')).statusCode).toBe(404);
  });

  it('accepting makes the buyer a CRM client (matched by email) with a project at the same stage and its shared thread', async () => {
    // The seller already has this buyer as a client, under a differently-cased email.
    const existing = await createClient(seller.client, { name: 'Known Buyer', email: buyer.email.toUpperCase() });
    const created = await placed(buyer, { priceOption: 'from' });
    expect((await move(buyer, created.id, 'accepted')).statusCode).toBe(403);

    const accepted = (await move(seller, created.id, 'accepted')).json() as Order;
    // After acceptance nobody cancels alone (ADR 037): the seller starts, or asks the buyer to agree to cancel.
    expect(accepted).toMatchObject({ status: 'accepted', nextStatuses: ['in_progress'] });
    expect(accepted.projectId).not.toBeNull();
    expect(accepted.acceptedAt).not.toBeNull();

    const project = (await seller.client.get(`/api/crm/projects/${accepted.projectId}`)).json() as Project;
    expect(project).toMatchObject({
      clientId: existing.id,
      serviceId: service.id,
      title: validService.title,
      description: requirements,
      // Accepted, not started: the project says quoted (it used to say in progress while the order said accepted).
      status: 'quoted',
      budget: 500,
      service: { title: validService.title },
    });
    const clients = (await seller.client.get('/api/crm/clients?limit=100')).json() as ClientPage;
    expect(clients.items.filter((client: Client) => client.email.toLowerCase() === buyer.email.toLowerCase())).toHaveLength(1);

    // The order's thread is the project's thread: both sides write and read it.
    const thread = `/api/project-threads/${accepted.projectId}/messages`;
    expect((await buyer.client.post(thread, { message: 'Here are our photos.' })).statusCode).toBe(201);
    expect((await seller.client.post(thread, { message: 'Thanks, starting Monday.' })).statusCode).toBe(201);
    const messages = (await buyer.client.get(thread)).json() as ProjectMessagePage;
    expect(messages.items.map((message) => message.message)).toEqual(['Here are our photos.', 'Thanks, starting Monday.']);

    // Accepting again is refused and makes no second project.
    expect((await move(seller, created.id, 'accepted')).statusCode).toBe(409);
  });

  it('a new buyer becomes a new client; two simultaneous accepts make one project', async () => {
    const newcomer = await memberWithRole(t.app, 'client');
    const created = await placed(newcomer);
    const answers = await Promise.all([move(seller, created.id, 'accepted'), move(seller, created.id, 'accepted')]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const clients = (await seller.client.get(`/api/crm/clients?q=${encodeURIComponent(newcomer.email)}`)).json() as ClientPage;
    expect(clients.items).toHaveLength(1);
    expect(clients.items[0]).toMatchObject({ name: newcomer.name, email: newcomer.email, status: 'active' });
    const projects = (await seller.client.get('/api/crm/projects?limit=100')).json() as { items: Project[] };
    expect(projects.items.filter((project) => project.clientId === clients.items[0].id)).toHaveLength(1);
  });

  it('follows requested → accepted → in_progress → delivered → completed and refuses every other move', async () => {
    const created = await placed(buyer);
    expect((await move(seller, created.id, 'delivered')).statusCode).toBe(409);
    expect((await move(seller, created.id, 'completed')).statusCode).toBe(409);
    await move(seller, created.id, 'accepted');
    expect((await move(buyer, created.id, 'in_progress')).statusCode).toBe(403);
    expect((await move(seller, created.id, 'in_progress')).json().status).toBe('in_progress');
    expect((await move(seller, created.id, 'requested')).statusCode).toBe(409);
    const delivered = (await move(seller, created.id, 'delivered')).json() as Order;
    expect(delivered.deliveredAt).not.toBeNull();
    expect((await move(seller, created.id, 'completed')).statusCode).toBe(403);
    expect((await move(buyer, created.id, 'cancelled')).statusCode).toBe(409);
    const completed = (await move(buyer, created.id, 'completed')).json() as Order;
    expect(completed).toMatchObject({ status: 'completed', nextStatuses: [] });
    expect(completed.completedAt).not.toBeNull();
    const project = (await seller.client.get(`/api/crm/projects/${completed.projectId}`)).json() as Project;
    expect(project.status).toBe('completed');
    expect((await move(buyer, created.id, 'cancelled')).statusCode).toBe(409);
    expect((await move(seller, created.id, 'bogus')).statusCode).toBe(400);
  });

  it('declined and cancelled end an order; an accepted order cancelled by agreement cancels its project', async () => {
    const declined = await placed(buyer);
    expect((await move(seller, declined.id, 'declined')).json()).toMatchObject({ status: 'declined', projectId: null });
    expect((await move(seller, declined.id, 'accepted')).statusCode).toBe(409);

    const withdrawn = await placed(buyer);
    expect((await move(seller, withdrawn.id, 'cancelled')).statusCode).toBe(403);
    expect((await move(buyer, withdrawn.id, 'cancelled')).json().status).toBe('cancelled');

    const stopped = await placed(buyer);
    const accepted = (await move(seller, stopped.id, 'accepted')).json() as Order;
    expect((await move(seller, stopped.id, 'cancelled')).statusCode).toBe(409);
    const asked = await seller.client.post(`/api/orders/${stopped.id}/actions/request_cancellation`, {
      reason: 'The brief is outside what I offer.',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await buyer.client.post(`/api/orders/${stopped.id}/actions/agree_cancellation`, {})).json().status).toBe('cancelled');
    expect(((await seller.client.get(`/api/crm/projects/${accepted.projectId}`)).json() as Project).status).toBe('cancelled');
  });

  it('only buyers with a completed order may review, once; the rating follows', async () => {
    const fresh = (await seller.client.post('/api/services', { ...validService, title: 'Review target' })).json() as Service;
    const reviewer = await memberWithRole(t.app, 'client');
    const eligibility = async (user: SignedUpUser) =>
      (await user.client.get(`/api/services/${fresh.id}/review-eligibility`)).json();

    expect(await eligibility(reviewer)).toEqual({ canReview: false, reason: 'no_completed_order' });
    expect((await new ApiClient(t.app).get(`/api/services/${fresh.id}/review-eligibility`)).json().reason).toBe('sign_in');
    expect((await eligibility(seller)).reason).toBe('own_service');
    const early = await reviewer.client.post(`/api/services/${fresh.id}/reviews`, { rating: 5, comment: 'Great' });
    expect(early.statusCode).toBe(403);
    expect(early.json().error.message).toBe(REVIEW_NEEDS_COMPLETED_ORDER);

    const bought = await placed(reviewer, { serviceId: fresh.id });
    for (const [who, status] of [
      [seller, 'accepted'],
      [seller, 'in_progress'],
      [seller, 'delivered'],
    ] as const)
      await move(who, bought.id, status);
    // Delivered is not enough: the buyer completes it first.
    expect((await reviewer.client.post(`/api/services/${fresh.id}/reviews`, { rating: 5 })).statusCode).toBe(403);
    await move(reviewer, bought.id, 'completed');
    expect(await eligibility(reviewer)).toEqual({ canReview: true, reason: null });
    const review = await reviewer.client.post(`/api/services/${fresh.id}/reviews`, { rating: 4, comment: 'Lovely work' });
    expect(review.statusCode).toBe(201);
    expect(review.json()).toEqual({ averageRating: 4, totalReviews: 1 });
    expect((await eligibility(reviewer)).reason).toBe('already_reviewed');
    expect((await reviewer.client.post(`/api/services/${fresh.id}/reviews`, { rating: 1 })).statusCode).toBe(409);
  });

  it('Analytics Pro: views (not the owner’s) and orders per day and per service; 402 without the add-on', async () => {
    const analyst = await memberWithRole(t.app, 'freelancer', ['analytics_pro']);
    const listed = (await analyst.client.post('/api/services', { ...validService, title: 'Analytics target' })).json() as Service;
    const withoutAddOn = await seller.client.get('/api/analytics/sales');
    expect(withoutAddOn.statusCode).toBe(402);
    expect(withoutAddOn.json().error.message).toContain('Analytics Pro');

    const view = (client: ApiClient, remoteAddress?: string) =>
      client.post(`/api/services/${listed.id}/views`, undefined, remoteAddress ? { remoteAddress } : {});
    await view(new ApiClient(t.app), '203.0.113.7');
    await view(new ApiClient(t.app), '203.0.113.8');
    await view(buyer.client);
    await view(buyer.client); // the same visitor again today does not count
    await view(analyst.client); // the owner's own views do not count
    const bought = await placed(buyer, { serviceId: listed.id });
    await move(analyst, bought.id, 'accepted');
    await placed(buyer, { serviceId: listed.id, priceOption: 'to' });

    const report = (await analyst.client.get('/api/analytics/sales?days=7')).json() as SalesAnalytics;
    expect(report.days).toHaveLength(7);
    const today = report.days.at(-1);
    expect(today).toMatchObject({ date: new Date().toISOString().slice(0, 10), views: 3, orders: 2, revenue: 500 });
    expect(report.totals).toEqual({ views: 3, orders: 2, revenue: 500, conversionRate: 66.7 });
    expect(report.services[0]).toMatchObject({ id: listed.id, views: 3, orders: 2, revenue: 500 });
  });

  it('service views: at most one per visitor per service per day, not inflated by rotating the user agent, no raw IP stored, nothing on HEAD', async () => {
    const owner = await memberWithRole(t.app, 'freelancer', ['analytics_pro']);
    const listed = (await owner.client.post('/api/services', { ...validService, title: 'Inflation target' })).json() as Service;
    const url = `/api/services/${listed.id}/views`;
    const anonymous = new ApiClient(t.app);
    const burst = await Promise.all(
      Array.from({ length: 60 }, () =>
        anonymous.post(url, undefined, { remoteAddress: '198.51.100.23', headers: { 'user-agent': 'bot/1' } }),
      ),
    );
    expect(burst.every((response) => response.statusCode === 204)).toBe(true);
    // A new user agent with every request, or a new address inside one IPv6 /64, is still the same visitor.
    for (let i = 0; i < 20; i++) {
      await anonymous.post(url, undefined, { remoteAddress: '198.51.100.23', headers: { 'user-agent': `browser/${i}` } });
      await anonymous.post(url, undefined, { remoteAddress: `2001:db8:1:2::${(i + 1).toString(16)}` });
    }
    await anonymous.post(url, undefined, { remoteAddress: '::ffff:198.51.100.23' });
    // Another network is another visitor; a signed-in user is one visitor whatever the IP.
    await anonymous.post(url, undefined, { remoteAddress: '2001:db8:1:3::1' });
    await buyer.client.post(url, undefined, { remoteAddress: '198.51.100.24' });
    await buyer.client.post(url, undefined, { remoteAddress: '198.51.100.25' });
    for (const method of ['HEAD', 'GET'] as const) expect((await anonymous.request(method, url)).statusCode).toBe(404);

    const report = (await owner.client.get('/api/analytics/sales?days=7')).json() as SalesAnalytics;
    expect(report.totals.views).toBe(4);
    const stored = await t.database.db.select().from(serviceViewVisitors);
    expect(stored.filter((row) => row.serviceId === listed.id)).toHaveLength(4);
    expect(JSON.stringify(stored)).not.toMatch(/198\.51\.100|bot\/1/);
  });
});
