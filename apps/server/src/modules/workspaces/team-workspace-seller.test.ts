import type { Order } from '@proclub/contracts/orders';
import type { SellerPage, Service, ServicePage } from '@proclub/contracts/services';
import { like } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/index';
import { describeEachDatabase, type SignedUpUser } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';
import { memberWithRole } from '../membership/membership.test-helpers';
import { placedOrder } from '../orders/orders.test-helpers';
import { validService } from '../services/services.test-helpers';
import { sellerContact } from './workspaces.public';

/**
 * A workspace made from scratch (not someone's first, personal one) has a random id and no profile behind it
 * (ADR 045: only a person's first workspace reuses their account id). Everything that shows or reaches "the
 * seller" must then use the workspace's name and the people in it — not a profile that does not exist.
 */
describeEachDatabase('a second, team workspace sells under its own name', (t) => {
  let owner: SignedUpUser;
  let buyer: SignedUpUser;
  let workspaceId: string;
  let listing: Service;
  const name = `Northwind Studio ${Date.now().toString(36)}`;

  beforeAll(async () => {
    owner = await userWithRole(t.app, 'agency');
    buyer = await memberWithRole(t.app, 'client');
    const created = await owner.client.post('/api/workspaces', { name });
    expect(created.statusCode, created.body).toBe(201);
    workspaceId = created.json().id;
    expect(workspaceId).not.toBe(owner.id);
    owner.client.workspaceId = workspaceId;
    const posted = await owner.client.post('/api/services', { ...validService, title: `${name} websites` });
    expect(posted.statusCode, posted.body).toBe(201);
    listing = posted.json() as Service;
  });

  it('names the workspace as the seller on its service, its card and its seller page', async () => {
    expect(listing.userId).toBe(workspaceId);
    const page = (await buyer.client.get(`/api/services/${listing.id}`)).json() as Service;
    expect(page.seller?.companyName ?? page.seller?.fullName).toBe(name);
    const searched = await buyer.client.get(`/api/services?q=${encodeURIComponent('Northwind Studio')}`);
    expect(searched.statusCode, searched.body).toBe(200);
    const cards = searched.json() as ServicePage;
    const card = cards.items.find((item) => item.id === listing.id);
    expect(card?.seller?.companyName ?? card?.seller?.fullName).toBe(name);
    const browsed = await buyer.client.get('/api/services?sort=newest');
    expect(browsed.statusCode, browsed.body).toBe(200);
    const newest = browsed.json() as ServicePage;
    const newestCard = newest.items.find((item) => item.id === listing.id);
    expect(newestCard?.seller?.companyName ?? newestCard?.seller?.fullName).toBe(name);
    const seller = await buyer.client.get(`/api/sellers/${workspaceId}`);
    expect(seller.statusCode, seller.body).toBe(200);
    const body = seller.json() as SellerPage;
    expect(body.seller.companyName ?? body.seller.fullName).toBe(name);
    expect(body.services.map((item) => item.id)).toContain(listing.id);
  });

  it('a buyer’s message about the listing reaches the workspace’s owner', async () => {
    const contacted = await buyer.client.post('/api/messaging/contact-seller', { serviceId: listing.id });
    expect(contacted.statusCode, contacted.body).toBeLessThan(300);
    const conversationId = contacted.json().id as string;
    owner.client.workspaceId = owner.id;
    try {
      const seen = await owner.client.get(`/api/messaging/conversations/${conversationId}`);
      expect(seen.statusCode, seen.body).toBe(200);
    } finally {
      owner.client.workspaceId = workspaceId;
    }
  });

  it('an order of the listing is answered in the workspace and its notices reach the owner', async () => {
    const order = await placedOrder(buyer, listing.id);
    const accepted = await owner.client.patch(`/api/orders/${order.id}/status`, { status: 'accepted' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((accepted.json() as Order).viewerRole).toBe('seller');
    const bell = (await owner.client.get(`/api/notifications?workspace=${workspaceId}`)).json() as {
      items: { kind: string }[];
    };
    expect(bell.items.some((item) => item.kind === 'order_placed')).toBe(true);
    // The order's mail to the seller side goes to the owner's address, naming the team to the buyer.
    const mails = await t.database.db
      .select({ to: emailOutbox.toAddress, text: emailOutbox.text })
      .from(emailOutbox)
      .where(like(emailOutbox.text, `%${listing.title}%`));
    expect(mails.some((mail) => mail.to === owner.email)).toBe(true);
    expect(mails.some((mail) => mail.to === buyer.email && mail.text.includes(`${name} accepted your order`))).toBe(true);
  });

  it('papers, campaign footers and statements name the team; its mail reaches the owner', async () => {
    expect(await sellerContact(t.database.db, workspaceId)).toMatchObject({
      fullName: name,
      companyName: name,
      email: owner.email,
    });
    // A personal workspace still speaks with its owner's profile.
    const personal = await sellerContact(t.database.db, owner.id);
    expect(personal?.email).toBe(owner.email);
    expect(personal?.fullName).not.toBe(name);
    const statement = await owner.client.get(`/api/orders/statement?month=${new Date().toISOString().slice(0, 7)}`);
    expect(statement.statusCode, statement.body).toBe(200);
    expect(statement.json().sellerName).toBe(name);
  });
});
