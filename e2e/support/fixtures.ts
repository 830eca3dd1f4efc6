/// <reference lib="dom" />
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, type Browser, type BrowserContext, expect, type Locator, type Page } from '@playwright/test';

export const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
/** Mirrors start-test-server.mjs: failed sign-ins allowed per email before the server answers 429. */
export const SIGN_IN_FAILURES_PER_EMAIL = 5;
export const DEMO_PASSWORD = 'demo-pass-2025';
export type DemoRole = 'agency' | 'vendor' | 'freelancer' | 'client' | 'admin';
export const DEMO_ROLES: DemoRole[] = ['agency', 'vendor', 'freelancer', 'client', 'admin'];
export const demoEmail = (role: DemoRole) => `${role}@demo.proclub.test`;

/**
 * The signed-in storage state of a demo account, written once per run by e2e/demo-sessions.setup.ts (the `setup`
 * project every spec depends on). Specs use it instead of signing in again: `test.use({ storageState: demoState(r) })`,
 * `browser.newContext({ storageState: demoState(r) })`, or `useDemoSession(page, r)`. Never sign such a session out
 * or revoke it: the other tests share it (a test about signing out uses an account of its own).
 */
export const demoState = (role: DemoRole) =>
  path.join(os.tmpdir(), `proclub-e2e-${process.env.E2E_PORT ?? 3100}-sessions`, `${role}.json`);

/** Puts the demo account's shared session into this page's browser context (its page.request too). */
export async function useDemoSession(page: Page, role: DemoRole): Promise<void> {
  const state = JSON.parse(fs.readFileSync(demoState(role), 'utf8')) as { cookies: Parameters<BrowserContext['addCookies']>[0] };
  await page.context().addCookies(state.cookies);
  if (role !== 'client' && role !== 'admin') await workInOwnWorkspace(page.context());
}

/** A page in a browser context of its own (own cookies), signed in as the demo account. */
export async function demoPage(browser: Browser, role: DemoRole): Promise<Page> {
  const context = await browser.newContext({ storageState: demoState(role) });
  if (role !== 'client' && role !== 'admin') await workInOwnWorkspace(context);
  return context.newPage();
}

/**
 * Sends X-Workspace-Id with every request of the context — page.request calls to seller routes need it as the web
 * app's do (ADR 045 §3). For a seller's own workspace (its id is the account's); a teammate's test names the team's.
 */
export async function workInWorkspace(context: BrowserContext, workspaceId: string): Promise<void> {
  await context.setExtraHTTPHeaders({ 'x-workspace-id': workspaceId });
}

/**
 * The headers of a seller's API call in their own workspace (its id is the account's): the origin and X-Workspace-Id,
 * for a request context that was not given them at creation (page.request after setupViaApi). Asked each time: one
 * context may sign in as several people in turn.
 */
export async function sellerHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const me = await getMe(request);
  if (!me) throw new Error('not signed in');
  return { ...originHeader, 'x-workspace-id': me.user.id };
}

/** workInWorkspace for the signed-in seller's personal workspace. */
export async function workInOwnWorkspace(context: BrowserContext): Promise<string> {
  const me = await getMe(context.request);
  if (!me) throw new Error('not signed in');
  await workInWorkspace(context, me.user.id);
  return me.user.id;
}

export interface TestUser {
  fullName: string;
  email: string;
  password: string;
}

export function newUser(prefix = 'user'): TestUser {
  const id = randomUUID().slice(0, 8);
  return { fullName: `Test ${prefix} ${id}`, email: `${prefix}-${id}@e2e.proclub.test`, password: `pw-${id}-secret` };
}

// better-auth refuses state-changing calls without a trusted Origin.
const originHeader = { origin: baseURL };

/**
 * Signs a user up through the real API. Pass `page.request` to sign the browser in as well (it shares the
 * page's cookies), or the standalone `request` fixture to create an account without signing the page in.
 */
export async function signUpViaApi(
  request: APIRequestContext,
  user: TestUser = newUser(),
  { verified = true }: { verified?: boolean } = {},
): Promise<TestUser> {
  const response = await request.post('/api/auth/sign-up/email', {
    data: { name: user.fullName, email: user.email, password: user.password },
    headers: originHeader,
  });
  expect(response.status(), await response.text()).toBe(200);
  // Most journeys act as a person who confirmed their address (client mail needs it): open the mailed link.
  // Sign-up signs nobody in (it answers alike for taken addresses): the verification link, or the password, does.
  if (verified) {
    const link = await mailedLink(request, user.email, '/api/auth/verify-email');
    const url = new URL(link);
    const opened = await request.get(url.pathname + url.search, { maxRedirects: 0 });
    expect(opened.status()).toBeLessThan(400);
    // The link signs the new person in: its redirect sets the session cookie (the request context keeps it).
    const cookies = opened.headersArray().filter((header) => header.name.toLowerCase() === 'set-cookie');
    expect(cookies.map((header) => header.value).join('\n')).toContain('session_token=');
  } else {
    await signInViaApi(request, user.email, user.password);
  }
  return user;
}

/**
 * Opens the verification link mailed to `email` in the page, as the new person does after signing up: it signs them
 * in (issue #30, ADR 041). The mail names the server's APP_URL host (localhost here, 127.0.0.1 for the specs): the
 * link and its landing page are opened on ours, so the session cookie is the specs' one.
 */
export async function openVerificationLink(page: Page, email: string): Promise<void> {
  const link = new URL(await mailedLink(page.request, email, '/api/auth/verify-email'));
  link.searchParams.set('callbackURL', '/verified');
  await page.goto(link.pathname + link.search);
}

/** The text of the newest mail to `to` whose subject contains `subjectPart`, read from the development mailbox. */
export async function mailedText(request: APIRequestContext, to: string, subjectPart: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const mails = (await (await request.get('/dev/mailbox.json')).json()) as {
      toAddress: string;
      subject: string;
      text: string;
    }[];
    const found = mails.find((mail) => mail.toAddress === to && mail.subject.includes(subjectPart));
    if (found) return `${found.subject}\n${found.text}`;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to} about ${subjectPart}`);
}

/** The newest link containing `pathPart` in a mail to `to`, read from the development mailbox. */
export async function mailedLink(request: APIRequestContext, to: string, pathPart: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const mails = (await (await request.get('/dev/mailbox.json')).json()) as { toAddress: string; text: string }[];
    const text = mails.find((mail) => mail.toAddress === to && mail.text.includes(pathPart))?.text;
    const link = text?.match(/https?:\/\/\S+/g)?.find((url) => url.includes(pathPart));
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to} with ${pathPart}`);
}

export async function signInViaApi(request: APIRequestContext, email: string, password: string): Promise<void> {
  const response = await request.post('/api/auth/sign-in/email', { data: { email, password }, headers: originHeader });
  expect(response.status(), await response.text()).toBe(200);
}

export async function setupViaApi(
  request: APIRequestContext,
  role: 'agency' | 'vendor' | 'freelancer' | 'client',
  details: Record<string, string> = {},
): Promise<void> {
  const response = await request.post('/api/profile/setup', { data: { role, ...details }, headers: originHeader });
  expect(response.status(), await response.text()).toBe(200);
}

/** A fresh account with a role, signed in on this page. */
export async function signedInSeller(page: Page, role: 'agency' | 'vendor' | 'freelancer' = 'vendor'): Promise<TestUser> {
  const user = await signUpViaApi(page.request, newUser(role));
  await setupViaApi(page.request, role);
  await workInOwnWorkspace(page.context());
  return user;
}

export interface MeBody {
  user: { id: string; email: string };
  profile: {
    role: string | null;
    fullName: string | null;
    email: string;
    avatarUrl: string | null;
    companyName: string | null;
    bio: string | null;
    location: string | null;
    website: string | null;
  };
}

/** What the server has stored for the page's session, or null when it has none. */
export async function getMe(request: APIRequestContext): Promise<MeBody | null> {
  const response = await request.get('/api/me');
  if (response.status() === 401) return null;
  expect(response.status()).toBe(200);
  return (await response.json()) as MeBody;
}

export const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

export async function expectToast(page: Page, text: string | RegExp, options?: { timeout: number }): Promise<void> {
  await expect(toast(page, text).first()).toBeVisible(options);
}

export async function signInViaUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * The page is no wider than the viewport (nothing scrolls sideways). Polled: after a resize or a navigation, charts
 * and tables take their width from a ResizeObserver a frame or more later, and a slow machine measured the old width.
 */
export async function expectNoSidewaysScroll(page: Page, message?: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: `${message ? `${message}: ` : ''}pixels the page is wider than the viewport`,
    })
    .toBeLessThanOrEqual(0);
}

/** Types a search into a searchable picker (a combobox named by its label) and clicks the option. */
export async function pickOption(scope: Locator, label: string, search: string, option: string): Promise<void> {
  const box = scope.getByRole('combobox', { name: label, exact: true });
  await box.fill(search);
  await scope.getByRole('listbox').getByRole('option', { name: option }).click();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).toHaveValue(option);
}
