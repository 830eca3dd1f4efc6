import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { createClientViaApi } from './support/crm';
import { demoState, expectNoSidewaysScroll, newUser, sellerHeaders, setupViaApi, signUpViaApi } from './support/fixtures';

// Issue #38's screen defects at 390 px: measured from the rendered boxes, not the DOM alone.
const phone = { width: 390, height: 844 };

async function phonePage(browser: Browser, role?: 'vendor' | 'admin'): Promise<Page> {
  const context = await browser.newContext({ viewport: phone, ...(role ? { storageState: demoState(role) } : {}) });
  return context.newPage();
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not rendered');
  return found;
}

/** The breadcrumb names the place and fits the phone's screen. */
async function expectBreadcrumb(page: Page, place: string) {
  const crumb = page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]');
  await expect(crumb).toHaveText(place);
  await expect(crumb).toBeInViewport();
  const { x, width } = await box(crumb);
  expect(x + width).toBeLessThanOrEqual(phone.width);
  expect(await crumb.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
}

test('at 390 px: campaign cards fit, the breadcrumb names CRM tabs, /profile and /services/new', async ({ browser }) => {
  const page = await phonePage(browser);
  await signUpViaApi(page.request, newUser('mobile'));
  await setupViaApi(page.request, 'agency', { companyName: 'E2E Agency', location: '5 Harbour Road, Bristol' });
  const client = await createClientViaApi(page.request, { name: 'Harbour Dental' });
  // Scheduling needs the workspace's mailing address (CAN-SPAM, issue #38).
  await page.request.put('/api/crm/campaign-postal-address', {
    headers: await sellerHeaders(page.request),
    data: { street: '5 Harbour Road', city: 'Bristol', postalCode: 'BS1 5TT', country: 'United Kingdom' },
  });
  const draft = await page.request.post('/api/crm/campaigns', {
    headers: await sellerHeaders(page.request),
    data: {
      name: 'Spring offer for every client on the harbour',
      subject: 'Spring offer',
      blocks: [{ type: 'text', text: 'Hello' }],
      audience: { kind: 'clients', clientIds: [client.id] },
      budget: 12_345.67,
    },
  });
  expect(draft.status(), await draft.text()).toBe(201);
  // A scheduled one too: its card carries View Details and Manage Campaign side by side.
  const scheduled = await page.request.post(`/api/crm/campaigns/${(await draft.json()).id}/send`, {
    headers: await sellerHeaders(page.request),
    data: { sendAt: new Date(Date.now() + 7 * 86_400_000).toISOString() },
  });
  expect(scheduled.status(), await scheduled.text()).toBeLessThan(300);

  await page.goto('/crm?tab=campaigns');
  const card = page.getByTestId('campaign-card');
  await expect(card.getByRole('button', { name: 'Manage Campaign' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'CRM campaigns at 390 px');
  const tab = await box(page.getByRole('region', { name: 'Email Campaigns' }));
  expect(tab.x + tab.width).toBeLessThanOrEqual(phone.width);
  const cardBox = await box(card);
  expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(phone.width);
  await expectBreadcrumb(page, 'Campaigns');

  await page.goto('/profile');
  await expectBreadcrumb(page, 'Edit Profile');
  await page.goto('/services/new');
  await expectBreadcrumb(page, 'New Service');
});

test('at 390 px: proposal figures do not overlap, the Messages title is whole, the palette gives focus back', async ({
  browser,
}) => {
  const page = await phonePage(browser, 'vendor');
  await page.goto('/hub/proposals');
  const cards = page.getByTestId('proposal-card');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    const figures = card.getByTestId('proposal-figures').locator('dd');
    const boxes = await Promise.all((await figures.all()).map(box));
    for (const [index, a] of boxes.entries())
      for (const b of boxes.slice(index + 1)) {
        const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
        expect(apart, 'two figures of a proposal card overlap').toBe(true);
      }
    for (const figure of await figures.all())
      expect(await figure.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  }

  await page.goto('/messages');
  const title = page.getByRole('heading', { level: 1, name: 'Messages' });
  await expect(title).toBeVisible();
  expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth), 'the title is cut').toBe(true);

  await page.goto('/hub/proposals');
  const search = page.getByTestId('open-palette');
  await search.click();
  await expect(page.getByRole('combobox', { name: 'Search pages and your records' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(search).toBeFocused();
});

test('at 390 px the admin console does not scroll sideways', async ({ browser }) => {
  const page = await phonePage(browser, 'admin');
  await page.goto('/admin');
  await expect(page.getByRole('tab', { name: 'Users' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'admin console at 390 px');
  for (const name of ['Audit log', 'Metrics']) {
    await page.getByRole('tab', { name }).click();
    await expectNoSidewaysScroll(page, `admin ${name} at 390 px`);
  }
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByRole('table', { name: 'Users' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/admin\/users\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page, 'admin user at 390 px');
});
