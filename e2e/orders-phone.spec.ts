import { expect, type Page, test } from '@playwright/test';
import { demoPage } from './support/fixtures';

const PHONE = { width: 390, height: 844 };

/**
 * The list's first order card, measured where it is rendered without any scrolling: its whole card (service
 * title, status, price and its button) is on the first screen.
 */
async function expectFirstOrderOnFirstScreen(page: Page, list: string) {
  const first = page.getByRole('list', { name: list }).getByRole('listitem').first();
  await expect(first).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = await first.boundingBox();
  expect(box).not.toBeNull();
  expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.y ?? PHONE.height) + (box?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
}

// Issue 37 "Words and small screens": on a 390-px phone the Orders page shows the first order on the first screen.
test('on a 390-px phone the Orders page shows the first order on the first screen (seller and client)', async ({ browser }) => {
  const seller = await demoPage(browser, 'vendor');
  await seller.setViewportSize(PHONE);
  await seller.goto('/dashboard?tab=orders');
  await expectFirstOrderOnFirstScreen(seller, 'Incoming orders');
  await seller.getByRole('button', { name: 'My purchases' }).click();
  await expectFirstOrderOnFirstScreen(seller, 'My purchases');
  // The money panels are still on the page, below the orders.
  await expect(seller.getByRole('region', { name: 'Earnings' })).toBeAttached();

  const client = await demoPage(browser, 'client');
  await client.setViewportSize(PHONE);
  await client.goto('/dashboard?tab=orders');
  await expectFirstOrderOnFirstScreen(client, 'My purchases');
  await seller.context().close();
  await client.context().close();
});
