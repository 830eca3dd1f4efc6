import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { axeBuilder } from './support/axe';
import { baseURL, demoPage, expectToast, newUser, setupViaApi, signInViaApi, signUpViaApi } from './support/fixtures';
import { createServiceViaApi, newSellerApi, uniqueWord } from './support/marketplace';
import { joinViaApi, moveOrderViaApi, placeOrderViaApi } from './support/membership';

interface MailboxRow {
  toAddress: string;
  subject: string;
}

async function expectMail(page: Page, to: string, subject: string) {
  await expect
    .poll(async () => {
      const mails = (await (await page.request.get('/dev/mailbox.json')).json()) as MailboxRow[];
      return mails.some((mail) => mail.toAddress === to && mail.subject === subject);
    })
    .toBe(true);
}

async function pageSignedInAs(browser: Browser, email: string, password: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInViaApi(page.request, email, password);
  return page;
}

test('a client disputes an accepted order, the admin refunds part of it, both sides see the outcome, the buyer downloads the receipt', async ({
  page,
  browser,
}) => {
  test.slow();
  const seller = await newSellerApi('vendor');
  const title = `Menu design ${uniqueWord()}`;
  const service = await createServiceViaApi(seller.api, { title, priceFrom: 100, priceTo: 200 });

  // The client pays $100; the seller accepts.
  const client = await signUpViaApi(page.request, newUser('client'));
  await setupViaApi(page.request, 'client');
  await joinViaApi(page.request);
  const order = await placeOrderViaApi(page.request, service.id);
  await moveOrderViaApi(seller.api, order.id, 'accepted');

  // The client opens a dispute from the order's details.
  await page.goto('/dashboard');
  const purchase = page.getByRole('list', { name: 'My purchases' }).getByTestId('order-card').filter({ hasText: title });
  await purchase.getByRole('button', { name: `Open order: ${title}` }).click();
  const details = page.getByRole('dialog', { name: title });
  await details.getByRole('button', { name: 'Open Dispute' }).click();
  const disputeDialog = page.getByRole('dialog', { name: 'Open Dispute' });
  await disputeDialog.getByRole('button', { name: 'Open Dispute' }).click();
  await expect(disputeDialog.getByText('Describe the problem in at least 10 characters')).toBeVisible();
  await disputeDialog.getByLabel('What went wrong?').fill('The seller stopped answering after accepting the order.');
  await disputeDialog.getByRole('button', { name: 'Open Dispute' }).click();
  await expectToast(page, 'Dispute opened');
  await expect(details.getByTestId('order-dispute')).toContainText('Disputed by the buyer');
  // The other side is emailed; the buyer, who opened it, is not (issue 37: nobody about their own action).
  await expectMail(page, seller.user.email, `Order disputed: "${title}"`);

  // The dispute is a conversation (issue 37): the seller has 3 days to answer; the buyer adds what happened.
  const disputeBox = details.getByTestId('order-dispute');
  await expect(disputeBox.getByTestId('dispute-deadline')).toContainText('The seller has until');
  await disputeBox.getByLabel('Write in the dispute').fill('We paid on Monday and have heard nothing since.');
  // Evidence: a file checked like delivered work, downloadable from the thread.
  await disputeBox.getByLabel(/^Evidence files/).setInputFiles({
    name: 'payment-note.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Paid on Monday, 9:14, card ending 4242.\n'),
  });
  await disputeBox.getByRole('button', { name: 'Send' }).click();
  await expectToast(page, 'Message sent');
  const conversation = disputeBox.getByRole('list', { name: 'Dispute conversation' });
  await expect(conversation).toContainText('We paid on Monday and have heard nothing since.');

  // The demo admin reads it, writes to both sides, then refunds $40 of it from the Disputes tab.
  const admin = await demoPage(browser, 'admin');
  await admin.goto('/admin');
  await admin.getByRole('tab', { name: 'Disputes' }).click();
  const card = admin.getByRole('listitem', { name: `Dispute: ${title}` });
  await expect(card).toContainText('The seller stopped answering after accepting the order.');
  await expect(card).toContainText('$100');
  await card.getByRole('button', { name: 'Conversation' }).click();
  const adminConversation = card.getByRole('list', { name: 'Dispute conversation' });
  await expect(adminConversation).toContainText('We paid on Monday and have heard nothing since.');
  await expect(adminConversation.getByRole('link', { name: 'payment-note.txt' })).toHaveAttribute(
    'href',
    /^\/api\/admin\/disputes\/[0-9a-f-]+\/files\/[0-9a-f-]+$/,
  );
  await card.getByLabel('Write to both parties').fill('Seller: please answer the buyer here today.');
  await card.getByRole('button', { name: 'Send' }).click();
  await expectToast(admin, 'Message sent');
  await expect(adminConversation).toContainText('Seller: please answer the buyer here today.');
  await card.getByRole('button', { name: 'Resolve' }).click();
  const resolveDialog = admin.getByRole('dialog', { name: 'Resolve Dispute' });
  await resolveDialog.getByLabel('Decision').selectOption('partial');
  const axe = await axeBuilder(admin).include('[role="dialog"]').analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  await resolveDialog.getByLabel('Refund to the buyer (USD)').fill('40');
  await resolveDialog.getByLabel('Note').fill('Work started but was not finished.');
  await resolveDialog.getByRole('button', { name: 'Resolve' }).click();
  await expectToast(admin, 'Dispute resolved');
  await expect(admin.getByRole('listitem', { name: `Dispute: ${title}` })).toHaveCount(0);

  // Both parties see the outcome.
  await page.reload();
  await expect(purchase).toContainText('Partially refunded');
  await purchase.getByRole('button', { name: `Open order: ${title}` }).click();
  await expect(details.getByTestId('order-dispute')).toContainText(
    'Dispute resolved: Partially refunded ($40.00 back to the buyer)',
  );
  await expect(details.getByTestId('order-dispute')).toContainText('Work started but was not finished.');
  // The conversation stays readable and is closed to new messages.
  await expect(conversation).toContainText('Seller: please answer the buyer here today.');
  await expect(disputeBox.getByLabel('Write in the dispute')).toHaveCount(0);

  const sellerPage = await pageSignedInAs(browser, seller.user.email, seller.user.password);
  await sellerPage.goto('/dashboard?tab=orders');
  const sale = sellerPage.getByRole('list', { name: 'Incoming orders' }).getByTestId('order-card').filter({ hasText: title });
  await expect(sale).toContainText('Partially refunded');
  // $100 − $40 refunded = $60, less the 10 % fee on it.
  await expect(sellerPage.getByRole('region', { name: 'Earnings' }).getByTestId('earnings-available')).toHaveText('$54.00');
  await sale.getByRole('button', { name: `Open order: ${title}` }).click();
  await expect(sellerPage.getByRole('dialog', { name: title }).getByTestId('order-dispute')).toContainText(
    'Dispute resolved: Partially refunded',
  );
  await expectMail(page, client.email, `Dispute resolved: "${title}"`);
  await expectMail(page, seller.user.email, `Dispute resolved: "${title}"`);

  // The buyer downloads the PDF receipt.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    details.getByRole('link', { name: 'Download receipt' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^receipt-.+\.pdf$/);
  const file = await download.path();
  expect((await readFile(file)).subarray(0, 5).toString()).toBe('%PDF-');

  await admin.context().close();
  await sellerPage.context().close();
  await seller.api.dispose();
});

test('accept → deliver → revision → the buyer cannot cancel alone: asking is declined, a dispute holds the money; an empty delivery is impossible', async ({
  page,
  browser,
}) => {
  // Two browsers, a revision, a cancellation asked and declined, a dispute: slow on a loaded machine.
  test.setTimeout(180_000);
  const seller = await newSellerApi('vendor');
  const title = `Flyer ${uniqueWord()}`;
  const service = await createServiceViaApi(seller.api, { title, priceFrom: 120, priceTo: 240 });
  await signUpViaApi(page.request, newUser('client'));
  await setupViaApi(page.request, 'client');
  await joinViaApi(page.request);
  const order = await placeOrderViaApi(page.request, service.id);
  for (const status of ['accepted', 'in_progress', 'delivered']) await moveOrderViaApi(seller.api, order.id, status);
  const revision = await page.request.post(`/api/orders/${order.id}/revisions`, {
    data: { message: 'Please use our new logo.' },
    headers: { origin: baseURL },
  });
  expect(revision.status(), await revision.text()).toBe(201);
  await page.goto('/dashboard');

  // The files were received: Cancel is not offered, and the API refuses it naming the rule; nothing changes.
  const purchase = page.getByRole('list', { name: 'My purchases' }).getByTestId('order-card').filter({ hasText: title });
  await expect(purchase).toContainText('Paid, held', { timeout: 30_000 });
  await expect(purchase.getByRole('button', { name: `Cancel Order: ${title}` })).toHaveCount(0);
  const refused = await page.request.patch(`/api/orders/${order.id}/status`, {
    data: { status: 'cancelled' },
    headers: { origin: baseURL },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).error.message).toBe(
    'This order was delivered: ask the seller to agree to cancel it, or open a dispute to cancel it',
  );

  // The buyer asks to cancel; the seller declines in their own tab.
  await purchase.getByRole('button', { name: `Open order: ${title}` }).click();
  const details = page.getByRole('dialog', { name: title, exact: true });
  await details.getByRole('button', { name: 'Ask to Cancel' }).click();
  const ask = page.getByRole('dialog', { name: 'Ask to Cancel' });
  await ask.getByLabel('Why?').fill('We changed our plans for the event.');
  await ask.getByRole('button', { name: 'Send Request' }).click();
  await expectToast(page, 'Cancellation requested');
  await expect(details.getByTestId('order-cancellation')).toContainText('You asked to cancel this order');

  const sellerPage = await pageSignedInAs(browser, seller.user.email, seller.user.password);
  await sellerPage.goto('/dashboard?tab=orders');
  const incoming = sellerPage.getByRole('list', { name: 'Incoming orders' }).getByTestId('order-card').filter({ hasText: title });
  await expect(incoming).toContainText('The buyer asks to cancel', { timeout: 30_000 });
  // An empty delivery is impossible: the dialog refuses it and nothing is sent.
  await incoming.getByRole('button', { name: `Deliver: ${title}` }).click();
  const deliverDialog = sellerPage.getByRole('dialog', { name: `Deliver ${title}` });
  await deliverDialog.getByRole('button', { name: 'Deliver', exact: true }).click();
  await expect(deliverDialog.getByText('Write a message or attach at least one file')).toBeVisible();
  await expect(sellerPage.getByRole('alertdialog', { name: 'Send this delivery?' })).toHaveCount(0);
  await deliverDialog.getByRole('button', { name: 'Cancel' }).click();
  await incoming.getByRole('button', { name: `Open order: ${title}` }).click();
  const sellerDetails = sellerPage.getByRole('dialog', { name: title, exact: true });
  await expect(sellerDetails.getByTestId('order-cancellation')).toContainText('The buyer asks to cancel this order');
  await sellerDetails.getByRole('button', { name: 'Decline Cancellation' }).click();
  await expectToast(sellerPage, 'Cancellation declined: the order goes on');

  // The buyer cannot agree with the seller: a dispute, and the money stays held.
  await expect(details.getByTestId('order-cancellation')).toHaveCount(0, { timeout: 30_000 });
  await details.getByRole('button', { name: 'Open Dispute' }).click();
  const disputeDialog = page.getByRole('dialog', { name: 'Open Dispute' });
  await disputeDialog.getByLabel('What went wrong?').fill('We asked to cancel before the event and the seller declined.');
  await disputeDialog.getByRole('button', { name: 'Open Dispute' }).click();
  await expectToast(page, 'Dispute opened');
  await expect(details.getByTestId('order-dispute')).toContainText('the payment is held until an admin resolves it', {
    timeout: 30_000,
  });
  await page.keyboard.press('Escape');
  await expect(purchase.getByTestId('order-status')).toHaveText('Disputed');
  await expect(purchase).toContainText('Paid, held');
  await sellerPage.context().close();
  await seller.api.dispose();
});
