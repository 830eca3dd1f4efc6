import { type Browser, expect, type Page, test } from '@playwright/test';
import { axeBuilder, expectNoViolations } from './support/axe';
import {
  baseURL,
  demoPage,
  expectToast,
  getMe,
  newUser,
  setupViaApi,
  signInViaApi,
  signUpViaApi,
  useDemoSession,
} from './support/fixtures';
import { createServiceViaApi, newSellerApi, uniqueWord } from './support/marketplace';

/** Whether the page's realtime socket is open: true once it has sent a frame (its subscriptions go on open). */
function watchLiveSocket(page: Page): () => boolean {
  let open = false;
  page.on('websocket', (socket) => {
    if (socket.url().endsWith('/api/realtime')) socket.on('framesent', () => (open = true));
  });
  return () => open;
}

/** A page of its own (own cookies) signed in as the demo admin. */
const adminPage = (browser: Browser): Promise<Page> => demoPage(browser, 'admin');

test('a client reports a service, the admin hides it from the queue, it leaves /browse and the seller sees why', async ({
  page,
  browser,
}) => {
  test.slow(); // three signed-in browsers and a moderation round trip: near 30 s on a loaded 2-core machine
  const word = uniqueWord();
  const title = `Lantern repair ${word}`;
  const seller = await newSellerApi('vendor');
  const service = await createServiceViaApi(seller.api, { title, description: `Hand-made lantern repairs (${word}).` });

  // The client reports it from the service page.
  await signUpViaApi(page.request, newUser('client'));
  await setupViaApi(page.request, 'client');
  await page.goto(`/service/${service.id}`);
  await page.getByRole('button', { name: 'Report' }).click();
  const reportDialog = page.getByRole('dialog', { name: 'Report this service' });
  await reportDialog.getByLabel('Reason').fill('Takes payment and never delivers.');
  await reportDialog.getByRole('button', { name: 'Send report' }).click();
  await expectToast(page, 'Thanks — our moderators will review it.');

  // The admin hides it from the reports queue.
  const admin = await adminPage(browser);
  await admin.goto('/dashboard');
  await admin.getByRole('link', { name: 'Open Admin Panel' }).click();
  await admin.getByRole('tab', { name: 'Reports' }).click();
  const card = admin.getByRole('listitem', { name: new RegExp(word) });
  await expect(card.getByText('Takes payment and never delivers.')).toBeVisible();
  await card.getByRole('button', { name: 'Hide service' }).click();
  const hideDialog = admin.getByRole('dialog', { name: 'Hide service' });
  await hideDialog.getByLabel('Reason').fill('Reported scam listing.');
  await hideDialog.getByRole('button', { name: 'Hide service' }).click();
  await expectToast(admin, 'Report handled');
  await expect(admin.getByRole('listitem', { name: new RegExp(word) })).toHaveCount(0);
  // The decision is in the audit log.
  await admin.getByRole('tab', { name: 'Audit log' }).click();
  await expect(admin.getByRole('cell', { name: 'Reported scam listing.' }).first()).toBeVisible();

  // Gone from /browse and from the service page for the client.
  await page.goto(`/browse?q=${word}`);
  await expect(page.getByText('No services found matching your criteria.')).toBeVisible();
  await page.goto(`/service/${service.id}`);
  await expect(page.getByText(title)).toHaveCount(0);

  // The seller sees it, marked "Hidden by moderation" with the reason.
  const sellerContext = await browser.newContext();
  const sellerPage = await sellerContext.newPage();
  await signInViaApi(sellerPage.request, seller.user.email, seller.user.password);
  await sellerPage.goto(`/service/${service.id}`);
  await expect(sellerPage.getByRole('note').getByText('Hidden by moderation')).toBeVisible();
  await expect(sellerPage.getByText('Reason: Reported scam listing.')).toBeVisible();
  await sellerContext.close();
  await admin.context().close();
  await seller.api.dispose();
});

test('the admin bans a user who is signed in elsewhere: their open tab says so at once, the next request signs them out, and sign-in says why', async ({
  page,
  browser,
}) => {
  test.slow(); // two browsers and the admin console: near 30 s on a loaded 2-core machine
  const user = await signUpViaApi(page.request, newUser('banned'));
  await setupViaApi(page.request, 'client');
  const live = watchLiveSocket(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'My Purchases' })).toBeVisible();
  await expect.poll(live).toBe(true);

  const admin = await adminPage(browser);
  await admin.goto('/admin');
  await admin.getByLabel('Search users').fill(user.email);
  await admin.getByRole('link', { name: user.fullName }).click();
  await admin.getByRole('button', { name: 'Ban user' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Ban length').selectOption('7');
  await dialog.getByLabel('Reason').fill('Harassing sellers in messages.');
  await dialog.getByRole('button', { name: 'Ban user' }).click();
  await expectToast(admin, 'User banned');
  await expect(admin.getByText(/Ban reason: Harassing sellers in messages\./)).toBeVisible();

  // The user's open tab learns it at once over the live socket (issue #30): one clear screen, with the reason.
  await expect(page.getByRole('heading', { level: 1, name: 'Your account is suspended' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Reason: Harassing sellers in messages.');
  await expect(page.getByRole('heading', { name: 'My Purchases' })).toBeHidden();
  await expectNoViolations(page);

  // The other browser's next request finds no session: it lands on sign-in.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, /suspended.*Harassing sellers in messages/);
  await admin.context().close();
});

test('the admin signs a user out everywhere: their open tab goes to the sign-in page at once', async ({ page, browser }) => {
  await signUpViaApi(page.request, newUser('signed-out'));
  await setupViaApi(page.request, 'client');
  const me = await getMe(page.request);
  const live = watchLiveSocket(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'My Purchases' })).toBeVisible();
  await expect.poll(live).toBe(true);

  const admin = await adminPage(browser);
  const revoked = await admin.request.post(`/api/admin/users/${me?.user.id}/revoke-sessions`, {
    data: { reason: 'Shared password reported.' },
    headers: { origin: baseURL },
  });
  expect(revoked.status(), await revoked.text()).toBe(200);
  // No click, no reload: the socket's `ended` frame (signed_out) takes the tab to sign-in.
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  await admin.context().close();
});

test('non-admins get the not-found page at /admin', async ({ page }) => {
  await useDemoSession(page, 'client');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  expect((await page.request.get('/api/admin/users')).status()).toBe(404);
});

test('every console tab and the user page pass axe', async ({ browser }) => {
  // Seven full axe runs: slow on the shared 2-core machine (over 90 s once beside the unit tests under load).
  test.setTimeout(240_000);
  const admin = await adminPage(browser);
  const check = async () => {
    const results = await axeBuilder(admin).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  };
  await admin.goto('/admin');
  await expect(admin.getByRole('table', { name: 'Users' })).toBeVisible();
  await check();
  for (const [tab, ready] of [
    ['Reports', admin.getByRole('list', { name: 'Open reports' })],
    ['Disputes', admin.getByRole('list', { name: 'Open disputes' }).or(admin.getByText('No open disputes. All clear!'))],
    ['Appeals', admin.getByRole('list', { name: 'Open appeals' }).or(admin.getByText('No open appeals.'))],
    ['Metrics', admin.getByText('Sign-ups per day')],
    ['Audit log', admin.getByRole('table', { name: 'Audit log' })],
  ] as const) {
    await admin.getByRole('tab', { name: tab }).click();
    await expect(ready).toBeVisible();
    await check();
  }
  await admin.goto('/admin?tab=users');
  // Newest first, paged: the specs running beside this one sign up enough people to push a demo account off page one.
  await admin.getByLabel('Search users').pressSequentially('Victor', { delay: 30 });
  await admin.getByRole('link', { name: 'Victor Vendor' }).click();
  await expect(admin.getByRole('heading', { name: 'Moderation history' })).toBeVisible();
  await check();
  await admin.context().close();
});
