import { expect, type Page, test } from '@playwright/test';
import { waitForSubscription } from './support/crm';
import { expectToast, newUser, setupViaApi, signInViaApi, signUpViaApi } from './support/fixtures';
import { createServiceViaApi, newSellerApi, uniqueWord } from './support/marketplace';
import { fillTestCard, joinViaApi } from './support/membership';

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

test('a client orders the Standard package with an extra and pays; the seller’s available earnings grow by the price minus the fee', async ({
  page,
  browser,
}) => {
  test.slow();
  const seller = await newSellerApi('vendor');
  const title = `Shop photos ${uniqueWord()}`;
  const service = await createServiceViaApi(seller.api, {
    title,
    priceFrom: null,
    priceTo: null,
    packages: [
      { tier: 'basic', price: 150, deliveryDays: 2, revisions: 0, features: ['10 photos'] },
      { tier: 'standard', price: 300, deliveryDays: 4, revisions: 2, features: ['20 photos', 'Retouching'] },
      { tier: 'premium', price: 600, deliveryDays: 7, revisions: 4, features: ['40 photos', 'Retouching', 'Styling'] },
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
  await expect(earnings.getByTestId('earnings-pending')).toHaveText('$0.00');
  await subscribed;

  const client = await signUpViaApi(page.request, newUser('client'));
  await setupViaApi(page.request, 'client');
  await joinViaApi(page.request);

  // The packages side by side; ordering Standard + an extra takes payment: a declined card leaves no order.
  await page.goto(`/service/${service.id}`);
  const comparison = page.getByRole('table', { name: 'Compare Packages' });
  await expect(comparison.getByTestId('package-price-standard')).toHaveText('$300.00');
  await expect(comparison.getByRole('row', { name: /Retouching/ }).getByLabel('Not included')).toHaveCount(1);
  await page.getByRole('button', { name: 'Order', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Order ${title}` });
  await dialog.getByRole('radio', { name: /Standard/ }).check();
  await dialog.getByRole('checkbox', { name: /Express delivery/ }).check();
  await expect(dialog.getByTestId('order-price')).toHaveText('$350.00');
  await dialog.getByLabel('Requirements').fill('Twenty product photos on white, delivered as web-ready files.');
  await dialog.getByRole('button', { name: 'Confirm Order' }).click();
  const payment = page.getByRole('dialog', { name: `Pay for ${title}` });
  await expect(payment.getByTestId('order-total')).toHaveText('$350.00');
  await fillTestCard(page, '4000 0000 0000 0002');
  await payment.getByRole('button', { name: 'Pay $350.00' }).click();
  await expect(payment.getByRole('alert')).toHaveText('Your card was declined. Try a different card.');
  expect(((await (await page.request.get('/api/orders')).json()) as { items: unknown[] }).items).toHaveLength(0);
  await fillTestCard(page, '4242 4242 4242 4242');
  await payment.getByRole('button', { name: 'Pay $350.00' }).click();
  await expectToast(page, 'Order placed! The seller has been notified.');
  await expectMail(page, client.email, `Receipt: your order "${title}"`);

  // The seller sees the money pending (price minus the 10 % fee), accepts, works and delivers.
  await expectToast(sellerPage, `New order: ${title}`);
  await expect(earnings.getByTestId('earnings-pending')).toHaveText('$315.00');
  const card = sellerPage.getByRole('list', { name: 'Incoming orders' }).getByTestId('order-card').filter({ hasText: title });
  await expect(card).toContainText('Paid, held');
  for (const [action, toast] of [
    ['Accept', 'Order accepted: the client and project are in your CRM'],
    ['Start Work', 'Work started'],
  ] as const) {
    await card.getByRole('button', { name: `${action}: ${title}` }).click();
    await expectToast(sellerPage, toast);
  }
  // Accepted: due in Standard's 4 days, counted down on the card.
  await expect(card.getByTestId('order-countdown')).toHaveText(/^Due in (3|4) days$/);
  // Delivering needs a message or a file, and asks first.
  await card.getByRole('button', { name: `Deliver: ${title}` }).click();
  const deliverDialog = sellerPage.getByRole('dialog', { name: `Deliver ${title}` });
  await deliverDialog.getByRole('button', { name: 'Deliver', exact: true }).click();
  await expect(deliverDialog.getByText('Write a message or attach at least one file')).toBeVisible();
  await deliverDialog.getByLabel('Message').fill('Twenty photos, web-ready, in the shared folder.');
  await deliverDialog.getByRole('button', { name: 'Deliver', exact: true }).click();
  await sellerPage
    .getByRole('alertdialog', { name: 'Send this delivery?' })
    .getByRole('button', { name: 'Yes, Deliver' })
    .click();
  await expectToast(sellerPage, 'Delivered: the buyer can accept it or ask for a revision');

  // The client sees what was delivered before accepting it: the money is released to the seller, live.
  await page.goto('/dashboard');
  const purchase = page.getByRole('list', { name: 'My purchases' }).getByTestId('order-card').filter({ hasText: title });
  await expect(purchase.getByRole('button', { name: `Complete Order: ${title}` })).toHaveCount(0);
  await purchase.getByRole('button', { name: `Review Delivery: ${title}` }).click();
  const details = page.getByRole('dialog', { name: title, exact: true });
  await expect(details.getByTestId('delivery')).toContainText('Twenty photos, web-ready, in the shared folder.');
  await details.getByRole('button', { name: 'Accept Delivery' }).click();
  await expectToast(page, 'Order completed. You can now review the service.');
  await page.keyboard.press('Escape');
  await expect(purchase).toContainText('Paid, released');
  await expect(earnings.getByTestId('earnings-available')).toHaveText('$315.00');
  await expect(earnings.getByTestId('earnings-pending')).toHaveText('$0.00');
  // Test mode: no Stripe Connect onboarding, payouts are simulated in the ledger (ADR 031).
  await expect(earnings.getByTestId('earnings-paid-out')).toHaveText('$0.00');
  await expect(sellerPage.getByRole('region', { name: 'Payouts' })).toContainText('Payouts are simulated');
  await expect(sellerPage.getByRole('button', { name: 'Set Up Payouts' })).toHaveCount(0);

  // Each side was emailed about the other's steps on the way, never about its own (issue 37).
  await expectMail(page, client.email, `Order accepted: "${title}"`);
  await expectMail(page, client.email, `Order delivered: "${title}"`);
  await expectMail(page, seller.user.email, `Order completed: "${title}"`);
  await expectMail(page, seller.user.email, `New order: "${title}"`);
  await sellerContext.close();
  await seller.api.dispose();
});
