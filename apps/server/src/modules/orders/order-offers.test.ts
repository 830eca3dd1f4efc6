import type { ConversationDetail } from '@proclub/contracts/messaging';
import type { NotificationPage } from '@proclub/contracts/notifications';
import type { Offer, OfferAccept } from '@proclub/contracts/offers';
import type { Order } from '@proclub/contracts/orders';
import type { Service } from '@proclub/contracts/services';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { customOffers } from '../../db/schema/index';
import { type RealtimeFrame, realtimeUrl, TestSocket } from '../../test/realtime-client';
import { describeEachDatabase, type SignedUpUser } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';
import { memberWithRole } from '../membership/membership.test-helpers';
import { createConversation } from '../messaging/messaging.test-helpers';
import { validService } from '../services/services.test-helpers';
import { DECLINED_CARD, TEST_CARD } from './orders.test-helpers';

const eventOf = (type: string) => (frame: RealtimeFrame) => frame.type === 'event' && frame.event?.type === type;

const offerInput = {
  title: 'Landing page + copy',
  description: 'One landing page with copywriting and two revisions.',
  price: 480.5,
  deliveryDays: 6,
};

describeEachDatabase('orders: custom offers in a conversation', (t) => {
  let seller: SignedUpUser;
  let buyer: SignedUpUser;
  let outsider: SignedUpUser;
  let conversation: ConversationDetail;
  let contactService: Service;
  const sockets: TestSocket[] = [];
  const offersUrl = (id = conversation.id) => `/api/messaging/conversations/${id}/offers`;
  const send = (fields: Record<string, unknown> = {}, user = seller) =>
    user.client.post(offersUrl(), { ...offerInput, ...fields });
  const sent = async (fields: Record<string, unknown> = {}) => {
    const response = await send(fields);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Offer;
  };
  const bell = async (user: SignedUpUser, kind: string) =>
    ((await user.client.get('/api/notifications')).json() as NotificationPage).items
      .filter((item) => item.kind === kind)
      .map((item) => item.title);

  beforeAll(async () => {
    seller = await userWithRole(t.app, 'vendor');
    buyer = await memberWithRole(t.app, 'client');
    outsider = await memberWithRole(t.app, 'client');
    conversation = await createConversation(buyer, [seller], { title: 'Landing page', type: 'inquiry' });
    // A "Contact for pricing" service: no price from / to, so only a custom offer can sell it.
    const created = await seller.client.post('/api/services', { ...validService, priceFrom: '', priceTo: '' });
    expect(created.statusCode, created.body).toBe(201);
    contactService = created.json() as Service;
  });
  afterAll(() => {
    for (const socket of sockets) socket.close();
  });

  it('a seller sends an offer to the other participant; it is live in the thread and rings the buyer’s bell', async () => {
    const socket = await TestSocket.open(await realtimeUrl(t.app), { cookie: buyer.client.jar.header() });
    sockets.push(socket);
    expect((await socket.subscribe(`conversation:${conversation.id}`)).type).toBe('subscribed');

    const offer = await sent({ serviceId: contactService.id });
    expect(offer).toMatchObject({
      conversationId: conversation.id,
      seller: { id: seller.id },
      buyer: { id: buyer.id },
      service: { id: contactService.id, title: validService.title },
      title: offerInput.title,
      price: 480.5,
      deliveryDays: 6,
      status: 'pending',
      orderId: null,
    });
    const days = (Date.parse(offer.expiresAt) - Date.parse(offer.createdAt)) / 86_400_000;
    expect(Math.round(days)).toBe(7);
    const live = await socket.next(eventOf('offer.updated'));
    expect((live.event as unknown as { offer: Offer }).offer.id).toBe(offer.id);
    expect(await bell(buyer, 'offer_received')).toContain('vendor tester sent you a custom offer');

    const listed = (await buyer.client.get(offersUrl())).json() as { items: Offer[] };
    expect(listed.items.map((item) => item.id)).toContain(offer.id);
  });

  it('only a seller in the conversation may send; everyone else gets 404 and the fields are named', async () => {
    // Offers are a seller workspace's (ADR 045): a client-role buyer names no workspace of theirs.
    expect((await send({}, buyer)).statusCode).toBe(404);
    expect((await send({}, outsider)).statusCode).toBe(404);
    expect((await outsider.client.post(offersUrl('not-a-uuid'), offerInput)).statusCode).toBe(404);
    const field = async (fields: Record<string, unknown>) => {
      const response = await send(fields);
      expect(response.statusCode, response.body).toBe(400);
      return (response.json() as { error: { details: { fields: { field: string; message: string }[] } } }).error.details
        .fields[0];
    };
    expect(await field({ price: 0 })).toEqual({ field: 'price', message: 'Price must be at least 1' });
    expect(await field({ price: 'lots' })).toMatchObject({ field: 'price' });
    expect(await field({ deliveryDays: 0 })).toEqual({ field: 'deliveryDays', message: 'Delivery days must be at least 1' });
    expect(await field({ title: '  ' })).toEqual({ field: 'title', message: 'Offer title is required' });
    expect(await field({ description: 'short' })).toMatchObject({ field: 'description' });
    expect(await field({ buyerId: outsider.id })).toMatchObject({ field: 'buyerId' });
    const othersService = (await (await userWithRole(t.app, 'agency')).client.post('/api/services', validService)).json();
    expect(await field({ serviceId: othersService.id })).toEqual({
      field: 'serviceId',
      message: 'Choose one of your own services',
    });
  });

  it('an outsider cannot see, accept, decline or withdraw an offer (404)', async () => {
    const offer = await sent();
    expect((await outsider.client.get(offersUrl())).statusCode).toBe(404);
    expect((await outsider.client.get(`/api/offers/${offer.id}`)).statusCode).toBe(404);
    for (const action of ['accept', 'decline', 'withdraw'])
      expect((await outsider.client.post(`/api/offers/${offer.id}/${action}`)).statusCode).toBe(404);
    expect((await buyer.client.get(`/api/offers/${offer.id}`)).statusCode).toBe(200);
    // Each side has only its own actions.
    expect((await seller.client.post(`/api/offers/${offer.id}/accept`)).statusCode).toBe(403);
    expect((await buyer.client.post(`/api/offers/${offer.id}/withdraw`)).statusCode).toBe(404);
  });

  it('accepting checks out exactly the stored price; paying makes the order and accepts the offer', async () => {
    const offer = await sent({ serviceId: contactService.id });
    const accepted = await buyer.client.post(`/api/offers/${offer.id}/accept`, { price: 1, amountCents: 100 });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const { checkout } = accepted.json() as OfferAccept;
    expect(checkout).toMatchObject({ provider: 'test', url: null, amountCents: 48_050, feeCents: 4_805 });

    const declined = await buyer.client.post(`/api/orders/checkout/${checkout.id}/pay`, DECLINED_CARD);
    expect(declined.statusCode).toBe(402);
    expect(((await buyer.client.get(`/api/offers/${offer.id}`)).json() as Offer).status).toBe('pending');
    // Accepting again after a declined card pays the same checkout.
    const again = (await buyer.client.post(`/api/offers/${offer.id}/accept`)).json() as OfferAccept;
    expect(again.checkout.id).toBe(checkout.id);

    const paid = await buyer.client.post(`/api/orders/checkout/${checkout.id}/pay`, TEST_CARD);
    expect(paid.statusCode, paid.body).toBe(201);
    const order = paid.json() as Order;
    expect(order).toMatchObject({
      serviceTitle: offerInput.title,
      price: 480.5,
      requirements: offerInput.description,
      payment: { status: 'held', amountCents: 48_050 },
    });
    const after = (await seller.client.get(`/api/offers/${offer.id}`)).json() as Offer;
    expect(after).toMatchObject({ status: 'accepted', orderId: order.id });
    expect((await seller.client.get(`/api/orders/${order.id}`)).statusCode).toBe(200);
    expect(await bell(seller, 'offer_accepted')).toContain('client tester accepted your custom offer');
    expect((await buyer.client.post(`/api/offers/${offer.id}/accept`)).statusCode).toBe(409);
    expect((await seller.client.post(`/api/offers/${offer.id}/withdraw`)).statusCode).toBe(409);
  });

  it('accepting needs the club membership, like any order', async () => {
    const guest = await userWithRole(t.app, 'client');
    const chat = await createConversation(guest, [seller], { title: 'Quote' });
    const response = await seller.client.post(offersUrl(chat.id), offerInput);
    const offer = response.json() as Offer;
    const accepted = await guest.client.post(`/api/offers/${offer.id}/accept`);
    expect(accepted.statusCode).toBe(402);
  });

  it('the buyer may decline and the seller withdraw while pending; both then stay closed', async () => {
    const toDecline = await sent();
    const declined = await buyer.client.post(`/api/offers/${toDecline.id}/decline`);
    expect(declined.statusCode, declined.body).toBe(200);
    expect((declined.json() as Offer).status).toBe('declined');
    expect((await buyer.client.post(`/api/offers/${toDecline.id}/accept`)).statusCode).toBe(409);

    const toWithdraw = await sent();
    const withdrawn = await seller.client.post(`/api/offers/${toWithdraw.id}/withdraw`);
    expect((withdrawn.json() as Offer).status).toBe('withdrawn');
    expect((await buyer.client.post(`/api/offers/${toWithdraw.id}/decline`)).statusCode).toBe(409);
  });

  it('a pending offer expires after its time: it reads expired and cannot be accepted', async () => {
    const offer = await sent();
    await t.database.db
      .update(customOffers)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(customOffers.id, offer.id));
    expect(((await buyer.client.get(`/api/offers/${offer.id}`)).json() as Offer).status).toBe('expired');
    const accepted = await buyer.client.post(`/api/offers/${offer.id}/accept`);
    expect(accepted.statusCode).toBe(410);
    expect((await seller.client.post(`/api/offers/${offer.id}/withdraw`)).statusCode).toBe(410);
  });
});
