import { expect, type Locator, test } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { waitForSubscription } from './support/crm';
import {
  baseURL,
  expectNoSidewaysScroll,
  expectToast,
  newUser,
  setupViaApi,
  signedInSeller,
  signInViaApi,
  signUpViaApi,
} from './support/fixtures';
import { createServiceViaApi, newSellerApi, uniqueWord } from './support/marketplace';
import { fillTestCard, joinViaApi } from './support/membership';

async function fillPackage(card: Locator, price: string, days: string, revisions: string, feature: string) {
  await card.getByLabel('Price ($) *').fill(price);
  await card.getByLabel('Delivery (days) *').fill(days);
  await card.getByLabel('Revisions').fill(revisions);
  await card.getByRole('textbox', { name: /feature 1$/ }).fill(feature);
}

test('a seller adds three packages and an extra in the service form; the service page compares them side by side', async ({
  page,
}) => {
  test.slow();
  await signedInSeller(page, 'vendor');
  const title = `Brand kit ${uniqueWord()}`;
  const service = await createServiceViaApi(page.request, { title });

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/services/edit/${service.id}`);
  const offerPackages = page.getByRole('switch', { name: 'Offer packages' });
  await expect(offerPackages).toHaveAttribute('aria-checked', 'false');
  // Keyboard: the switch toggles with Space.
  await offerPackages.focus();
  await page.keyboard.press('Space');
  await expect(offerPackages).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: 'Add Standard package' }).click();
  await page.getByRole('button', { name: 'Add Premium package' }).click();

  // Incomplete: the messages name the field.
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const basic = page.getByRole('group', { name: 'Basic package' });
  await expect(basic.getByText('Package price must be at least 1')).toBeVisible();
  await expectNoSidewaysScroll(page);

  await fillPackage(basic, '150', '3', '1', 'Logo');
  await fillPackage(page.getByRole('group', { name: 'Standard package' }), '300', '5', '2', 'Logo and brand sheet');
  await fillPackage(page.getByRole('group', { name: 'Premium package' }), '600', '10', '5', 'Full brand book');
  await page.getByRole('button', { name: 'Add Extra' }).click();
  const extra = page.getByRole('group', { name: 'Extra 1' });
  await extra.getByLabel('Extra name *').fill('Express delivery');
  await extra.getByLabel('Price ($) *').fill('50');
  await extra.getByLabel('Extra days').fill('1');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.waitForURL('**/dashboard**');

  await page.goto(`/service/${service.id}`);
  const comparison = page.getByRole('table', { name: 'Compare Packages' });
  await expect(comparison.getByRole('columnheader')).toHaveText(['Package', 'Basic', 'Standard', 'Premium']);
  await expect(comparison.getByTestId('package-price-basic')).toHaveText('$150.00');
  await expect(comparison.getByTestId('package-price-standard')).toHaveText('$300.00');
  await expect(comparison.getByTestId('package-price-premium')).toHaveText('$600.00');
  await expect(comparison.getByRole('row', { name: /Delivery/ })).toContainText('10 days');
  await expect(page.getByText('Express delivery')).toBeVisible();
  await expect(page.getByText('+$50.00')).toBeVisible();
});

test('a seller sends a custom offer in a conversation; the client accepts and pays; the order appears for both', async ({
  page,
  browser,
}) => {
  test.slow();
  const seller = await newSellerApi('vendor');
  const client = await signUpViaApi(page.request, newUser('client'));
  await setupViaApi(page.request, 'client');
  await joinViaApi(page.request);
  const created = await page.request.post('/api/messaging/conversations', {
    data: { title: `Quote ${uniqueWord()}`, type: 'inquiry', participantIds: [seller.id] },
    headers: { Origin: baseURL },
  });
  expect(created.status(), await created.text()).toBe(201);
  const conversation = (await created.json()) as { id: string };

  // The client has the conversation open (subscribed to its channel).
  const subscribed = waitForSubscription(page, `conversation:${conversation.id}`);
  await page.goto(`/messages?c=${conversation.id}`);
  await subscribed;

  const sellerContext = await browser.newContext();
  const sellerPage = await sellerContext.newPage();
  await signInViaApi(sellerPage.request, seller.user.email, seller.user.password);
  const sellerSubscribed = waitForSubscription(sellerPage, `conversation:${conversation.id}`);
  await sellerPage.goto(`/messages?c=${conversation.id}`);
  await sellerSubscribed;
  // Clients have no Send Offer; sellers do.
  await expect(page.getByRole('button', { name: 'Send Offer' })).toHaveCount(0);
  await sellerPage.getByRole('button', { name: 'Send Offer' }).click();
  const dialog = sellerPage.getByRole('dialog', { name: 'Send Custom Offer' });
  await expectNoViolations(sellerPage, { afterToasts: true });
  const offerTitle = `Storefront refresh ${uniqueWord()}`;
  await dialog.getByLabel('Offer title *').fill(offerTitle);
  await dialog.getByLabel('Scope *').fill('New homepage, product page template and a checkout review.');
  await dialog.getByLabel('Price ($) *').fill('0');
  await dialog.getByLabel('Delivery (days) *').fill('8');
  await dialog.getByRole('button', { name: 'Send Offer' }).click();
  await expect(dialog.getByText('Price must be at least 1')).toBeVisible();
  await dialog.getByLabel('Price ($) *').fill('420');
  await dialog.getByRole('button', { name: 'Send Offer' }).click();
  await expectToast(sellerPage, 'Offer sent');
  const sellerCard = sellerPage.getByTestId('offer-card').filter({ hasText: offerTitle });
  await expect(sellerCard.getByTestId('offer-status')).toHaveText('Pending');
  await expectNoViolations(sellerPage, { afterToasts: true });
  // At 375 px the card fits the thread.
  await sellerPage.setViewportSize({ width: 375, height: 800 });
  await expect(sellerCard.getByRole('button', { name: 'Withdraw Offer' })).toBeVisible();
  await expectNoSidewaysScroll(sellerPage);
  await sellerPage.setViewportSize({ width: 1280, height: 900 });

  // The client's thread shows the card live; Accept & Pay with the test card.
  const card = page.getByTestId('offer-card').filter({ hasText: offerTitle });
  await expect(card.getByTestId('offer-price')).toHaveText('$420.00');
  await card.getByRole('button', { name: 'Accept & Pay $420.00' }).click();
  const payment = page.getByRole('dialog', { name: `Pay for ${offerTitle}` });
  await expect(payment.getByTestId('order-total')).toHaveText('$420.00');
  await fillTestCard(page, '4242 4242 4242 4242');
  await payment.getByRole('button', { name: 'Pay $420.00' }).click();
  await expectToast(page, 'Order placed! The seller has been notified.');
  await expect(card.getByTestId('offer-status')).toHaveText('Accepted');
  await expect(sellerCard.getByTestId('offer-status')).toHaveText('Accepted');

  // The order is there for both.
  await page.goto('/dashboard');
  await expect(
    page.getByRole('list', { name: 'My purchases' }).getByTestId('order-card').filter({ hasText: offerTitle }),
  ).toBeVisible();
  await sellerPage.goto('/dashboard?tab=orders');
  const incoming = sellerPage
    .getByRole('list', { name: 'Incoming orders' })
    .getByTestId('order-card')
    .filter({ hasText: offerTitle });
  await expect(incoming).toContainText('Paid, held');
  expect(client.email).toBeTruthy();
  await sellerContext.close();
});
