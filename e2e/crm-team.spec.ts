import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { createClientViaApi } from './support/crm';
import { expectNoSidewaysScroll, expectToast, type MeBody, useDemoSession } from './support/fixtures';

// Issue 31 on a phone: the demo agency (a team of three) assigns a client from its record page, and "Mine" keeps the
// owner's own clients — by keyboard, at 390 px, without sideways scrolling.
test.use({ viewport: { width: 390, height: 844 } });

test('assign a client to a teammate, then to yourself; "Mine" lists only yours (390 px, keyboard)', async ({ page }) => {
  test.slow();
  await useDemoSession(page, 'agency');
  const me = (await (await page.request.get('/api/me')).json()) as MeBody;
  const id = randomUUID().slice(0, 8);
  const name = `Team Bakery ${id}`;
  const client = await createClientViaApi(page.request, { name, email: `team-${id}@e2e.proclub.test` });

  await page.goto(`/crm/clients/${client.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const picker = page.getByLabel('Assigned to');
  await expect(picker).toHaveValue('');
  await picker.selectOption({ label: 'Sam Rivera' });
  await expectToast(page, 'Assigned to Sam Rivera');
  await expectNoSidewaysScroll(page, 'client record at 390px');
  await expectNoViolations(page);

  await picker.selectOption({ value: me.user.id });
  await expect(picker).toHaveValue(me.user.id);

  await page.goto('/crm');
  const mine = page.getByRole('button', { name: 'Mine' });
  await expect(mine).toHaveAttribute('aria-pressed', 'false');
  await mine.focus();
  await page.keyboard.press('Space');
  await expect(mine).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/[?&]mine=1/);
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page, 'Mine clients at 390px');

  // Back to Sam: the owner's "Mine" no longer lists it.
  await page.goto(`/crm/clients/${client.id}`);
  await page.getByLabel('Assigned to').selectOption({ label: 'Sam Rivera' });
  await expectToast(page, 'Assigned to Sam Rivera');
  await page.goto('/crm?mine=1');
  await expect(page.getByRole('button', { name: 'Mine' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);

  // A phone's header has no room for the workspace switcher: the navigation drawer carries it, with its name.
  await expect(page.getByRole('banner').getByTestId('workspace-switcher')).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(page.getByRole('dialog').getByTestId('workspace-switcher')).toContainText('Brightline Digital');
});
