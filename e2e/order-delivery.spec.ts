import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { axeBuilder } from './support/axe';
import { waitForSubscription } from './support/crm';
import { expectNoSidewaysScroll, expectToast, newUser, setupViaApi, signInViaApi, signUpViaApi } from './support/fixtures';
import { createServiceViaApi, newSellerApi, pngFiles, uniqueWord } from './support/marketplace';
import { joinViaApi } from './support/membership';

interface MailboxRow {
  toAddress: string;
  subject: string;
}

/** Polls the development mailbox for a mail to `to` with this subject. */
async function expectMail(page: Page, to: string, subject: string) {
  await expect
    .poll(async () => {
      const mails = (await (await page.request.get('/dev/mailbox.json')).json()) as MailboxRow[];
      return mails.some((mail) => mail.toAddress === to && mail.subject === subject);
    })
    .toBe(true);
}

function pdfFile(name: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'proclub-e2e-delivery-')), name);
  fs.writeFileSync(file, '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  return file;
}

/** Opens the order's details from its card. */
async function openOrder(page: Page, list: string, title: string) {
  const card = page.getByRole('list', { name: list }).getByTestId('order-card').filter({ hasText: title });
  await card.getByRole('button', { name: `Open order: ${title}` }).click();
  return page.getByRole('dialog', { name: title, exact: true });
}

async function deliver(page: Page, details: ReturnType<Page['getByRole']>, title: string, message: string, files: string[]) {
  await details.getByRole('button', { name: 'Deliver', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Deliver ${title}` });
  await dialog.getByLabel('Message').fill(message);
  await dialog.locator('input[type="file"]').setInputFiles(files);
  await expect(dialog.getByRole('list', { name: 'Files to deliver' }).getByRole('listitem')).toHaveCount(files.length);
  await expectNoSidewaysScroll(page);
  const { violations } = await axeBuilder(page).include('[role="dialog"]').analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)).toEqual([]);
  await dialog.getByRole('button', { name: 'Deliver', exact: true }).click();
  // Delivering asks first (ADR 037): it starts the buyer's answer and the auto-release clock.
  const confirm = page.getByRole('alertdialog', { name: 'Send this delivery?' });
  await expect(confirm).toContainText(`your message and ${files.length} file${files.length === 1 ? '' : 's'}`);
  await confirm.getByRole('button', { name: 'Yes, Deliver' }).click();
  await expectToast(page, 'Delivered: the buyer can accept it or ask for a revision');
  await expect(dialog).toBeHidden();
}

test('a paid order is delivered with files, revised once, delivered again and accepted; earnings and mails follow', async ({
  page,
  browser,
}) => {
  test.slow();
  const seller = await newSellerApi('vendor');
  const title = `Menu design ${uniqueWord()}`;
  const service = await createServiceViaApi(seller.api, {
    title,
    priceFrom: null,
    priceTo: null,
    packages: [
      { tier: 'basic', price: 150, deliveryDays: 2, revisions: 0, features: ['One page'] },
      { tier: 'standard', price: 300, deliveryDays: 4, revisions: 1, features: ['Two pages', 'Print-ready PDF'] },
    ],
    extras: [{ title: 'Express delivery', price: 50 }],
  });
  const sellerContext = await browser.newContext();
  const sellerPage = await sellerContext.newPage();
  await signInViaApi(sellerPage.request, seller.user.email, seller.user.password);
  // Orders and earnings reach the seller on their workspace's channel (ADR 045); notices on their own.
  const subscribed = Promise.all([
    waitForSubscription(sellerPage, `user:${seller.id}`),
    waitForSubscription(sellerPage, `workspace:${seller.id}`),
  ]);
  await sellerPage.goto('/dashboard?tab=orders');
  const earnings = sellerPage.getByRole('region', { name: 'Earnings' });
  await expect(earnings.getByTestId('earnings-available')).toHaveText('$0.00');
  await subscribed;

  // The client orders Standard + an extra and pays with the test card.
  const client = await signUpViaApi(page.request, newUser('client'));
  await setupViaApi(page.request, 'client');
  await joinViaApi(page.request);
  await page.goto(`/service/${service.id}`);
  await page.getByRole('button', { name: 'Order', exact: true }).click();
  const orderDialog = page.getByRole('dialog', { name: `Order ${title}` });
  await orderDialog.getByRole('radio', { name: /Standard/ }).check();
  await orderDialog.getByRole('checkbox', { name: /Express delivery/ }).check();
  await expect(orderDialog.getByTestId('order-price')).toHaveText('$350.00');
  await orderDialog.getByLabel('Requirements').fill('A two-page menu for our bistro, print-ready.');
  await orderDialog.getByRole('button', { name: 'Confirm Order' }).click();
  const payment = page.getByRole('dialog', { name: `Pay for ${title}` });
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Casey Client');
  await payment.getByRole('button', { name: 'Pay $350.00' }).click();
  await expectToast(page, 'Order placed! The seller has been notified.');

  // The seller accepts, starts and delivers a file from the order's details.
  await expectToast(sellerPage, `New order: ${title}`);
  const card = sellerPage.getByRole('list', { name: 'Incoming orders' }).getByTestId('order-card').filter({ hasText: title });
  for (const [action, toast] of [
    ['Accept', 'Order accepted: the client and project are in your CRM'],
    ['Start Work', 'Work started'],
  ] as const) {
    await card.getByRole('button', { name: `${action}: ${title}` }).click();
    await expectToast(sellerPage, toast);
  }
  let sellerDetails = await openOrder(sellerPage, 'Incoming orders', title);
  await expect(sellerDetails.getByText('Nothing delivered yet.', { exact: false })).toBeVisible();
  const [draft] = await pngFiles(1);
  await deliver(sellerPage, sellerDetails, title, 'First draft of the menu.', [draft, pdfFile('menu-v1.pdf')]);
  await expect(sellerDetails.getByTestId('delivery')).toHaveCount(1);
  await sellerPage.keyboard.press('Escape');

  // The client sees the delivery, downloads its file and asks for a revision (1 of 1 left).
  await page.goto('/dashboard');
  let clientDetails = await openOrder(page, 'My purchases', title);
  const first = clientDetails.getByTestId('delivery').first();
  await expect(first).toContainText('First draft of the menu.');
  const downloading = page.waitForEvent('download');
  await first.getByRole('link', { name: 'menu-v1.pdf' }).click();
  expect((await downloading).suggestedFilename()).toBe('menu-v1.pdf');
  await expect(clientDetails.getByTestId('revisions-left')).toHaveText('Revisions left: 1 of 1');
  await clientDetails.getByRole('button', { name: 'Request Revision' }).click();
  const revision = page.getByRole('dialog', { name: 'Request a revision' });
  await expect(revision.getByLabel('What should change?')).toBeFocused();
  await page.keyboard.type('Please use a larger font for the prices.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(revision.getByRole('button', { name: 'Request Revision' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectToast(page, 'Revision requested: the seller has been told');
  await expect(clientDetails.getByTestId('revisions-left')).toHaveText('Revisions left: 0 of 1');
  await expect(clientDetails).toContainText('Please use a larger font for the prices.');
  await page.keyboard.press('Escape');

  // The seller delivers again, on a phone (375 px); the client accepts: the money is released.
  await sellerPage.setViewportSize({ width: 375, height: 800 });
  sellerDetails = await openOrder(sellerPage, 'Incoming orders', title);
  await expect(sellerDetails).toContainText('Please use a larger font for the prices.');
  await deliver(sellerPage, sellerDetails, title, 'Second version with larger prices.', [pdfFile('menu-v2.pdf')]);
  await expect(sellerDetails.getByTestId('delivery')).toHaveCount(2);
  await expectNoSidewaysScroll(sellerPage);
  await sellerPage.keyboard.press('Escape');
  await expect(sellerDetails).toBeHidden();
  await sellerPage.setViewportSize({ width: 1280, height: 720 });

  clientDetails = await openOrder(page, 'My purchases', title);
  await expect(clientDetails.getByTestId('delivery')).toHaveCount(2);
  await expect(clientDetails.getByRole('button', { name: 'Request Revision' })).toBeDisabled();
  await clientDetails.getByRole('button', { name: 'Accept Delivery' }).click();
  await expectToast(page, 'Order completed. You can now review the service.');
  await expect(earnings.getByTestId('earnings-available')).toHaveText('$315.00');

  // Each side is emailed about the other's step, never its own (issue 37).
  await expectMail(page, client.email, `Order delivered: "${title}"`);
  await expectMail(page, seller.user.email, `Revision requested: "${title}"`);
  await expectMail(page, seller.user.email, `Order completed: "${title}"`);
  await sellerContext.close();
  await seller.api.dispose();
});
