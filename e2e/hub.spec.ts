import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { BARE_PAGE, GOOD_PAGE } from '../apps/server/src/test/fixture-pages';
import { type FixtureSite, startFixtureSite } from '../apps/server/src/test/fixture-site';
import { expectNoViolations } from './support/axe';
import { createClientViaApi } from './support/crm';
import {
  baseURL,
  demoState,
  expectNoSidewaysScroll,
  expectToast,
  pickOption,
  setupViaApi,
  signedInSeller,
  signUpViaApi,
  workInOwnWorkspace,
} from './support/fixtures';

// A local "client website" whose homepage gets better between audit runs.
let homepage = BARE_PAGE;
let site: FixtureSite;
test.beforeAll(async () => {
  site = await startFixtureSite({
    '/': (_request, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(homepage),
  });
});
test.afterAll(() => site?.close());

const originHeader = { origin: baseURL };
const pathOf = (url: string) => new URL(url).pathname;

/** The client's browser: a separate context with no session. */
async function clientBrowser(context: BrowserContext): Promise<Page> {
  const browser = context.browser();
  if (!browser) throw new Error('no browser');
  const visitor = await browser.newContext();
  return visitor.newPage();
}

test('client → audit of a local site (and a re-run) → proof report for the period → send → client opens it → viewed', async ({
  page,
  context,
}) => {
  test.slow();
  homepage = BARE_PAGE;
  await signedInSeller(page, 'agency');
  // The client is made the way a seller makes one: in the CRM.
  const client = { name: 'Bare Bakery Ltd', email: `bare-${Date.now()}@e2e.proclub.test` };
  await page.goto('/crm');
  await page.getByRole('button', { name: 'Add Client' }).first().click();
  const clientDialog = page.getByRole('dialog', { name: 'Add Client' });
  await clientDialog.getByLabel('Name *').fill(client.name);
  await clientDialog.getByLabel('Email *').fill(client.email);
  await clientDialog.getByRole('button', { name: 'Add Client' }).click();
  await expectToast(page, 'Client added successfully');
  const clientId: string = (await (await page.request.get(`/api/crm/clients?q=${client.email}`)).json()).items[0].id;

  await page.goto('/hub');
  await expect(page.getByRole('heading', { name: 'Agency Hub' })).toBeVisible();
  await page.getByRole('link', { name: 'Launch Tool: Client Audits' }).click();
  await expect(page).toHaveURL(/\/hub\/audits$/);
  await page.getByRole('button', { name: 'New Audit' }).first().click();
  const auditForm = page.getByRole('dialog', { name: 'New Audit' });
  await auditForm.getByRole('button', { name: 'Run Audit' }).click();
  await expect(auditForm.getByText('Please select a client')).toBeVisible();
  await pickOption(auditForm, 'Client *', client.name, client.name);
  await auditForm.getByLabel('Audit Type *').selectOption('seo');
  await auditForm.getByLabel('Website URL *').fill(`${site.origin}/`);
  await auditForm.getByRole('button', { name: 'Run Audit' }).click();
  await expectToast(page, /^Audit complete: score \d+\/100$/);
  await expect(page).toHaveURL(/\/hub\/audits\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'SEO audit · Bare Bakery Ltd' })).toBeVisible();
  const firstScore = Number(await page.getByTestId('audit-score').textContent());
  expect(firstScore).toBeLessThan(60);
  await expect(page.getByTestId('check-meta_description').locator('[data-status]')).toHaveText('Fail');

  // The site is fixed; running again shows the change since last time.
  homepage = GOOD_PAGE;
  await page.getByRole('button', { name: 'Run Again' }).click();
  await expectToast(page, /^Audit complete: score \d+\/100$/);
  await expect(page.getByTestId('score-change').first()).toContainText(/^\+\d+ since last run$/);
  await expect(page.getByRole('list', { name: 'Improved since last run' })).toContainText('Meta description: Fail → Pass');
  const secondScore = Number(await page.getByTestId('audit-score').textContent());
  expect(secondScore).toBeGreaterThan(firstScore);
  await page.getByRole('link', { name: 'Back to Audits' }).click();
  const card = page.getByTestId('audit-card').filter({ hasText: client.name });
  await expect(card).toContainText('SEO');
  await expect(card).toContainText(`${site.origin}/`);
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(secondScore));

  // The client dashboard shows the real latest score.
  await page.goto(`/hub/client-dashboard?client=${clientId}`);
  await expect(page.getByTestId('stat-Latest Audit Score')).toHaveText(String(secondScore));
  await expect(page.getByRole('combobox', { name: 'Client', exact: true })).toHaveValue(client.name);
  await expect(page.getByTestId('stat-Open Projects')).toHaveText('0');

  // A proof report for the period: the dates are checked first.
  await page.goto('/hub/proof-reports');
  await expect(page.getByText(/No Reports Yet/)).toBeVisible();
  await page.getByRole('button', { name: 'New Report' }).click();
  const reportForm = page.getByRole('dialog', { name: 'New Report' });
  await pickOption(reportForm, 'Client *', client.name, client.name);
  await reportForm.getByLabel('Report Title *').fill('This month at Bare Bakery');
  await reportForm.getByLabel('Period Start *').fill('2030-03-10');
  await reportForm.getByLabel('Period End *').fill('2030-03-01');
  await reportForm.getByRole('button', { name: 'Create Report' }).click();
  await expect(reportForm.getByText('Period end must be on or after the period start')).toBeVisible();
  const today = new Date().toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  await reportForm.getByLabel('Period Start *').fill(monthAgo);
  await reportForm.getByLabel('Period End *').fill(today);
  await reportForm.getByLabel('Executive Summary').fill('Your homepage now covers the SEO basics.');
  await reportForm.getByRole('button', { name: 'Create Report' }).click();
  await expectToast(page, 'Report created successfully');
  await expect(page).toHaveURL(/\/hub\/proof-reports\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('report-status')).toHaveText('Draft');
  await expect(page.getByTestId('stat-Audits run')).toHaveText('2');
  await expect(page.getByRole('list', { name: 'Audits in the period' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('Activity and audit score per week')).toBeVisible();

  await page.getByRole('button', { name: 'Send to Client' }).click();
  await expectToast(page, `Report captured in the development mailbox for ${client.email} (no SMTP server is configured)`);
  await expect(page.getByTestId('report-status')).toHaveText('Sent');
  const link = (await page.getByTestId('report-link').textContent()) ?? '';
  expect(link).toMatch(/\/report\/[A-Za-z0-9_-]{43}$/);

  // The email carries the same link.
  const mails = (await (await page.request.get('/dev/mailbox.json')).json()) as {
    toAddress: string;
    subject: string;
    text: string;
  }[];
  const mail = mails.find((item) => item.toAddress === client.email);
  expect(mail?.subject).toContain('sent you a report: This month at Bare Bakery');
  expect(mail?.text).toContain(pathOf(link));

  // The client opens it (no session); the seller's page turns Viewed live.
  const visitor = await clientBrowser(context);
  await visitor.goto(pathOf(link));
  await expect(visitor.getByRole('heading', { name: 'This month at Bare Bakery' })).toBeVisible();
  await expect(visitor).toHaveTitle('This month at Bare Bakery · ProClub');
  await expect(visitor.getByText(`Prepared for ${client.name}`)).toBeVisible();
  await expect(visitor.getByText('Your homepage now covers the SEO basics.')).toBeVisible();
  await expect(visitor.getByRole('link', { name: /dashboard|hub/i })).toHaveCount(0);
  await expectToast(page, `${client.name} opened the report “This month at Bare Bakery”`);
  await expect(page.getByTestId('report-status')).toHaveText('Viewed');
  // Toasts sit over the page header and pause while hovered, so close them before clicking beneath.
  await page.bringToFront();
  const closeButtons = page.getByRole('button', { name: 'Close toast' });
  for (let i = 0; i < 5 && (await closeButtons.count()) > 0; i++) {
    await closeButtons
      .first()
      .click({ timeout: 2000 })
      .catch(() => {});
  }
  await page.getByRole('link', { name: 'Back to Reports' }).click();
  await expect(page.getByTestId('report-card').first().locator('[data-status]')).toHaveText('Viewed');

  // A guessed link shows nothing.
  await visitor.goto(`/report/${'A'.repeat(43)}`);
  await expect(visitor.getByRole('heading', { name: 'Report not found' })).toBeVisible();
  await visitor.context().close();
});

test('proposal from an analysis → edit line items → send → client accepts on the public page → seller sees it accepted', async ({
  page,
  context,
}) => {
  test.slow();
  homepage = BARE_PAGE;
  await signedInSeller(page, 'vendor');
  const client = await createClientViaApi(page.request, {
    name: 'Accepting Client',
    email: `accept-${Date.now()}@e2e.proclub.test`,
  });
  const analysis = await (
    await page.request.post('/api/analysis', { data: { website: `${site.origin}/` }, headers: originHeader })
  ).json();
  const created = await page.request.post('/api/proposals', {
    data: {
      analysisId: analysis.id,
      clientId: client.id,
      productIds: analysis.recommendations.slice(0, 2).map((r: { productId: string }) => r.productId),
    },
    headers: originHeader,
  });
  expect(created.status()).toBe(201);
  const proposal = await created.json();

  await page.goto('/hub/proposals');
  const card = page.getByTestId('proposal-card').filter({ hasText: client.name });
  await expect(card.locator('[data-status]')).toHaveText('Draft');

  // Edit: change a price and add a line; the totals follow as you type and after saving.
  await card.getByRole('button', { name: /^Edit/ }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Proposal' });
  await expect(editor.getByTestId('line-item')).toHaveCount(2);
  await editor.getByLabel('Monthly ($)').first().fill('100');
  await editor.getByRole('button', { name: 'Add Line Item' }).click();
  await editor.getByLabel('Product').nth(2).fill('Strategy call');
  await editor.getByLabel('Setup fee ($)').nth(2).fill('250');
  await editor.getByLabel('Monthly ($)').nth(2).fill('0');
  const secondMonthly = Number(proposal.items[1].monthlyPrice);
  const monthly = (100 + secondMonthly).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
  await expect(editor.getByTestId('total-monthly')).toHaveText(`${monthly}/month`);
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Proposal updated successfully');
  await expect(card).toContainText(`${monthly}/month`);

  await card.getByRole('button', { name: 'Send to Client' }).click();
  await expectToast(page, `Proposal captured in the development mailbox for ${client.email} (no SMTP server is configured)`);
  await expect(card.locator('[data-status]')).toHaveText('Sent');
  await expect(card.getByRole('button', { name: 'Send to Client' })).toHaveCount(0);
  const { publicUrl } = await (await page.request.get(`/api/proposals/${proposal.id}`)).json();

  const visitor = await clientBrowser(context);
  await visitor.goto(pathOf(publicUrl));
  await expect(visitor.getByRole('heading', { name: proposal.title })).toBeVisible();
  expect(await visitor.title()).toContain(proposal.title);
  await expect(visitor.getByText(`Proposal for ${client.name}`)).toBeVisible();
  // Hot lead: the page's first rendering tells the seller live, wherever they are in the app.
  await expectToast(page, `${client.name} just opened your proposal`);
  await expect(card).toContainText('Viewed');
  await expect(visitor.getByText('Strategy call').filter({ visible: true })).toBeVisible();
  await visitor.getByLabel('Full name *').fill('Pat Client');
  await visitor.getByLabel(/I agree to the terms/).check();
  await visitor.getByRole('button', { name: 'Sign and accept' }).click();
  await expect(visitor.getByTestId('accepted-banner')).toContainText('Signed by Pat Client');

  // The seller is told live and the card shows it.
  await expectToast(page, `${client.name} accepted “${proposal.title}”`);
  await expect(card.locator('[data-status]')).toHaveText('Accepted');
  await expect(card).toContainText(/Accepted \w{3} \d+, \d{4}/);
  await expect(card.getByRole('button', { name: /^Edit/ })).toHaveCount(0);

  await visitor.reload();
  await expect(visitor.getByTestId('accepted-banner')).toContainText('Signed by Pat Client');
  await expect(visitor.getByRole('button', { name: 'Sign and accept' })).toHaveCount(0);
  await visitor.context().close();
});

test('onboarding: a workflow from a template, Continue to the last step, and a custom one', async ({ page }) => {
  await signedInSeller(page, 'freelancer');
  const client = await createClientViaApi(page.request, { name: 'Onboarded Client' });
  await page.goto('/hub/onboarding');
  await page.getByRole('button', { name: 'New Workflow' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New Workflow' });
  await expect(dialog.getByRole('radio')).toHaveCount(5);
  await pickOption(dialog, 'Client *', client.name, client.name);
  await dialog.getByRole('radio', { name: /Social Media Setup/ }).check();
  await expect(dialog.getByLabel('Workflow Name *')).toHaveValue('Social Media Setup');
  await dialog.getByRole('button', { name: 'Create Workflow' }).click();
  await expectToast(page, 'Workflow created successfully');

  const card = page.getByTestId('workflow-card').filter({ hasText: 'Social Media Setup' });
  await expect(card.getByTestId('workflow-steps')).toHaveText('0 of 4 steps');
  await expect(card.locator('[data-status]')).toHaveText('In Progress');
  for (const [done, percent] of [
    [1, 25],
    [2, 50],
    [3, 75],
  ]) {
    await card.getByRole('button', { name: 'Continue Workflow' }).click();
    await expect(card.getByTestId('workflow-steps')).toHaveText(`${done} of 4 steps`);
    await expect(card.getByTestId('workflow-percent')).toHaveText(`${percent}%`);
  }
  await card.getByRole('button', { name: 'Continue Workflow' }).click();
  await expectToast(page, 'Workflow completed!');
  await expect(card.locator('[data-status]')).toHaveText('Completed');
  await expect(card.getByTestId('workflow-percent')).toHaveText('100%');
  await expect(card.getByRole('button', { name: 'Continue Workflow' })).toHaveCount(0);

  await page.getByRole('button', { name: 'New Workflow' }).first().click();
  await pickOption(dialog, 'Client *', client.name, client.name);
  await dialog.getByRole('radio', { name: /Custom/ }).check();
  await dialog.getByRole('button', { name: 'Create Workflow' }).click();
  await expect(dialog.getByText('Workflow name is required')).toBeVisible();
  await dialog.getByLabel('Workflow Name *').fill('Photo shoot');
  await dialog.getByLabel(/Steps \*/).fill('Book photographer\nShoot\n\nPick photos');
  await dialog.getByRole('button', { name: 'Create Workflow' }).click();
  await expect(page.getByTestId('workflow-card').filter({ hasText: 'Photo shoot' }).getByTestId('workflow-steps')).toHaveText(
    '0 of 3 steps',
  );
});

/** The demo vendor's hub screens, one of each kind (the demo data has a sent report and a sent proposal). */
async function hubScreens(page: Page): Promise<string[]> {
  // Seller routes name the workspace, as the app's own calls do (the demo vendor's own).
  await workInOwnWorkspace(page.context());
  const reports = (await (await page.request.get('/api/hub/reports')).json()).items as { id: string; status: string }[];
  const audits = (await (await page.request.get('/api/hub/audits')).json()).items as { id: string }[];
  const proposals = (await (await page.request.get('/api/proposals')).json()).items as { id: string; status: string }[];
  const report = await (await page.request.get(`/api/hub/reports/${reports.find((r) => r.status !== 'draft')?.id}`)).json();
  const sent = await (await page.request.get(`/api/proposals/${proposals.find((p) => p.status === 'sent')?.id}`)).json();
  return [
    '/hub',
    '/hub?tab=add-ons',
    '/hub/proof-reports',
    `/hub/proof-reports/${report.id}`,
    '/hub/audits',
    `/hub/audits/${audits[0].id}`,
    '/hub/client-dashboard',
    '/hub/proposals',
    '/hub/onboarding',
    '/hub/schedules',
    pathOf(report.publicUrl),
    pathOf(sent.publicUrl),
  ];
}

async function openScreen(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
}

// One axe pass per screen (issue 36): the desktop sweep runs axe on every hub screen; the phone sweep checks that
// each fits 375 px and runs axe once, on the hub itself (the phone navigation drawer and stacked layout). The sweeps
// used to be one 220-second test with 28 axe runs; as three tests they also share out over the workers.
test.describe('the hub with demo data', () => {
  test.use({ storageState: demoState('vendor') });

  test('every hub page passes axe, and the add-on products are linked', async ({ context }) => {
    // 12 screens, each a full axe run (slow on a shared 2-core machine).
    test.setTimeout(180_000);
    await workInOwnWorkspace(context);
    const page = await context.newPage();
    await page.goto('/hub?tab=add-ons');
    const products = page.getByRole('list', { name: 'Add-on products' }).getByRole('listitem');
    await expect(products).toHaveCount(9);
    await expect(products.getByText('Add-on', { exact: true })).toHaveCount(9);
    await expect(page.getByRole('link', { name: 'View Product: Rank Tracker' })).toHaveAttribute(
      'href',
      '/products/rank-tracker',
    );

    for (const path of await hubScreens(page)) {
      await openScreen(page, path);
      await expectNoViolations(page);
      await expectNoSidewaysScroll(page, `${path} at 1280px`);
    }
  });

  test('every hub page fits a 375 px phone; the hub passes axe there', async ({ context }) => {
    test.setTimeout(120_000);
    await workInOwnWorkspace(context);
    const page = await context.newPage();
    await page.setViewportSize({ width: 375, height: 900 });
    for (const path of await hubScreens(page)) {
      await openScreen(page, path);
      await expectNoSidewaysScroll(page, `${path} at 375px`);
      if (path === '/hub') await expectNoViolations(page);
    }
  });

  test('the hub dialogs pass axe', async ({ context }) => {
    test.setTimeout(90_000);
    const page = await context.newPage();
    for (const [path, button, name] of [
      ['/hub/proof-reports', 'New Report', 'New Report'],
      ['/hub/audits', 'New Audit', 'New Audit'],
      ['/hub/onboarding', 'New Workflow', 'New Workflow'],
      ['/hub/proposals', 'Edit', 'Edit Proposal'],
    ]) {
      await page.goto(path);
      await page
        .getByRole('button', { name: new RegExp(`^${button}`) })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name })).toBeVisible();
      await expectNoViolations(page);
    }
  });
});

test('another seller’s report is not found, and a client cannot use the hub', async ({ page, context }) => {
  await signedInSeller(page, 'agency');
  const client = await createClientViaApi(page.request);
  const report = await (
    await page.request.post('/api/hub/reports', {
      data: { clientId: client.id, title: 'Private', periodStart: '2030-01-01', periodEnd: '2030-01-31' },
      headers: originHeader,
    })
  ).json();

  const other = await clientBrowser(context);
  await signedInSeller(other, 'vendor');
  await other.goto(`/hub/proof-reports/${report.id}`);
  await expect(other.getByRole('heading', { name: 'Report Not Found' })).toBeVisible();
  await other.context().close();

  const buyer = await clientBrowser(context);
  await signUpViaApi(buyer.request);
  await setupViaApi(buyer.request, 'client');
  await buyer.goto('/hub/audits');
  await expect(buyer).toHaveURL(/\/dashboard$/);
  await expectToast(buyer, 'Access denied. Only vendors, agencies, and freelancers can use the Hub.');
  await buyer.context().close();
});
