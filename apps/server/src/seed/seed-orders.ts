import type { OrderStatus } from '@proclub/contracts/orders';
import { and, asc, eq } from 'drizzle-orm';
import { reviews, services } from '../db/schema/index';
import { OrdersRepository } from '../modules/orders/orders.public';
import type { SeedContext } from './seed-context';

const PATH: OrderStatus[] = ['accepted', 'in_progress', 'delivered', 'completed'];

/**
 * Demo orders: every seeded review belongs to a completed order (the review rule), and the demo client has
 * one order in progress with the agency and one waiting for the vendor's answer. Accepting goes through the
 * real repository, so each accepted order has its CRM client, project and thread.
 */
export async function seedOrders({ db, accounts }: SeedContext): Promise<void> {
  const orders = new OrdersRepository(db);
  const walk = async (
    service: { id: string; userId: string; title: string; priceFrom: number | null; priceTo: number | null; pricingType: string },
    buyerId: string,
    requirements: string,
    until: OrderStatus,
  ) => {
    const price = service.priceFrom ?? service.priceTo;
    if (price === null) return;
    const id = await orders.insert({
      serviceId: service.id,
      buyerId,
      sellerId: service.userId,
      serviceTitle: service.title,
      priceOption: service.priceFrom !== null ? 'from' : 'to',
      price: Number(price),
      pricingType: service.pricingType as 'fixed',
      requirements,
    });
    for (const [index, status] of PATH.entries()) {
      if (PATH.indexOf(until) < index) break;
      if (status === 'accepted') await orders.accept(id, service.userId);
      else await orders.transition(id, PATH[index - 1], status);
    }
  };

  const columns = {
    id: services.id,
    userId: services.userId,
    title: services.title,
    priceFrom: services.priceFrom,
    priceTo: services.priceTo,
    pricingType: services.pricingType,
  };
  const reviewed = await db
    .select({ ...columns, reviewerId: reviews.reviewerId })
    .from(reviews)
    .innerJoin(services, eq(services.id, reviews.serviceId))
    .orderBy(asc(reviews.createdAt));
  for (const row of reviewed) await walk(row, row.reviewerId, 'As described on the service page.', 'completed');

  const client = accounts.client;
  if (!client) return;
  const [landing] = await db
    .select(columns)
    .from(services)
    .where(and(eq(services.userId, accounts.agency), eq(services.title, 'Conversion-Focused Landing Page')));
  if (landing)
    await walk(landing, client, 'A landing page for our holiday pre-order offer, with a short order form.', 'in_progress');
  const [vendorService] = await db
    .select(columns)
    .from(services)
    .where(and(eq(services.userId, accounts.vendor), eq(services.isActive, true)))
    .orderBy(asc(services.createdAt))
    .limit(1);
  if (vendorService)
    await walk(vendorService, client, 'We would like this for our second bakery location. Timeline: next month.', 'requested');
}
