import { expect, test } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import {
  expectNoSidewaysScroll,
  expectToast,
  mailedLink,
  mailedText,
  newUser,
  setupViaApi,
  signUpViaApi,
} from './support/fixtures';
import { fillTestCard } from './support/membership';

test('a membership charge through the test checkout mails a receipt and the billing centre lists it with its PDF; the card can be updated', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const member = await signUpViaApi(page.request, newUser('billing'));
  await setupViaApi(page.request, 'client');

  // Join through the built-in test checkout (card 4242…).
  await page.goto('/membership');
  await page.getByLabel('Priority Support').check();
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page).toHaveURL(/\/membership\/checkout\/cs_test_/);
  await fillTestCard(page, '4242 4242 4242 4242', 'Bailey Member');
  await page.getByRole('button', { name: 'Pay $44.00' }).click();
  await expect(page.getByRole('heading', { name: "You're a Club Member!" })).toBeVisible();

  // The receipt is in the development mailbox, with a link to its PDF.
  const receipt = await mailedText(page.request, member.email, 'Your ProClub receipt');
  expect(receipt).toContain('Your ProClub receipt: $44.00 for Club Membership + Priority Support');
  expect(receipt).toContain('Paid with: Visa ending in 4242');
  const pdfLink = new URL(await mailedLink(page.request, member.email, '/receipt.pdf'));

  // Manage Membership → Billing & Receipts: the next charge, the card and the payment with its receipt PDF.
  await page.goto('/membership/manage');
  await page.getByRole('link', { name: 'Billing & Receipts' }).click();
  await expect(page).toHaveURL(/\/membership\/billing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Billing Centre' })).toBeVisible();
  await expect(page.getByTestId('next-charge')).toContainText('$44.00');
  await expect(page.getByTestId('card-on-file')).toHaveText('Visa ending in 4242');
  const rows = page.getByRole('list', { name: 'Payments' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('$44.00');
  await expect(rows.first()).toContainText('Club Membership + Priority Support');
  await expect(page.getByTestId('charges-count')).toHaveText('1 payment shown');
  const receiptLink = rows.first().getByRole('link', { name: /Receipt PDF for/ });
  await expect(receiptLink).toHaveAttribute('href', pdfLink.pathname);
  const pdf = await page.request.get(pdfLink.pathname);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expectNoSidewaysScroll(page, 'billing centre at 390 px');
  await expectNoViolations(page);

  // Update Card (test mode: our card page in place of Stripe's billing portal).
  await page.getByRole('button', { name: 'Update Card' }).click();
  await expect(page).toHaveURL(/\/membership\/billing\/card$/);
  await fillTestCard(page, '5555 5555 5555 4444', 'Bailey Member');
  await page.getByRole('button', { name: 'Save Card' }).click();
  await expectToast(page, 'Card updated: Mastercard ending in 4444');
  await expect(page).toHaveURL(/\/membership\/billing$/);
  await expect(page.getByTestId('card-on-file')).toHaveText('Mastercard ending in 4444');
});
