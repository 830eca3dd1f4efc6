import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { createClientViaApi } from './support/crm';
import { expectToast, mailedLink, useDemoSession } from './support/fixtures';

test('create an invoice → send it → the client pays with 4242 on the emailed page → it reads paid', async ({ page, browser }) => {
  test.slow();
  await useDemoSession(page, 'agency');
  const id = randomUUID().slice(0, 8);
  const name = `Invoice Bakery ${id}`;
  const email = `invoice-${id}@e2e.proclub.test`;
  await createClientViaApi(page.request, { name, email });

  await page.goto('/invoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Revenue' })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('link', { name: 'New invoice' }).first().click();
  await page.getByLabel('Client').selectOption({ label: name });
  await page.getByLabel('Line 1 description').fill('Website care, November');
  await page.getByLabel('Qty').fill('2');
  await page.getByLabel('Unit price (USD)').fill('125.50');
  await page.getByLabel('Tax %').fill('10');
  // Live totals: 2 × 125.50 = 251.00, tax 25.10.
  await expect(page.getByTestId('invoice-total')).toHaveText('$276.10');
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expectToast(page, 'Draft invoice created');
  await expect(page).toHaveURL(/\/invoices\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('invoice-status')).toHaveText('Draft');

  await page.getByRole('button', { name: 'Send invoice' }).click();
  await expectToast(page, 'Invoice sent');
  await expect(page.getByTestId('invoice-status')).toHaveText('Open');
  await expect(page.getByRole('heading', { level: 1, name: /Invoice INV-\d{4}/ })).toBeVisible();
  await expectNoViolations(page, { afterToasts: true });

  // The client opens the link from the email, signed out, on a phone-sized screen.
  const payPath = new URL(await mailedLink(page.request, email, '/invoice/')).pathname;
  const client = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await client.goto(payPath);
  await expect(client.getByTestId('amount-due')).toContainText('$276.10');
  await expectNoViolations(client);
  const form = client.getByRole('form', { name: 'Pay by card' });
  await form.getByLabel('Card number').fill('4242 4242 4242 4242');
  await form.getByLabel('Expiry (MM/YY)').fill('12/40');
  await form.getByLabel('CVC').fill('123');
  await form.getByLabel('Name on card').fill('Bakery Owner');
  await form.getByRole('button', { name: 'Pay $276.10' }).dblclick();
  await expect(client.getByTestId('paid-banner')).toBeVisible();
  await expect(client.getByTestId('amount-due')).toContainText('$0.00');

  await page.reload();
  await expect(page.getByTestId('invoice-status')).toHaveText('Paid');
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText('Payment')).toHaveCount(1);
  await client.context().close();
});
