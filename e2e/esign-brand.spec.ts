import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { type FixtureSite, html, startFixtureSite } from '../apps/server/src/test/fixture-site';
import { pdfText } from '../apps/server/src/test/pdf-text';
import { expectNoViolations } from './support/axe';
import { createClientViaApi } from './support/crm';
import { baseURL, expectToast, mailedLink, sellerHeaders, signedInSeller } from './support/fixtures';
import { pngFiles } from './support/marketplace';
import { joinViaApi } from './support/membership';

// E-signature, White Label branding and the pay-at-signing choice (issues 33 and 34, ADR 051).

const originHeader = { origin: baseURL };
const SITE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Quay Bakery | Fresh bread</title>
<meta name="description" content="Quay Bakery bakes fresh bread and cakes every morning in Portsmouth."></head>
<body><main><h1>Quay Bakery</h1><p>Fresh bread every morning.</p></main></body></html>`;

let site: FixtureSite;
test.beforeAll(async () => {
  site = await startFixtureSite({ '/': html(SITE) });
});
test.afterAll(() => site?.close());

/** A client, an analysis of the fixture site and a sent proposal (setup $500, $200/month); answers its link's path. */
async function sentProposal(page: Page, id: string, paymentChoice = 'invoice_later') {
  const email = `esign-${id}@e2e.proclub.test`;
  const client = await createClientViaApi(page.request, { name: `Quay Bakery ${id}`, email });
  const analysis = await page.request.post('/api/analysis', { data: { website: `${site.origin}/` }, headers: originHeader });
  expect(analysis.status(), await analysis.text()).toBe(200);
  const { id: analysisId, recommendations } = (await analysis.json()) as { id: string; recommendations: { productId: string }[] };
  const created = await page.request.post('/api/proposals', {
    data: { analysisId, clientId: client.id, productIds: [recommendations[0].productId] },
    headers: originHeader,
  });
  expect(created.status(), await created.text()).toBe(201);
  const proposal = (await created.json()) as { id: string };
  const edited = await page.request.put(`/api/proposals/${proposal.id}`, {
    data: {
      title: `Growth plan ${id}`,
      items: [{ product: 'Local SEO', setupFee: 500, monthlyPrice: 200, estimatedROI: 120 }],
      paymentChoice,
    },
    headers: originHeader,
  });
  expect(edited.status(), await edited.text()).toBe(200);
  const sent = await page.request.post(`/api/proposals/${proposal.id}/send`, { headers: originHeader });
  expect(sent.status(), await sent.text()).toBe(200);
  return {
    email,
    clientId: client.id,
    proposalId: proposal.id,
    path: new URL(((await sent.json()) as { publicUrl: string }).publicUrl).pathname,
  };
}

async function sign(client: Page, fullName: string) {
  await client.getByLabel('Full name *').fill(fullName);
  await client.getByLabel(/I agree to the terms/).check();
  await client.getByRole('button', { name: 'Sign and accept' }).click();
  await expect(client.getByTestId('accepted-banner')).toContainText(`Signed by ${fullName}`);
}

test('White Label: brand the workspace → send → sign → the signed PDF and the mail carry the brand, no ProClub; a verified domain serves the portal', async ({
  page,
  browser,
}) => {
  test.slow();
  const id = randomUUID().slice(0, 8);
  const agencyName = `Northwind Studio ${id}`;
  await signedInSeller(page, 'agency');
  await joinViaApi(page.request, ['white_label']);

  // Settings → Branding: name, colour, support email, portal address and a logo.
  await page.goto('/settings/branding');
  await expect(page.getByRole('heading', { level: 1, name: 'Branding' })).toBeVisible();
  await page.getByLabel('Agency name').fill(agencyName);
  await page.getByRole('textbox', { name: 'Brand colour', exact: true }).fill('#0f766e');
  await page.getByLabel('Support email').fill(`help-${id}@northwind.test`);
  await page.getByRole('textbox', { name: 'Portal address' }).fill(`nw-${id}`);
  await page.getByRole('button', { name: 'Save branding' }).click();
  await expectToast(page, 'Branding saved');
  const [logo] = await pngFiles(1);
  await page.getByLabel('Upload a logo').setInputFiles(logo);
  await expectToast(page, 'Logo uploaded');
  await expect(page.getByRole('img', { name: 'Your logo' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'What clients see' })).toContainText('No ProClub mark');
  await expectNoViolations(page, { afterToasts: true });

  const { email, clientId, path } = await sentProposal(page, id);

  // The client's page: the agency's brand, no ProClub; signing with a typed name and consent.
  const client = await (await browser.newContext()).newPage();
  await client.goto(path);
  await expect(client.getByTestId('public-brand')).toHaveText(agencyName);
  await expect(client.locator('header img')).toBeVisible();
  await expectNoViolations(client);
  await client.getByRole('button', { name: 'Sign and accept' }).click();
  await expect(client.getByText('Please type your full name to sign')).toBeVisible();
  await sign(client, 'Maria Lopez');
  await expect(client.locator('body')).not.toContainText('ProClub');
  expect(await client.title()).not.toContain('ProClub');

  const downloading = client.waitForEvent('download');
  await client.getByTestId('signed-pdf').click();
  const pdf = fs.readFileSync((await (await downloading).path()) as string);
  const text = pdfText(pdf);
  for (const expected of [agencyName, 'Maria Lopez', 'Electronic signature', 'IP address']) expect(text).toContain(expected);
  expect(text).toMatch(/[0-9a-f]{64}/);
  expect(text).not.toContain('ProClub');
  await client.context().close();

  // The proposal mail in the dev mailbox: in the agency's name, no ProClub mark.
  const mails = (await (await page.request.get('/dev/mailbox.json')).json()) as {
    toAddress: string;
    subject: string;
    text: string;
  }[];
  const mail = mails.find((item) => item.toAddress === email && item.subject.includes('sent you a proposal'));
  expect(mail?.subject).toContain(agencyName);
  expect(mail?.text).toContain(agencyName);
  expect(mail?.text).not.toContain('ProClub');

  // A custom domain, verified (the local fake verifier finds the TXT record of a .test domain): its Host serves
  // the agency's portal entry.
  const domain = `portal-${id}.northwind.test`;
  await page.goto('/settings/branding');
  await page.getByRole('textbox', { name: 'Domain' }).fill(domain);
  await page.getByRole('button', { name: 'Add domain' }).click();
  await expectToast(page, 'Domain added: add the TXT record, then verify');
  await expect(page.getByText(`_proclub.${domain}`)).toBeVisible();
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectToast(page, `${domain} is verified`);
  const home = await page.request.get('/', { headers: { host: domain }, maxRedirects: 0 });
  expect(home.status()).toBe(302);
  expect(home.headers().location).toBe(`/p/nw-${id}`);
  const hostBrand = await (await page.request.get('/api/public/host-brand', { headers: { host: domain } })).json();
  expect(hostBrand.portal).toMatchObject({ slug: `nw-${id}`, brand: { name: agencyName, whiteLabel: true } });
  expect((await page.request.get(`/api/public/tls-ask?domain=${domain}`)).status()).toBe(200);
  expect((await page.request.get('/api/public/tls-ask?domain=unknown.northwind.test')).status()).toBe(404);

  // The portal entry the domain leads to: the agency's branded sign-in.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/p/nw-${id}`);
  await expect(visitor.getByRole('heading', { name: `${agencyName} client portal` })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Sign in to your portal' })).toHaveAttribute('href', '/portal');
  await expect(visitor.locator('body')).not.toContainText('ProClub');
  await expectNoViolations(visitor);
  await visitor.context().close();

  // The client's contact is invited to the portal: the mail, the invitation page and the portal carry the brand.
  const headers = { ...(await sellerHeaders(page.request)), ...originHeader };
  const contactEmail = `maria-${id}@e2e.proclub.test`;
  const contact = await page.request.post(`/api/crm/clients/${clientId}/contacts`, {
    data: { firstName: 'Maria', lastName: 'Lopez', email: contactEmail },
    headers,
  });
  expect(contact.status(), await contact.text()).toBe(201);
  const contactId = ((await contact.json()) as { id: string }).id;
  const invited = await page.request.post(`/api/portal-access/clients/${clientId}/contacts/${contactId}/invitations`, {
    data: {},
    headers,
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const invitation = new URL(await mailedLink(page.request, contactEmail, '/portal/invitations/'));
  const invitationMail = (
    (await (await page.request.get('/dev/mailbox.json')).json()) as { toAddress: string; subject: string; text: string }[]
  ).find((item) => item.toAddress === contactEmail && item.text.includes('/portal/invitations/'));
  expect(invitationMail?.subject).toBe(`${agencyName} invited you to your client portal`);
  expect(invitationMail?.text).not.toContain('ProClub');
  const maria = await (await browser.newContext()).newPage();
  await maria.goto(invitation.pathname);
  await expect(maria.getByRole('img', { name: agencyName })).toBeVisible();
  await maria.getByLabel('Choose a password').fill('maria-portal-pass');
  await maria.getByRole('button', { name: 'Set password and open the portal' }).click();
  await expect(maria).toHaveURL(/\/portal\?client=/);
  await expect(maria.getByTestId('portal-agency')).toHaveText(agencyName);
  await expect(maria.getByTestId('portal-agency').locator('img')).toBeVisible();
  await expect(maria.getByRole('link', { name: `help-${id}@northwind.test` })).toBeVisible();
  await expect(maria.locator('body')).not.toContainText('ProClub');
  expect(await maria.title()).not.toContain('ProClub');
  await maria.context().close();
});

test('pay at signing: "pay the setup now and start the monthly subscription" → sign → pay with 4242 → paid, subscription active', async ({
  page,
  browser,
}) => {
  test.slow();
  const id = randomUUID().slice(0, 8);
  await signedInSeller(page, 'agency');
  const { path, proposalId } = await sentProposal(page, id, 'invoice_later');
  // The agency's choice is made in the proposal editor (a new version, since it was sent).
  await page.request.post(`/api/proposals/${proposalId}/new-version`, { headers: originHeader });
  // ?open= opens a draft straight in the editor.
  await page.goto(`/hub/proposals?open=${proposalId}`);
  const editor = page.getByRole('dialog', { name: 'Edit Proposal' });
  await editor
    .getByLabel('When the client signs')
    .selectOption({ label: 'Pay the setup now and start the monthly subscription' });
  await editor.getByRole('button', { name: /^Save/ }).click();
  await expectToast(page, 'Proposal updated successfully');
  const sent = await page.request.post(`/api/proposals/${proposalId}/send`, { headers: originHeader });
  const v2Path = new URL(((await sent.json()) as { publicUrl: string }).publicUrl).pathname;
  expect(v2Path).not.toBe(path);

  const client = await (await browser.newContext()).newPage();
  await client.goto(v2Path);
  await expect(client.getByText('You can pay the setup right after signing.')).toBeVisible();
  await sign(client, 'Pat Client');
  // Setup $500 + the first month $200.
  await client.getByRole('link', { name: 'Pay now $700.00' }).click();
  await expect(client).toHaveURL(/\/invoice\/[A-Za-z0-9_-]+$/);
  const form = client.getByRole('form', { name: 'Pay by card' });
  await form.getByLabel('Card number').fill('4242 4242 4242 4242');
  await form.getByLabel('Expiry (MM/YY)').fill('12/40');
  await form.getByLabel('CVC').fill('123');
  await form.getByLabel('Name on card').fill('Pat Client');
  await form.getByRole('button', { name: 'Pay $700.00' }).click();
  await expect(client.getByTestId('paid-banner')).toBeVisible();
  await client.goto(v2Path);
  await expect(client.getByText('Paid. Thank you!')).toBeVisible();
  await client.context().close();

  // The agency's side: the setup invoice is paid and the monthly subscription is active on the saved card.
  const subscriptions = (await (await page.request.get('/api/invoice-subscriptions')).json()) as
    | { items: { status: string; amount: number; cardLast4: string | null; source: string }[] }
    | { status: string; amount: number; cardLast4: string | null; source: string }[];
  const list = Array.isArray(subscriptions) ? subscriptions : subscriptions.items;
  expect(list).toEqual([expect.objectContaining({ status: 'active', amount: 20_000, cardLast4: '4242', source: 'proposal' })]);
  const invoices = (await (await page.request.get('/api/invoices')).json()) as { items: { status: string; total: number }[] };
  expect(invoices.items).toEqual([expect.objectContaining({ status: 'paid', total: 70_000 })]);
});
