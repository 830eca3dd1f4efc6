import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { baseURL, sellerHeaders } from './fixtures';

const originHeader = { origin: baseURL };

export interface ClientBody {
  id: string;
  name: string;
  email: string;
}
export interface ProjectBody {
  id: string;
  title: string;
  status: string;
  budget: number | null;
}

export async function createClientViaApi(api: APIRequestContext, fields: Record<string, unknown> = {}): Promise<ClientBody> {
  const response = await api.post('/api/crm/clients', {
    data: { name: 'API Client', email: `api-client-${Date.now()}@e2e.proclub.test`, ...fields },
    headers: await sellerHeaders(api),
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as ClientBody;
}

export async function createProjectViaApi(
  api: APIRequestContext,
  clientId: string,
  fields: Record<string, unknown> = {},
): Promise<ProjectBody> {
  const response = await api.post('/api/crm/projects', {
    data: { clientId, title: 'API Project', ...fields },
    headers: await sellerHeaders(api),
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as ProjectBody;
}

/**
 * Resolves once the page's realtime socket confirms a subscription to the channel, so a test can act
 * knowing the page will receive the channel's next event. Call before navigating.
 */
export function waitForSubscription(page: Page, channel: string | RegExp): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        const frame = JSON.parse(String(payload)) as { type?: string; channel?: string };
        if (frame.type !== 'subscribed' || frame.channel === undefined) return;
        if (typeof channel === 'string' ? frame.channel === channel : channel.test(frame.channel)) resolve();
      });
    });
  });
}

/** Joins the club with the Advanced CRM Tools add-on (Board, CSV import) through the built-in test checkout. */
export async function joinAdvancedCrmViaApi(api: APIRequestContext): Promise<void> {
  const plans = (await (await api.get('/api/membership/plans')).json()) as { base: { priceId: string } };
  const checkout = await api.post('/api/membership/create-checkout', {
    data: { priceId: plans.base.priceId, addOns: ['advanced_crm'] },
    headers: originHeader,
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { sessionId } = (await checkout.json()) as { sessionId: string };
  const paid = await api.post(`/api/membership/test-checkout/${sessionId}/pay`, {
    data: { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'E2E Member' },
    headers: originHeader,
  });
  expect(paid.status(), await paid.text()).toBe(200);
}
