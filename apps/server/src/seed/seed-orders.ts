import type { Order } from '@proclub/contracts/orders';
import { SalesAnalyticsRepository, ServiceViewCounter } from '../modules/orders/orders.public';
import type { SeedApi } from './seed-api';
import { seedApi } from './seed-as';
import type { SeedContext } from './seed-context';
import { DEMO_REVIEWS } from './seed-services';

interface Listed {
  id: string;
  title: string;
  priceFrom: number | null;
  /** Set for a service sold in packages: its orders choose one (the Standard package, when offered). */
  lowestPackagePrice: number | null;
  priceTo: number | null;
  userId: string;
}

/** How many anonymous visitors looked at each demo service over the last four weeks. */
const VIEWS_BY_TITLE: Record<string, number> = {
  'Local SEO & Google Business Profile Setup': 14,
  'Conversion-Focused Landing Page': 9,
  'Small Business Website in WordPress': 12,
  'iOS & Android App Prototype': 4,
  'Website Speed Optimisation': 6,
  'Brand Identity & Logo Design': 8,
  'Blog Posts That Rank': 5,
  'Explainer Video (60 seconds)': 3,
};

/**
 * Demo orders, reviews and views, all through the API as the people involved, so each is one the app accepts:
 * only members order (the demo client, vendor and agency paid in seedMembership; the freelancer did not and orders
 * nothing), the seller accepts (which opens the CRM client, project and thread), the buyer completes, and the
 * review follows the completed order. The demo client also has one order in progress with the agency and one
 * waiting for the vendor's answer.
 */
const DEMO_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Demo Buyer' };

export async function seedOrders(ctx: SeedContext): Promise<void> {
  // Orders are paid and ordering needs a membership: both come from the built-in test checkout. Without it (Stripe
  // configured, or a real deployment on PostgreSQL) the demo people have no membership and place no orders.
  if (!ctx.env?.TEST_CHECKOUT || ctx.env.STRIPE_SECRET_KEY) {
    ctx.log.info('demo seed: no test checkout, so no demo orders');
    return;
  }
  const { accounts } = ctx;
  const client = await seedApi(ctx, 'client');
  const listed = await client.call<{ items: Listed[] }>('GET', '/api/services?limit=48');
  const byTitle = new Map(listed.items.map((item) => [item.title, item]));
  const roleOf = (userId: string) => Object.keys(accounts).find((role) => accounts[role] === userId) as string;

  // Paid like every order (ADR 023): a checkout priced by the server, then the test card of the test checkout.
  const order = async (buyer: SeedApi, service: Listed, requirements: string): Promise<Order> => {
    const checkout = await buyer.call<{ id: string }>('POST', '/api/orders/checkout', {
      serviceId: service.id,
      ...(service.lowestPackagePrice !== null
        ? { packageTier: 'standard' }
        : { priceOption: service.priceFrom !== null ? 'from' : 'to' }),
      requirements,
    });
    return buyer.call<Order>('POST', `/api/orders/checkout/${checkout.id}/pay`, DEMO_CARD);
  };
  const move = (api: SeedApi, id: string, status: string) => api.call('PATCH', `/api/orders/${id}/status`, { status });

  for (const review of DEMO_REVIEWS) {
    const service = byTitle.get(review.title);
    if (!service) throw new Error(`demo seed: service ${review.title} is not listed`);
    const buyer = await seedApi(ctx, review.by);
    const seller = await seedApi(ctx, roleOf(service.userId));
    const placed = await order(buyer, service, 'As described on the service page, for our own business.');
    await move(seller, placed.id, 'accepted');
    await move(seller, placed.id, 'in_progress');
    // A delivery is never empty (ADR 037): the seller delivers with a message the buyer reads before accepting.
    await seller.call('POST', `/api/orders/${placed.id}/deliveries`, {
      message: 'Here is the finished work, as described on the service page. Thank you for the order!',
    });
    await move(buyer, placed.id, 'completed');
    await buyer.call('POST', `/api/services/${service.id}/reviews`, { rating: review.rating, comment: review.comment });
  }

  const landing = byTitle.get('Conversion-Focused Landing Page');
  if (landing) {
    const agency = await seedApi(ctx, 'agency');
    const placed = await order(client, landing, 'A landing page for our holiday pre-order offer, with a short order form.');
    await move(agency, placed.id, 'accepted');
    await move(agency, placed.id, 'in_progress');
    // The order's thread is the project's (ADR 008): both sides have talked in it since.
    const accepted = await client.call<Order>('GET', `/api/orders/${placed.id}`);
    if (accepted.projectId) {
      const say = (api: SeedApi, message: string) =>
        api.call('POST', `/api/project-threads/${accepted.projectId}/messages`, { message });
      await say(agency, 'Thanks for the order, Clara! First draft of the pre-order page by Friday.');
      await say(client, 'Perfect. Could the form ask for a pickup time between 7 a.m. and 2 p.m.?');
      await say(agency, 'Yes, a pickup-time picker limited to your Saturday hours. It is in the draft.');
    }
  }
  const vendorService = byTitle.get('Small Business Website in WordPress');
  if (vendorService)
    await order(client, vendorService, 'We would like this for our second bakery location. Timeline: next month.');

  // One open dispute (issue 37): the agency contests the vendor's delivery; the money stays held, both sides have
  // written in the dispute's conversation, and it waits in the admin's queue.
  const speed = byTitle.get('Website Speed Optimisation');
  if (speed) {
    const buyer = await seedApi(ctx, 'agency');
    const seller = await seedApi(ctx, roleOf(speed.userId));
    const placed = await order(
      buyer,
      speed,
      'Three client sites take 5 s to load on phones. We need them under 2 s before launch.',
    );
    await move(seller, placed.id, 'accepted');
    await move(seller, placed.id, 'in_progress');
    await seller.call('POST', `/api/orders/${placed.id}/deliveries`, {
      message: 'Images compressed, caching and lazy loading set up: the home pages now load in 1.8 s on desktop.',
    });
    await buyer.call('POST', `/api/orders/${placed.id}/dispute`, {
      reason: 'The pages still take over 4 seconds on a phone, and phones were the whole point of the order.',
    });
    const say = (api: SeedApi, message: string) => api.call('POST', `/api/orders/${placed.id}/dispute/messages`, { message });
    await say(
      seller,
      'The brief said "load faster"; the desktop target is met. Mobile needs a lighter theme, which is a new job.',
    );
    await say(buyer, 'Our requirements said phones in the first line. Please see the order again.');
  }

  await seedViews(ctx, listed.items);
}

const DAY_MS = 24 * 60 * 60 * 1000;
const VIEW_DAYS = 28;

/**
 * Views: anonymous visitors, each its own address and browser, counted by the service page's own view counter on the
 * day they came, spread over the last four weeks (more of them lately), so Analytics Pro draws a history rather than
 * one spike today. The counter's rules hold: the owner never counts, one visitor counts once a day.
 */
async function seedViews(ctx: SeedContext, items: Listed[]): Promise<void> {
  const repository = new SalesAnalyticsRepository(ctx.db);
  const today = Date.now();
  let visitor = 0;
  for (const item of items) {
    const views = VIEWS_BY_TITLE[item.title] ?? 0;
    for (let index = 0; index < views; index += 1) {
      visitor += 1;
      // Index 0 lands today; later ones spread back over the window, denser near today (square of an even step).
      const daysAgo = Math.floor(VIEW_DAYS * (index / Math.max(views, 1)) ** 2);
      const counter = new ServiceViewCounter(repository, () => new Date(today - daysAgo * DAY_MS));
      // One network per demo visitor: a visitor is their address (the user agent does not make a new one).
      await counter.countView(null, item.id, { ip: `198.51.${Math.floor(visitor / 250)}.${visitor % 250}` });
    }
  }
}
