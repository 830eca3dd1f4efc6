import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { type FixtureSite, html, startFixtureSite } from '../apps/server/src/test/fixture-site';
import { expectNoViolations } from './support/axe';
import { createClientViaApi, createProjectViaApi, waitForSubscription } from './support/crm';
import {
  baseURL,
  expectNoSidewaysScroll,
  expectToast,
  getMe,
  mailedLink,
  sellerHeaders,
  useDemoSession,
} from './support/fixtures';

const SITE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Holiday Bakery | Cakes</title>
<meta name="description" content="Holiday Bakery bakes cakes for every season."></head>
<body><main><h1>Holiday Bakery</h1><p>Cakes every morning.</p></main></body></html>`;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let site: FixtureSite;
test.beforeAll(async () => {
  site = await startFixtureSite({ '/': html(SITE) });
});
test.afterAll(() => site?.close());

// Issue #33: the agency invites a client's contact to its portal; the client sets a password from the mail, sees the
// project on a phone, approves a milestone and shares a file — and the agency's open client record shows each live.
test('agency invites a contact → the client sets a password, approves a milestone and uploads a file → the agency sees it live', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await useDemoSession(page, 'agency');
  const workspaceId = (await getMe(page.request))?.user.id ?? '';
  const id = randomUUID().slice(0, 8);
  const client = await createClientViaApi(page.request, { name: `Portal Bakery ${id}`, email: `bakery-${id}@e2e.proclub.test` });
  const project = await createProjectViaApi(page.request, client.id, { title: 'Holiday website', status: 'in_progress' });
  const milestone = await page.request.post(`/api/crm/projects/${project.id}/milestones`, {
    data: { title: 'Homepage design', status: 'completed' },
    headers: { ...(await sellerHeaders(page.request)), origin: baseURL },
  });
  expect(milestone.status(), await milestone.text()).toBe(201);

  // The agency adds Maria as the client's contact and invites her from the client record.
  const subscribed = waitForSubscription(page, `workspace:${workspaceId}`);
  await page.goto(`/crm/clients/${client.id}`);
  await subscribed;
  await page.getByRole('button', { name: 'Add contact' }).click();
  const email = `maria-${id}@e2e.proclub.test`;
  const form = page.getByRole('form', { name: 'Add contact' });
  await form.getByLabel('First name').fill('Maria');
  await form.getByLabel('Last name').fill('Lopez');
  await form.getByLabel('Role').fill('Owner');
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Save contact' }).click();
  await expectToast(page, 'Contact added');
  await expect(page.getByRole('list', { name: 'Contacts' }).getByText('Maria Lopez')).toBeVisible();
  await page.getByRole('button', { name: 'Invite Maria Lopez to portal' }).click();
  await expectToast(page, 'Invitation sent to Maria Lopez');
  await expect(page.getByText(/^Invited /)).toBeVisible();

  // Maria opens the mail on her phone and sets a password.
  const link = new URL(await mailedLink(page.request, email, '/portal/invitations/'));
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const maria = await phone.newPage();
  await maria.goto(link.pathname);
  await expect(maria.getByRole('heading', { name: /Hi Maria, welcome to .+ client portal/ })).toBeVisible();
  await expectNoViolations(maria);
  await maria.getByLabel('Choose a password').fill('maria-portal-pass');
  await maria.getByRole('button', { name: 'Set password and open the portal' }).click();
  await expect(maria).toHaveURL(/\/portal\?client=/);
  await expect(maria.getByRole('heading', { level: 1, name: client.name })).toBeVisible();
  await expect(maria.getByText('Milestones awaiting your review')).toBeVisible();
  await expectNoSidewaysScroll(maria, 'portal overview at 390 px');
  await expectNoViolations(maria);

  // The agency sees who has access (she came just now).
  await expect(page.getByText(/Portal access · last came/)).toBeVisible({ timeout: 10_000 });

  // Projects: she approves the completed milestone.
  await maria.getByRole('button', { name: 'Projects' }).click();
  await expect(maria.getByRole('heading', { name: 'Holiday website' })).toBeVisible();
  const approve = maria.getByRole('button', { name: 'Approve Homepage design' });
  const width = await approve.evaluate((element) => element.getBoundingClientRect().right);
  expect(width).toBeLessThanOrEqual(390);
  await approve.click();
  await expectToast(maria, 'You approved “Homepage design”');
  await expect(maria.getByText('Approved', { exact: true })).toBeVisible();
  const activity = page.getByRole('list', { name: 'Portal activity' });
  await expect(activity).toContainText('approved “Homepage design” (Holiday website)', { timeout: 5_000 });

  // She shares a file: the agency sees it live too.
  await maria.getByLabel('Share a file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expectToast(maria, 'File shared');
  await expect(maria.getByRole('link', { name: 'logo.png' })).toBeVisible();
  await expect(activity).toContainText('shared logo.png on Holiday website', { timeout: 5_000 });
  await expectNoSidewaysScroll(maria, 'portal projects at 390 px');

  // The agency sends her a proposal; she opens it from the portal and signs it there; the agency hears it live.
  const headers = { ...(await sellerHeaders(page.request)), origin: baseURL };
  const analysis = await page.request.post('/api/analysis', { data: { website: `${site.origin}/` }, headers });
  expect(analysis.status(), await analysis.text()).toBe(200);
  const { id: analysisId, recommendations } = (await analysis.json()) as { id: string; recommendations: { productId: string }[] };
  const created = await page.request.post('/api/proposals', {
    data: { analysisId, clientId: client.id, productIds: [recommendations[0].productId] },
    headers,
  });
  expect(created.status(), await created.text()).toBe(201);
  const proposalId = ((await created.json()) as { id: string }).id;
  const title = `Care plan ${id}`;
  const edited = await page.request.put(`/api/proposals/${proposalId}`, {
    data: { title, items: [{ product: 'Local SEO', setupFee: 300, monthlyPrice: 100, estimatedROI: 90 }] },
    headers,
  });
  expect(edited.status(), await edited.text()).toBe(200);
  expect((await page.request.post(`/api/proposals/${proposalId}/send`, { headers })).status()).toBe(200);
  await maria.getByRole('button', { name: 'Proposals' }).click();
  await maria.getByRole('link', { name: title }).click();
  await maria.getByLabel('Full name *').fill('Maria Lopez');
  await maria.getByLabel(/I agree to the terms/).check();
  await maria.getByRole('button', { name: 'Sign and accept' }).click();
  await expect(maria.getByTestId('accepted-banner')).toContainText('Signed by Maria Lopez');
  await expectToast(page, `${client.name} accepted “${title}”`);
  // Her reloaded tab hears the withdrawal on her own channel once it has subscribed (an event before that is gone).
  const listening = waitForSubscription(maria, /^user:/);
  await maria.goto(`/portal?client=${client.id}`);
  await expect(maria.getByRole('heading', { level: 1, name: client.name })).toBeVisible();
  await listening;

  // The agency withdraws her access: her open tab says so at once, and the portal answers 404.
  await page.getByRole('button', { name: 'Withdraw access' }).click();
  await expectToast(page, 'Portal access withdrawn');
  await expect(maria.getByRole('heading', { name: 'Your access to this portal has ended' })).toBeVisible();
  expect((await maria.request.get(`/api/portal/${client.id}/overview`)).status()).toBe(404);
  await phone.close();
});
