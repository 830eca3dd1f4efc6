import type { Client } from '@proclub/contracts/crm';
import type { RankCheck, RankKeyword } from '@proclub/contracts/products';
import type { ApiClient, ErrorBody } from '../../test/test-app';
import { createClient } from '../crm/crm.test-helpers';

export const fieldsOf = (body: ErrorBody) => body.error.details?.fields?.map((issue) => issue.field) ?? [];

let clientCounter = 0;
/** A client of the seller with a unique email. */
export function newClient(api: ApiClient, fields: Record<string, unknown> = {}): Promise<Client> {
  clientCounter += 1;
  return createClient(api, {
    name: `Client ${clientCounter}`,
    email: `client-${clientCounter}-${Date.now()}@products.test`,
    ...fields,
  });
}

export async function addKeyword(api: ApiClient, clientId: string, fields: Record<string, unknown> = {}): Promise<RankKeyword> {
  const response = await api.post('/api/products/rank-tracker/keywords', {
    clientId,
    keyword: 'emergency plumber',
    location: 'Austin, TX',
    ...fields,
  });
  if (response.statusCode !== 201) throw new Error(`add keyword failed: ${response.statusCode} ${response.body}`);
  return response.json() as RankKeyword;
}

export async function recordCheck(api: ApiClient, keywordId: string, position: number, checkedAt?: string): Promise<RankCheck> {
  const response = await api.post('/api/products/rank-tracker/checks', {
    keywordId,
    position,
    ...(checkedAt ? { checkedAt } : {}),
  });
  if (response.statusCode !== 201) throw new Error(`record check failed: ${response.statusCode} ${response.body}`);
  return response.json() as RankCheck;
}

const DAY = 86_400_000;
/** An ISO moment `days` days ago (fractional days allowed). */
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();
