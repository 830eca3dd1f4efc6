import { describe, expect, it } from 'vitest';
import { type ApiClient, describeEachDatabase, type ErrorBody, multipart, signUp, TEST_ORIGIN } from '../test/test-app';

const FOREIGN = 'http://localhost:3001'; // another port of the same host: same site, other origin

describeEachDatabase('CSRF: one origin and content-type check for every state-changing request', (t) => {
  const profileName = async (client: ApiClient) =>
    ((await client.get('/api/me')).json() as { profile: { fullName: string } }).profile.fullName;

  it('refuses a foreign Origin, a foreign Referer, and a cookie-bearing request with neither; nothing changes', async () => {
    const user = await signUp(t.app, { name: 'Original Name' });
    const cookie = user.client.jar.header() as string;
    const attempts = [{ origin: FOREIGN }, { origin: 'null' }, { referer: `${FOREIGN}/attack.html` }, {}];
    for (const headers of attempts) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: '/api/profile',
        headers: { ...headers, cookie, 'content-type': 'application/json' },
        payload: JSON.stringify({ fullName: 'Hacked' }),
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect((response.json() as ErrorBody).error.code).toBe('cross_origin_refused');
    }
    // A body-less POST counts too (cancelling a membership, signing out).
    const bodiless = await t.app.inject({ method: 'POST', url: '/api/membership/cancel', headers: { cookie, origin: FOREIGN } });
    expect(bodiless.statusCode).toBe(403);
    expect(await profileName(user.client)).toBe('Original Name');
  });

  it('accepts the trusted Origin, and a trusted Referer when Origin is absent', async () => {
    const user = await signUp(t.app);
    const viaOrigin = await user.client.patch('/api/profile', { fullName: 'Via Origin' });
    expect(viaOrigin.statusCode).toBe(200);
    const viaReferer = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: {
        cookie: user.client.jar.header() as string,
        referer: `${TEST_ORIGIN}/profile`,
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ fullName: 'Via Referer' }),
    });
    expect(viaReferer.statusCode).toBe(200);
    expect(await profileName(user.client)).toBe('Via Referer');
  });

  it('refuses the simple-form content types where JSON is expected, even from a trusted origin', async () => {
    const user = await signUp(t.app, { name: 'Kept Name' });
    const bodies: { 'content-type': string; payload: string | Buffer }[] = [
      { 'content-type': 'text/plain', payload: '{"fullName":"Hacked"}' },
      { 'content-type': 'application/x-www-form-urlencoded', payload: 'fullName=Hacked' },
      multipartBody(),
    ];
    for (const { payload, ...headers } of bodies) {
      const response = await user.client.request('PATCH', '/api/profile', { headers, payload });
      expect(response.statusCode, headers['content-type']).toBe(415);
      expect((response.json() as ErrorBody).error.code).toBe('unsupported_media_type');
    }
    // text/plain on a body-less POST (a fetch() with no-cors) as well.
    const bodiless = await user.client.request('POST', '/api/membership/cancel', { headers: { 'content-type': 'text/plain' } });
    expect(bodiless.statusCode).toBe(415);
    expect(await profileName(user.client)).toBe('Kept Name');
  });

  it('takes multipart on the upload routes only, and still checks their origin', async () => {
    const user = await signUp(t.app);
    const form = multipart([{ name: 'avatar', filename: 'a.txt', contentType: 'text/plain', content: 'not an image' }]);
    const foreign = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/avatar',
      headers: { ...form.headers, cookie: user.client.jar.header() as string, origin: FOREIGN },
      payload: form.payload,
    });
    expect(foreign.statusCode).toBe(403);
    const own = await user.client.put('/api/profile/avatar', { headers: form.headers, payload: form.payload });
    // Past the guard: the upload route itself judges (and refuses) the file.
    expect(own.statusCode).toBe(415);
    expect((own.json() as ErrorBody).error.code).toBe('unsupported_file');
  });

  it('keeps the listed exemptions open: the signed webhook and public token links', async () => {
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/membership/webhook',
      headers: { origin: FOREIGN, 'content-type': 'application/json', 'stripe-signature': 't=1,v1=bad' },
      payload: '{}',
    });
    expect(webhook.statusCode).toBe(400); // refused by its signature check, not by the origin guard
    const publicLink = await t.app.inject({
      method: 'POST',
      url: '/api/public/proposals/no-such-token/accept',
      headers: { origin: FOREIGN, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(publicLink.statusCode).not.toBe(403);
  });
});

function multipartBody() {
  const form = multipart([{ name: 'fullName', content: 'Hacked' }]);
  return { 'content-type': form.headers['content-type'], payload: form.payload };
}

describe('CROSS_ORIGIN_EXEMPT', () => {
  it('is the short explicit list reviewed in ADR 016', async () => {
    const { CROSS_ORIGIN_EXEMPT } = await import('./request-origin-guard');
    expect(CROSS_ORIGIN_EXEMPT.map((entry) => entry.prefix)).toEqual(['/api/membership/webhook', '/api/public/']);
  });
});
