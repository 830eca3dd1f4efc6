import { expect, test } from '@playwright/test';
import { parseISO } from 'date-fns';
import { expectNoViolations } from './support/axe';
import { waitForSubscription } from './support/crm';
import {
  baseURL,
  expectNoSidewaysScroll,
  expectToast,
  newUser,
  setupViaApi,
  signInViaApi,
  signUpViaApi,
} from './support/fixtures';
import { createServiceViaApi, newSellerApi, uniqueWord } from './support/marketplace';
import { fillTestCard } from './support/membership';

test('a client joins with the add-on a client can use, orders, the seller accepts into the CRM, delivers, and the review moves the rating', async ({
  page,
  browser,
}) => {
  test.slow();
  // The seller lists a service and watches the Orders tab of the dashboard.
  const seller = await newSellerApi('vendor');
  const title = `Bakery site ${uniqueWord()}`;
  const service = await createServiceViaApi(seller.api, { title, priceFrom: 400, priceTo: 900 });
  const sellerContext = await browser.newContext();
  const sellerPage = await sellerContext.newPage();
  await signInViaApi(sellerPage.request, seller.user.email, seller.user.password);
  // Orders and earnings reach the seller on their workspace's channel (ADR 045); notices on their own.
  const subscribed = Promise.all([
    waitForSubscription(sellerPage, `user:${seller.id}`),
    waitForSubscription(sellerPage, `workspace:${seller.id}`),
  ]);
  await sellerPage.goto('/dashboard?tab=orders');
  await expect(sellerPage.getByText('No orders yet')).toBeVisible();
  await subscribed;

  // A new client is offered only what a client can use (ADR 026): the total follows the add-on.
  const client = await signUpViaApi(page.request, newUser('client'));
  await setupViaApi(page.request, 'client');
  await page.goto('/membership');
  await expect(page.getByRole('heading', { level: 1, name: 'Join the ProClub' })).toBeVisible();
  await expect(page.getByTestId('membership-total')).toHaveText('$29.00/month');
  await expect(page.getByLabel('Advanced CRM Tools')).toHaveCount(0);
  await expect(page.getByLabel('Analytics Pro')).toHaveCount(0);
  await page.getByLabel('Priority Support').check();
  await expect(page.getByTestId('membership-total')).toHaveText('$44.00/month');

  // The built-in test checkout bills the base plan and the add-on; a declined card is refused clearly.
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page).toHaveURL(/\/membership\/checkout\/cs_test_/);
  const summary = page.getByRole('list', { name: 'Order summary' });
  await expect(summary).toContainText('Club Membership');
  await expect(summary).toContainText('Priority Support');
  await expect(page.getByTestId('checkout-total')).toHaveText('$44.00');
  await fillTestCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pay $44.00' }).click();
  await expect(page.getByRole('form', { name: 'Card payment' }).getByRole('alert')).toHaveText(
    'Your card was declined. Try a different card.',
  );
  await fillTestCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $44.00' }).click();

  // Member: the renewal date is the end of the paid period.
  await expect(page.getByRole('heading', { name: "You're a Club Member!" })).toBeVisible();
  const status = (await (await page.request.get('/api/membership/check-subscription')).json()) as { subscriptionEnd: string };
  await expect(page.getByTestId('renewal-date')).toHaveText(
    `Your membership renews on ${new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(parseISO(status.subscriptionEnd))}.`,
  );
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');

  // The service page now offers Order; the price is chosen from the service's options.
  await page.goto(`/service/${service.id}`);
  await expect(page.getByRole('link', { name: 'Join Club to Order' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Order', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Order ${title}` });
  await dialog.getByRole('radio', { name: /Full package/ }).check();
  await expect(dialog.getByTestId('order-price')).toHaveText('$900.00');
  await dialog.getByLabel('Requirements').fill('A warm site for our bakery with online pre-orders by Friday noon.');
  await dialog.getByRole('button', { name: 'Confirm Order' }).click();
  // Ordering takes payment (ADR 023): the test card step of the same dialog.
  const payment = page.getByRole('dialog', { name: `Pay for ${title}` });
  await fillTestCard(page, '4242 4242 4242 4242');
  await payment.getByRole('button', { name: 'Pay $900.00' }).click();
  await expectToast(page, 'Order placed! The seller has been notified.');

  // The seller hears it live: toast, badge, and the order in the list; accepting fills the CRM.
  await expectToast(sellerPage, `New order: ${title}`);
  await expect(sellerPage.getByTestId('orders-badge')).toHaveText('1');
  const incoming = sellerPage.getByRole('list', { name: 'Incoming orders' }).getByTestId('order-card').filter({ hasText: title });
  await expect(incoming).toContainText('$900.00');
  await incoming.getByRole('button', { name: `Accept: ${title}` }).click();
  await expectToast(sellerPage, 'Order accepted: the client and project are in your CRM');
  await expect(sellerPage.getByTestId('orders-badge')).toHaveCount(0);

  await sellerPage.goto('/crm?tab=projects');
  const project = sellerPage.getByTestId('project-card').filter({ hasText: title });
  await expect(project).toBeVisible();
  await expect(project).toContainText(client.fullName);
  // Accepted, not started: the project shows the same stage as the order (ADR 023).
  await expect(project).toContainText('Quoted');
  await expect(project).toContainText('$900.00');

  // Work starts and is delivered.
  await sellerPage.goto('/dashboard?tab=orders');
  const card = sellerPage.getByTestId('order-card').filter({ hasText: title });
  await card.getByRole('button', { name: `Start Work: ${title}` }).click();
  await expectToast(sellerPage, 'Work started');
  // A delivery is never empty (ADR 037): a message, confirmed.
  await card.getByRole('button', { name: `Deliver: ${title}` }).click();
  await sellerPage
    .getByRole('dialog', { name: `Deliver ${title}` })
    .getByLabel('Message')
    .fill('The finished work.');
  await sellerPage
    .getByRole('dialog', { name: `Deliver ${title}` })
    .getByRole('button', { name: 'Deliver', exact: true })
    .click();
  await sellerPage
    .getByRole('alertdialog', { name: 'Send this delivery?' })
    .getByRole('button', { name: 'Yes, Deliver' })
    .click();
  await expectToast(sellerPage, 'Delivered: the buyer can accept it or ask for a revision');

  // The buyer's My Purchases shows it delivered; completing it opens the review.
  await page.goto('/dashboard');
  const purchase = page.getByRole('list', { name: 'My purchases' }).getByTestId('order-card').filter({ hasText: title });
  await expect(purchase.getByTestId('order-status')).toHaveText('Delivered');
  // The buyer sees the delivery before accepting it.
  await purchase.getByRole('button', { name: `Review Delivery: ${title}` }).click();
  await page.getByRole('dialog', { name: title, exact: true }).getByRole('button', { name: 'Accept Delivery' }).click();
  await expectToast(page, 'Order completed. You can now review the service.');
  await page.keyboard.press('Escape');
  await expect(purchase.getByTestId('order-status')).toHaveText('Completed');

  await page.goto(`/service/${service.id}`);
  const ratingLine = page.getByTestId('rating-line');
  await expect(ratingLine).toHaveText('No reviews yet');
  await page.getByRole('radio', { name: '5 stars' }).check();
  await page.getByLabel('Comment').fill('Delivered early and the pre-orders work great.');
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expectToast(page, 'Review submitted');
  await expect(ratingLine).toHaveText('5.0 (1 review)');

  // The seller's CRM project follows the order to completed.
  await sellerPage.goto('/crm?tab=projects');
  await expect(sellerPage.getByTestId('project-card').filter({ hasText: title })).toContainText('Completed');
  await sellerContext.close();
  await seller.api.dispose();
});

test('signed out, Join asks to sign in and goes to /auth', async ({ page }) => {
  await page.goto('/membership');
  await page.getByRole('button', { name: 'Join' }).click();
  await expectToast(page, 'Please sign in to continue');
  await expect(page).toHaveURL('/auth');
});

test('a member cancels at period end and resumes; the seller without Analytics Pro sees the lock', async ({ page }) => {
  await signUpViaApi(page.request, newUser('member'));
  await setupViaApi(page.request, 'freelancer');
  await page.goto('/dashboard?tab=analytics');
  const lock = page.getByRole('region', { name: 'Analytics is locked' });
  await expect(lock).toContainText('Unlocked by the Analytics Pro add-on');
  await expect(lock.getByRole('link', { name: /Membership page/ })).toHaveAttribute('href', '/membership');

  await page.goto('/membership');
  await page.getByRole('button', { name: 'Join' }).click();
  await fillTestCard(page, '4242424242424242');
  await page.getByRole('button', { name: 'Pay $29.00' }).click();
  await page.getByRole('link', { name: 'Manage Membership' }).click();
  await expect(page).toHaveURL('/membership/manage');

  await page.getByLabel('Analytics Pro').check();
  await expect(page.getByTestId('new-total')).toHaveText('$54.00');
  await page.getByRole('button', { name: 'Save Add-ons' }).click();
  await expectToast(page, 'Add-ons updated');

  await page.getByRole('button', { name: 'Cancel Membership' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel at Period End' }).click();
  await expect(page.getByTestId('membership-period')).toContainText('Your membership ends on');
  await page.getByRole('button', { name: 'Resume Membership' }).click();
  await expectToast(page, 'Membership resumed');
  await expect(page.getByTestId('membership-period')).toContainText('Renews on');

  // With the add-on, the Analytics tab shows the real report.
  await page.goto('/dashboard?tab=analytics');
  await expect(page.getByRole('heading', { name: 'Views and orders of your services' })).toBeVisible();
});

test.describe('accessibility and small screens', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`/membership has no axe violations (${scheme})`, async ({ browser }) => {
      test.slow();
      const context = await browser.newContext({ colorScheme: scheme, baseURL });
      const page = await context.newPage();
      await page.goto('/membership');
      await expect(page.getByRole('button', { name: 'Join' })).toBeVisible();
      await page.getByLabel('White Label Access').check();
      await expectNoViolations(page);

      // Signed in: the checkout page, then the member view.
      await signUpViaApi(page.request, newUser('axe'));
      await setupViaApi(page.request, 'client');
      await page.reload();
      await page.getByRole('button', { name: 'Join' }).click();
      await expect(page.getByLabel('Card number')).toBeVisible();
      await expectNoViolations(page);
      await fillTestCard(page, '4242424242424242');
      await page.getByRole('button', { name: /^Pay/ }).click();
      await expect(page.getByRole('heading', { name: "You're a Club Member!" })).toBeVisible();
      // Let the payment toast finish fading (axe measures contrast mid-animation otherwise).
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
      await expectNoViolations(page);
      await context.close();
    });
  }

  test('/membership fits a 375 px screen', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto('/membership');
    await expect(page.getByRole('button', { name: 'Join' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await context.close();
  });
});

test('a client who joins from a service page returns to that service once paid, ready to order', async ({ page }) => {
  const seller = await newSellerApi('vendor');
  const service = await createServiceViaApi(seller.api, { title: `Return trip ${uniqueWord()}`, priceFrom: 300, priceTo: 600 });
  await signUpViaApi(page.request, newUser('returning'));
  await setupViaApi(page.request, 'client');

  await page.goto(`/service/${service.id}`);
  await page.getByRole('link', { name: 'Join Club to Order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Join the ProClub' })).toBeVisible();
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page).toHaveURL(/\/membership\/checkout\/cs_test_/);
  await fillTestCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $29.00' }).click();

  await expectToast(page, 'Payment successful. Welcome to the club!');
  await expect(page).toHaveURL(`/service/${service.id}`);
  await expect(page.getByRole('button', { name: 'Order' })).toBeEnabled();
  await seller.api.dispose();
});
