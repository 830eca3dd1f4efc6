import { expect, type Page, test } from '@playwright/test';
import { baseURL, newUser, sellerHeaders, setupViaApi, signUpViaApi, useDemoSession } from './support/fixtures';

// ADR 026: one membership rule on every screen.

async function pay(page: Page) {
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Casey Client');
  await page.getByRole('button', { name: /^Pay/ }).click();
}

test('a non-member client is sold ordering (not seller tools) and checks out', async ({ page }) => {
  test.slow();
  await signUpViaApi(page.request, newUser('rule-client'));
  await setupViaApi(page.request, 'client');
  await page.goto('/membership');
  const included = page.getByRole('list', { name: 'Included in the base membership' });
  await expect(included).toContainText('Order services from every seller in the marketplace');
  await expect(included).not.toContainText('CRM');
  await expect(page.getByText(/agency hub|List unlimited services|website analysis/i)).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Free with every seller account' })).toHaveCount(0);
  // Only the add-on a client can use is offered.
  const addOns = page.getByRole('group', { name: 'Add-ons' });
  await expect(addOns.getByRole('checkbox')).toHaveCount(1);
  await expect(addOns.getByRole('checkbox', { name: /Priority Support/ })).toBeVisible();

  // The server refuses a seller-only add-on for a client, naming the field.
  const plans = (await (await page.request.get('/api/membership/plans')).json()) as { base: { priceId: string } };
  const refused = await page.request.post('/api/membership/create-checkout', {
    data: { priceId: plans.base.priceId, addOns: ['analytics_pro'] },
    headers: { origin: baseURL },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error.details.fields[0].field).toBe('addOns');

  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page).toHaveURL(/\/membership\/checkout\/cs_test_/);
  await pay(page);
  await expect(page.getByRole('heading', { name: "You're a Club Member!" })).toBeVisible();
  // A member manages (and can cancel) the membership from /membership.
  await page.getByRole('link', { name: 'Manage Membership' }).click();
  await expect(page.getByRole('button', { name: 'Cancel Membership' })).toBeVisible();
});

test('a member is never shown an upgrade prompt on the dashboard, CRM or hub screens', async ({ page }) => {
  test.slow();
  // The demo vendor is a member with every add-on.
  await useDemoSession(page, 'vendor');
  for (const path of [
    '/dashboard',
    '/dashboard?tab=analytics',
    '/crm',
    '/crm?tab=projects&view=board',
    '/hub',
    '/hub?tab=add-ons',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(/upgrade/i), path).toHaveCount(0);
    await expect(page.getByText(/Join the Club/i), path).toHaveCount(0);
    await expect(page.locator('[data-testid^="feature-lock-"]'), path).toHaveCount(0);
  }
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: /^Membership Manage your membership and add-ons/ })).toHaveAttribute(
    'href',
    '/membership',
  );
  // The hub's Add-on badges say what they mean: free with a seller account.
  await page.goto('/hub?tab=add-ons');
  await expect(page.getByText('Add-on products are extra tools included free with every seller account')).toBeVisible();
});

test('a locked add-on feature shows the lock and a link to /membership, and the server refuses the call', async ({ page }) => {
  await signUpViaApi(page.request, newUser('rule-seller'));
  await setupViaApi(page.request, 'freelancer');
  await page.goto('/crm?tab=projects&view=board');
  const lock = page.getByRole('region', { name: 'The project Board is locked' });
  await expect(lock).toContainText('Unlocked by the Advanced CRM Tools add-on');
  await lock.getByRole('link', { name: /Membership page/ }).click();
  await expect(page).toHaveURL('/membership');
  // A seller is told what is already free, and offered the four add-ons.
  await expect(page.getByRole('list', { name: 'Free with every seller account' })).toContainText('CRM for clients');
  await expect(page.getByRole('group', { name: 'Add-ons' }).getByRole('checkbox')).toHaveCount(4);

  const board = await page.request.get('/api/crm/projects/board', { headers: await sellerHeaders(page.request) });
  expect(board.status()).toBe(402);
  expect((await board.json()).error).toMatchObject({ code: 'add_on_required', details: { addOn: 'advanced_crm' } });
});
