import { expect, test } from '@playwright/test';
import { createClientViaApi } from './support/crm';
import { baseURL, expectToast, newUser, sellerHeaders, setupViaApi, signUpViaApi, workInOwnWorkspace } from './support/fixtures';

const originHeader = { origin: baseURL };

interface MailboxRow {
  id: string;
  subject: string;
  toAddress: string;
  text: string;
}

test('a seller sends a campaign, the mail is opened and clicked, and an unsubscribe keeps that client out of the next one', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpViaApi(page.request, newUser('campaigns'));
  await setupViaApi(page.request, 'agency', { companyName: 'E2E Agency', location: '5 Harbour Road, Bristol' });
  // Campaigns need the workspace's mailing address (CAN-SPAM); the editor spec adds it through the page.
  const address = await page.request.put('/api/crm/campaign-postal-address', {
    data: { street: '5 Harbour Road', city: 'Bristol', postalCode: 'BS1 5TT', country: 'United Kingdom' },
    headers: await sellerHeaders(page.request),
  });
  expect(address.status(), await address.text()).toBe(200);
  const stamp = Date.now();
  const first = await createClientViaApi(page.request, { name: 'Ada First', email: `ada-${stamp}@e2e.proclub.test` });
  const second = await createClientViaApi(page.request, { name: 'Bo Second', email: `bo-${stamp}@e2e.proclub.test` });

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/crm?tab=campaigns');
  await page.getByRole('link', { name: 'Create Campaign' }).click();
  // The editor is a page (issue #38).
  const composer = page;
  await expect(page.getByRole('heading', { level: 1, name: 'New campaign' })).toBeVisible();
  await composer.getByLabel('Campaign name').fill(`Launch ${stamp}`);
  await composer.getByLabel('Subject').fill('News for {{first_name|you}}');
  await composer.getByLabel('Hand-picked').check();
  for (const client of [first, second]) {
    await composer.getByLabel('Find clients').fill(client.email);
    await composer.getByRole('checkbox', { name: new RegExp(client.name) }).check();
  }
  await expect(composer.getByTestId('audience-count')).toHaveText('2 recipients');
  await composer.getByLabel('Paragraph').fill('Hi {{first_name|there}}, our spring offer is live.');
  await composer.getByLabel('Link address').fill('https://example.com/spring');
  // The live preview is the server's MJML rendering with sample values.
  await expect(
    composer.frameLocator('iframe[title="Desktop preview"]').getByText('Hi Alex, our spring offer is live.'),
  ).toBeVisible();

  await composer.getByRole('button', { name: 'Send test' }).click();
  await expectToast(page, /Test email captured in the development mailbox/);
  await composer.getByRole('button', { name: 'Send now' }).click();
  await page.getByRole('alertdialog', { name: 'Send to 2 recipients?' }).getByRole('button', { name: 'Send now' }).click();
  await expectToast(page, 'Campaign is sending');

  const card = page.getByTestId('campaign-card').filter({ hasText: `Launch ${stamp}` });
  await expect(card.getByTestId('campaign-sent')).toHaveText('2', { timeout: 20_000 });

  // The mail as the client gets it, in the development mailbox.
  const mails = async () => (await (await page.request.get('/dev/mailbox.json')).json()) as MailboxRow[];
  const mailTo = async (to: string, subject: string) => {
    for (let attempt = 0; attempt < 50; attempt++) {
      const found = (await mails()).find((mail) => mail.toAddress === to && mail.subject === subject);
      if (found) return found;
      await page.waitForTimeout(200);
    }
    throw new Error(`no mail to ${to}`);
  };
  const adaMail = await mailTo(first.email, 'News for Ada');
  await page.goto(`/dev/mailbox/${adaMail.id}`);
  const frame = page.frameLocator('iframe[title="Email HTML body"]');
  await expect(frame.getByText('Hi Ada, our spring offer is live.')).toBeVisible();
  const pixel = await frame.locator('img[width="1"]').getAttribute('src');
  const click = await frame.getByRole('link', { name: 'Learn more' }).getAttribute('href');
  // The mail client loads the pixel and the reader clicks the button.
  expect((await page.request.get(pixel ?? '')).status()).toBe(200);
  const redirect = await page.request.get(click ?? '', { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  expect(redirect.headers().location).toBe('https://example.com/spring');

  await page.goto('/crm?tab=campaigns');
  await expect(card.getByTestId('campaign-opened')).toHaveText('1');
  await expect(card.getByTestId('campaign-clicked')).toHaveText('1');
  await card.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: `Launch ${stamp}` });
  await expect(details.getByTestId('funnel-clicked')).toHaveText('1 · 50.0%');
  await expect(details.getByText('https://example.com/spring')).toBeVisible();
  await page.keyboard.press('Escape');

  // Bo unsubscribes from the visible link in the mail.
  const boMail = await mailTo(second.email, 'News for Bo');
  const unsubscribe = boMail.text.match(/Unsubscribe: (\S+)/)?.[1] ?? '';
  await page.goto(unsubscribe);
  await expect(page.getByText('Stop campaign emails from E2E Agency')).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();

  // The next campaign to both leaves Bo out, and says so before sending.
  await page.goto('/crm?tab=campaigns');
  await page.getByRole('link', { name: 'Create Campaign' }).click();
  const next = page;
  await expect(page.getByRole('heading', { level: 1, name: 'New campaign' })).toBeVisible();
  await next.getByLabel('Campaign name').fill(`Follow-up ${stamp}`);
  await next.getByLabel('Subject').fill('Follow-up for {{first_name}}');
  await next.getByLabel('Hand-picked').check();
  for (const client of [first, second]) {
    await next.getByLabel('Find clients').fill(client.email);
    await next.getByRole('checkbox', { name: new RegExp(client.name) }).check();
  }
  await expect(next.getByTestId('audience-count')).toHaveText(
    '1 recipient · left out: 0 without email, 1 unsubscribed, 0 bounced',
  );
  await next.getByLabel('Link address').fill('https://example.com/follow-up');
  await next.getByRole('button', { name: 'Send now' }).click();
  await page.getByRole('alertdialog', { name: 'Send to 1 recipient?' }).getByRole('button', { name: 'Send now' }).click();
  await expectToast(page, 'Campaign is sending');
  const nextCard = page.getByTestId('campaign-card').filter({ hasText: `Follow-up ${stamp}` });
  await expect(nextCard.getByTestId('campaign-sent')).toHaveText('1', { timeout: 20_000 });
  await mailTo(first.email, 'Follow-up for Ada');
  expect((await mails()).some((mail) => mail.toAddress === second.email && mail.subject.startsWith('Follow-up'))).toBe(false);
  // A seller route names the workspace, as the app's own calls do.
  await workInOwnWorkspace(page.context());
  expect(
    (
      await page.request.post('/api/crm/campaigns/audience-count', {
        data: { kind: 'clients', clientIds: [second.id] },
        headers: originHeader,
      })
    ).status(),
  ).toBe(200);
});
