import type { CampaignDetail, CampaignInput } from '@proclub/contracts/campaigns';
import type { Client } from '@proclub/contracts/crm';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { emailOutbox } from '../../db/schema/index';
import type { ApiClient, SignedUpUser } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';
import { until } from '../../test/until';

export const POSTAL_ADDRESS = {
  street: '1 Main St',
  city: 'Springfield',
  region: 'IL',
  postalCode: '62701',
  country: 'United States',
};

/** A seller whose profile has the company, and whose workspace has the postal address every campaign footer needs. */
export async function campaignSeller(app: FastifyInstance) {
  const seller = await userWithRole(app, 'agency');
  const response = await seller.client.patch('/api/profile', {
    fullName: 'Sam Seller',
    companyName: 'Bright Agency',
    location: '1 Main St, Springfield',
  });
  expect(response.statusCode, response.body).toBe(200);
  const address = await seller.client.put('/api/crm/campaign-postal-address', { payload: POSTAL_ADDRESS });
  expect(address.statusCode, address.body).toBe(200);
  return seller;
}

export async function addClient(api: ApiClient, fields: Record<string, unknown>): Promise<Client> {
  const response = await api.post('/api/crm/clients', { name: 'Someone', email: 'someone@example.test', ...fields });
  if (response.statusCode !== 201) throw new Error(`create client failed: ${response.statusCode} ${response.body}`);
  return response.json() as Client;
}

export const campaignInput = (overrides: Partial<CampaignInput> = {}): CampaignInput => ({
  name: 'Spring offer',
  subject: 'Hello {{first_name|friend}}',
  preheader: 'A short note',
  fromName: '',
  blocks: [
    { type: 'heading', text: 'Spring is here' },
    { type: 'text', text: 'Hi {{first_name|there}} from {{company|your team}}' },
    { type: 'button', text: 'See offer', url: 'https://example.com/offer?x=1' },
  ],
  audience: { kind: 'status', statuses: ['active'], tags: [], clientIds: [] },
  ratePerMinute: 600,
  ...overrides,
});

export async function createCampaign(seller: SignedUpUser, overrides: Partial<CampaignInput> = {}) {
  const response = await seller.client.post('/api/crm/campaigns', campaignInput(overrides));
  if (response.statusCode !== 201) throw new Error(`create campaign failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { id: string }).id;
}

export async function detail(seller: SignedUpUser, id: string) {
  return (await seller.client.get(`/api/crm/campaigns/${id}`)).json() as CampaignDetail;
}

export const waitForStatus = (seller: SignedUpUser, id: string, status: string) =>
  until(
    () => detail(seller, id),
    (campaign) => campaign.status === status,
    20_000,
  );

export async function mailsTo(app: FastifyInstance, to: string) {
  return app.database.db
    .select({
      id: emailOutbox.id,
      subject: emailOutbox.subject,
      html: emailOutbox.html,
      text: emailOutbox.text,
      headers: emailOutbox.headers,
      fromAddress: emailOutbox.fromAddress,
      replyTo: emailOutbox.replyTo,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, to));
}

/** The tracking links of one mail's HTML (open pixel, click links, unsubscribe). */
export function linksIn(html: string) {
  const hrefs = [...html.matchAll(/(?:href|src)="([^"]+)"/g)].map((match) => match[1].replace(/&amp;/g, '&'));
  return {
    open: hrefs.find((url) => url.includes('/api/public/email/o/')) ?? '',
    clicks: hrefs.filter((url) => url.includes('/api/public/email/c/')),
    unsubscribe: hrefs.find((url) => url.includes('/api/public/email/unsubscribe/')) ?? '',
  };
}

export const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};
