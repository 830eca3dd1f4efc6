import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { baseURL, getMe, signedInSeller } from './support/fixtures';

// A page on ANOTHER PORT of the same host: same site (so SameSite=Lax cookies travel with its requests), other
// origin. It tries the two attacks no CORS preflight stops: a form POST and a fetch() sent as text/plain.
const attackPage = (target: string) => `<!doctype html>
<html><body>
<form id="form" method="POST" action="${target}/api/services" enctype="application/x-www-form-urlencoded">
  <input name="title" value="Planted by CSRF"><input name="description" value="x"><input name="category" value="design">
</form>
<script>
  window.fetchAttack = () =>
    fetch('${target}/api/profile/setup', {
      method: 'POST',
      mode: 'no-cors',
      credentials: 'include',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ role: 'client' }),
    }).then(() => 'sent', (error) => String(error));
</script>
</body></html>`;

let attacker: http.Server;
let attackerUrl: string;

test.beforeAll(async () => {
  const target = baseURL;
  attacker = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(attackPage(target));
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  attackerUrl = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}/`;
});

test.afterAll(async () => {
  await new Promise((resolve) => attacker.close(resolve));
});

test('a page on another port of the same host cannot change state with the victim’s cookies', async ({ page }) => {
  // The victim signs in on 127.0.0.1:<app port>, so the attacker on 127.0.0.1:<other port> is same-site.
  await signedInSeller(page, 'vendor');
  const target = baseURL;
  const cookies = await page.context().cookies(target);
  expect(cookies.some((cookie) => cookie.name.includes('session_token'))).toBe(true);
  const before = await page.request.get(`${target}/api/services/mine`);
  expect(before.status()).toBe(200);
  const servicesBefore = JSON.stringify(await before.json());

  const refused: number[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(`${target}/api/`)) refused.push(response.status());
  });

  await page.goto(attackerUrl);
  // The opaque answer is unreadable either way (helmet's Cross-Origin-Resource-Policy may even fail the fetch):
  // what counts is that the server refused it, which the response listener records.
  await page.evaluate(() => (window as unknown as { fetchAttack: () => Promise<string> }).fetchAttack());
  await Promise.all([
    page.waitForURL(`${target}/api/services`),
    page.locator('#form').evaluate((form: HTMLFormElement) => form.submit()),
  ]);
  await expect(page.locator('body')).toContainText('cross_origin_refused');

  // The form post's 403 is always seen; the opaque fetch's response event may never fire (see above), but
  // whatever reached the API was refused, and the checks below prove nothing changed.
  expect(refused).toContain(403);
  expect(refused.every((status) => status === 403)).toBe(true);
  // Nothing changed: the role is still vendor and no service was planted.
  const me = await getMe(page.request);
  expect(me?.profile.role).toBe('vendor');
  const after = await page.request.get(`${target}/api/services/mine`);
  expect(JSON.stringify(await after.json())).toBe(servicesBefore);
});
