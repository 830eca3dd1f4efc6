import { expect, test } from '@playwright/test';
import { createClientViaApi } from './support/crm';
import { expectToast, newUser, setupViaApi, signUpViaApi } from './support/fixtures';

interface MailboxRow {
  id: string;
  subject: string;
  toAddress: string;
  text: string;
}

test('compose a campaign on the editor page, read the mobile preview at 375 px, add the mailing address, confirm "Send to 2 recipients?", and it is sent', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpViaApi(page.request, newUser('campaign-editor'));
  // The profile's city is not a mailing address: the editor still asks for one.
  await setupViaApi(page.request, 'agency', { companyName: 'Editor Agency', location: 'Bristol' });
  const stamp = Date.now();
  const tag = `editor-${stamp}`;
  const ada = await createClientViaApi(page.request, {
    name: 'Ada Editor',
    email: `ada-ed-${stamp}@e2e.proclub.test`,
    tags: [tag],
  });
  await createClientViaApi(page.request, { name: 'Bo Editor', email: `bo-ed-${stamp}@e2e.proclub.test`, tags: [tag] });

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/crm?tab=campaigns');
  await page.getByRole('link', { name: 'Create Campaign' }).click();
  await expect(page).toHaveURL(/\/crm\/campaigns\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New campaign' })).toBeVisible();

  await page.getByLabel('Campaign name').fill(`Editor ${stamp}`);
  await page.getByLabel('Subject').fill('News for {{first_name|you}}');
  await page.getByLabel('Paragraph').fill('Hi {{first_name|there}}, our spring offer is live for every client.');
  await page.getByLabel('Link address').fill('https://example.com/spring');
  await page.getByLabel('By tag').check();
  await page.getByLabel('Tags (comma-separated)').fill(tag);
  await expect(page.getByTestId('audience-count')).toHaveText('2 recipients');

  // The previews are the server's MJML at real widths: 600 px in the desktop frame, 375 px in the phone.
  const desktop = page.getByTestId('preview-desktop');
  const mobile = page.getByTestId('preview-mobile');
  await expect(mobile).toBeVisible();
  expect((await desktop.boundingBox())?.width).toBeCloseTo(600, 0);
  const phone = await mobile.boundingBox();
  expect(phone?.width).toBeCloseTo(375, 0);
  const line = page
    .frameLocator('iframe[title="Mobile preview"]')
    .getByText('Hi Alex, our spring offer is live for every client.');
  await mobile.scrollIntoViewIfNeeded();
  await expect(line).toBeVisible();
  // Readable, not clipped: the paragraph lies inside the phone's width and wraps rather than running off it.
  const box = await line.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(phone!.x);
  expect(box!.x + box!.width).toBeLessThanOrEqual(phone!.x + phone!.width + 1);
  expect(box!.width).toBeGreaterThan(200);

  // No mailing address yet: the editor says why it cannot send and where to add one.
  await expect(page.getByRole('alert').filter({ hasText: 'A mailing address is needed before you can send.' })).toBeVisible();
  await page.getByRole('button', { name: 'Add the mailing address' }).click();
  const address = page.getByRole('dialog', { name: 'Mailing address' });
  await address.getByLabel('Street address').fill('5 Harbour Road');
  await address.getByLabel('City').fill('Bristol');
  await address.getByLabel('Postal code').fill('BS1 5TT');
  await address.getByLabel('Country').fill('United Kingdom');
  await address.getByRole('button', { name: 'Save address' }).click();
  await expectToast(page, 'Mailing address saved');
  await expect(page.getByText('A mailing address is needed before you can send.')).toHaveCount(0);

  await page.getByRole('button', { name: 'Send now' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Send to 2 recipients?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Send now' }).click();
  await expectToast(page, 'Campaign is sending');
  await expect(page).toHaveURL(/\/crm\?tab=campaigns$/);
  const card = page.getByTestId('campaign-card').filter({ hasText: `Editor ${stamp}` });
  await expect(card.getByTestId('campaign-sent')).toHaveText('2', { timeout: 20_000 });

  // The development mailbox has it, with the workspace's address in the footer.
  let mail: MailboxRow | undefined;
  for (let attempt = 0; attempt < 50 && !mail; attempt++) {
    const rows = (await (await page.request.get('/dev/mailbox.json')).json()) as MailboxRow[];
    mail = rows.find((row) => row.toAddress === ada.email && row.subject === 'News for Ada');
    if (!mail) await page.waitForTimeout(200);
  }
  expect(mail?.text).toContain('5 Harbour Road, Bristol, BS1 5TT, United Kingdom');
});
