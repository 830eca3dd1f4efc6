import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { createClientViaApi } from './support/crm';
import { baseURL, mailedText, sellerHeaders, signedInSeller } from './support/fixtures';

// Issue 34 with a test clock (POST /api/dev/billing-clock, outside production only): a subscription's next month is
// invoiced and charged to the saved card and MRR shows it; a card saved with 4000 0000 0000 0341 is declined on renewal
// → retried after 1, 3 and 7 days → overdue → the bell and the reminder in the dev mailbox.
const MONTHLY = [{ description: 'SEO retainer', quantity: 1000, unitPrice: 19_800, taxRate: 0, discountRate: 0 }];
const today = () => new Date().toISOString().slice(0, 10);

interface InvoiceRow {
  id: string;
  status: string;
  dueDate: string;
}

async function advance(request: APIRequestContext, days: number) {
  const response = await request.post('/api/dev/billing-clock', { data: { days }, headers: await sellerHeaders(request) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { today: string; periods: number; retries: number; overdue: number; reminded: number };
}

async function invoicesOf(request: APIRequestContext, clientName: string): Promise<InvoiceRow[]> {
  const response = await request.get('/api/invoices?status=all&page=1&pageSize=50', { headers: await sellerHeaders(request) });
  expect(response.status(), await response.text()).toBe(200);
  const page = (await response.json()) as { items: (InvoiceRow & { clientName: string })[] };
  return page.items.filter((row) => row.clientName.startsWith(clientName));
}

async function subscribe(request: APIRequestContext, clientId: string) {
  const response = await request.post('/api/invoice-subscriptions', {
    data: { clientId, startDate: today(), lines: MONTHLY },
    headers: await sellerHeaders(request),
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function payFirst(request: APIRequestContext, clientName: string, cardNumber: string) {
  await expect.poll(async () => (await invoicesOf(request, clientName)).length).toBe(1);
  const [first] = await invoicesOf(request, clientName);
  const detail = (await (await request.get(`/api/invoices/${first.id}`, { headers: await sellerHeaders(request) })).json()) as {
    payPath: string | null;
  };
  const token = (detail.payPath ?? '').split('/').at(-1);
  const paid = await request.post(`${baseURL}/api/public/invoices/${token}/pay`, {
    data: { cardNumber, expiry: '12/40', cvc: '123', name: 'Client' },
    headers: { origin: baseURL },
  });
  expect(paid.status(), await paid.text()).toBe(200);
}

test('the next month is invoiced and charged (MRR), and a declined renewal retries, goes overdue and is reminded', async ({
  page,
}) => {
  test.slow();
  await signedInSeller(page, 'agency');
  const id = randomUUID().slice(0, 8);

  // A subscription whose client paid the first month with 4242: the card is saved.
  const good = await createClientViaApi(page.request, { name: `Retainer Co ${id}`, email: `retainer-${id}@e2e.proclub.test` });
  await subscribe(page.request, good.id);
  expect((await advance(page.request, 0)).periods).toBe(1);
  await payFirst(page.request, good.name, '4242 4242 4242 4242');

  // A second one paid with the card that is saved but declined later.
  const bad = await createClientViaApi(page.request, { name: `Shaky Co ${id}`, email: `shaky-${id}@e2e.proclub.test` });
  await subscribe(page.request, bad.id);
  expect((await advance(page.request, 0)).periods).toBe(1);
  await payFirst(page.request, bad.name, '4000 0000 0000 0341');

  // A month later: both renewals are invoiced; the good card pays at once.
  expect((await advance(page.request, 31)).periods).toBe(2);
  await expect
    .poll(async () => (await invoicesOf(page.request, good.name)).map((row) => row.status), { timeout: 20_000 })
    .toEqual(['paid', 'paid']);
  await page.goto('/invoices');
  await expect(page.getByText('MRR', { exact: true }).locator('..')).toContainText('$396.00');
  await expect(page.getByRole('link', { name: new RegExp(good.name) }).first()).toBeVisible();

  // The declined renewal: the client is mailed, the agency's bell says so, and it is retried after 1, 3 and 7 days.
  await expect.poll(async () => (await invoicesOf(page.request, bad.name)).length, { timeout: 20_000 }).toBe(2);
  expect(await mailedText(page.request, bad.email, 'was declined')).toContain('declined');
  const bell = page.getByRole('banner').getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName(/unread/, { timeout: 10_000 });
  await bell.click();
  await expect(page.getByText(/The card payment for invoice INV-\d+ was declined/).first()).toBeVisible();
  await page.keyboard.press('Escape');
  expect((await advance(page.request, 1)).retries).toBe(1);
  expect((await advance(page.request, 2)).retries).toBe(1);
  const last = await advance(page.request, 4);
  expect(last.retries).toBe(1);
  await expect
    .poll(async () => (await invoicesOf(page.request, bad.name)).map((row) => row.status).sort())
    .toEqual(['overdue', 'paid']);

  // A week past due (the workspace's default reminder day): the reminder is in the dev mailbox.
  const overdue = (await invoicesOf(page.request, bad.name)).find((row) => row.status === 'overdue');
  const weekPastDue = Date.parse(`${overdue?.dueDate}T00:00:00Z`) + 7 * 86_400_000;
  const days = Math.round((weekPastDue - Date.parse(`${last.today}T00:00:00Z`)) / 86_400_000);
  expect((await advance(page.request, days)).reminded).toBe(1);
  expect(await mailedText(page.request, bad.email, 'Reminder: invoice')).toContain('due on');
  await page.goto('/invoices?status=overdue');
  await expect(page.getByRole('link', { name: new RegExp(bad.name) })).toBeVisible();
});
