import { expect, test } from '@playwright/test';

// The landing and sign-in pages ship a build-time snapshot in their HTML (apps/web/scripts/prerender.mjs) so
// they paint before the JavaScript loads; the live app then replaces it.
for (const path of ['/', '/auth']) {
  test.describe(`${path} without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test('shows the page from the HTML alone, inert until the app loads', async ({ page }) => {
      await page.goto(path);
      const root = page.locator('#root');
      await expect(root).toHaveAttribute('inert', '');
      await expect(root.getByRole('heading', { level: 1, includeHidden: true })).toHaveCount(1);
    });
  });

  test(`${path}: the snapshot says exactly what the live page says, and the live page is interactive`, async ({
    browser,
    page,
  }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
    const snapshotPage = await noScript.newPage();
    await snapshotPage.goto(path);
    const snapshotText = await snapshotPage.locator('#root').textContent();
    await noScript.close();

    await page.goto(path);
    const root = page.locator('#root');
    await expect(root).not.toHaveAttribute('inert');
    await expect(root).not.toHaveAttribute('aria-hidden');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await root.textContent()).toBe(snapshotText);
  });
}
