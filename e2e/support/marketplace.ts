import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect, request as playwrightRequest } from '@playwright/test';
import sharp from 'sharp';
import { baseURL, newUser, sellerHeaders, setupViaApi, signUpViaApi, type TestUser } from './fixtures';

export interface ServiceBody {
  id: string;
  userId: string;
  title: string;
  priceFrom: number | null;
  priceTo: number | null;
  isActive: boolean;
  portfolioItems: { id: string; url: string; thumbnailUrl: string }[];
}

/** A lowercase word no other test will use, so a full-text search finds only this test's services. */
export function uniqueWord(prefix = 'zq'): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let word = prefix;
  for (let i = 0; i < 10; i++) word += letters[Math.floor(Math.random() * letters.length)];
  return word;
}

/** Writes `count` small, distinct PNG files into a fresh temporary directory and returns their paths. */
export async function pngFiles(count: number): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'proclub-e2e-images-'));
  const files: string[] = [];
  for (let i = 0; i < count; i++) {
    const file = path.join(dir, `portfolio-${i + 1}.png`);
    await sharp({
      create: { width: 320, height: 240, channels: 3, background: { r: (60 * i) % 256, g: 120, b: 200 - ((40 * i) % 200) } },
    })
      .png()
      .toFile(file);
    files.push(file);
  }
  return files;
}

/** A standalone signed-in API client for a fresh seller (not tied to any page). */
export async function newSellerApi(role: 'agency' | 'vendor' | 'freelancer' = 'vendor') {
  const signingUp = await playwrightRequest.newContext({ baseURL });
  const user: TestUser = await signUpViaApi(signingUp, newUser(role));
  await setupViaApi(signingUp, role, { companyName: `${user.fullName} Studio` });
  const me = (await (await signingUp.get('/api/me')).json()) as { user: { id: string } };
  // The same session, naming the seller's own workspace on every call (ADR 045 §3).
  const api = await playwrightRequest.newContext({
    baseURL,
    storageState: await signingUp.storageState(),
    extraHTTPHeaders: { 'x-workspace-id': me.user.id },
  });
  await signingUp.dispose();
  return { api, user, id: me.user.id };
}

export async function createServiceViaApi(api: APIRequestContext, fields: Record<string, unknown> = {}): Promise<ServiceBody> {
  const response = await api.post('/api/services', {
    data: {
      title: 'API Service',
      description: 'A service created through the API for a test.',
      category: 'web_development',
      priceFrom: 100,
      priceTo: 200,
      ...fields,
    },
    headers: await sellerHeaders(api),
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as ServiceBody;
}

export async function getServiceViaApi(api: APIRequestContext, id: string): Promise<ServiceBody | null> {
  const response = await api.get(`/api/services/${id}`);
  if (response.status() === 404) return null;
  expect(response.status()).toBe(200);
  return (await response.json()) as ServiceBody;
}

export async function myServicesViaApi(api: APIRequestContext): Promise<{ items: ServiceBody[]; total: number }> {
  const response = await api.get('/api/services/mine');
  expect(response.status()).toBe(200);
  return (await response.json()) as { items: ServiceBody[]; total: number };
}
