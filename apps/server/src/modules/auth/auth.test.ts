import { sql } from 'drizzle-orm';
import { expect, it, onTestFinished, vi } from 'vitest';
import {
  ApiClient,
  describeEachDatabase,
  type ErrorBody,
  mailedLink,
  signIn,
  signUp,
  TEST_ORIGIN,
  uniqueEmail,
} from '../../test/test-app';

describeEachDatabase('auth: sign-up, sign-in, sign-out, sessions', (t) => {
  // Changed by issue #30: sign-up signs nobody in (a taken address must get the same answer and cookies); the mailed
  // verification link signs the new person in.
  it('sign-up creates the account and its profile with full_name; the mailed link signs the user in', async () => {
    const email = uniqueEmail('signup');
    const client = new ApiClient(t.app);
    const response = await client.post('/api/auth/sign-up/email', { name: 'Ada Lovelace', email, password: 'analytical-engine' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect((await client.get('/api/me')).statusCode).toBe(401);
    const link = await mailedLink(t.app, email, '/api/auth/verify-email');
    const opened = await client.get(link.pathname + link.search);
    const setCookie = String(opened.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const me = await client.get('/api/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      user: { id: expect.any(String), email, emailVerified: true, twoFactorEnabled: false },
      profile: {
        id: me.json().user.id,
        role: null,
        fullName: 'Ada Lovelace',
        email,
        avatarUrl: null,
        companyName: null,
        bio: null,
        location: null,
        website: null,
      },
    });
  });

  it('never sends the session token in a response body (sign-up, sign-in, get-session)', async () => {
    const email = uniqueEmail('token');
    const client = new ApiClient(t.app);
    const signUpResponse = await client.post('/api/auth/sign-up/email', { name: 'Tok En', email, password: 'secret-pass-1' });
    const link = await mailedLink(t.app, email, '/api/auth/verify-email');
    await client.get(link.pathname + link.search);
    const token = decodeURIComponent(client.jar.header()?.match(/session_token=([^;.]+)/)?.[1] ?? '');
    expect(token.length).toBeGreaterThan(10);
    expect(signUpResponse.json()).not.toHaveProperty('token');
    expect(signUpResponse.body).not.toContain(token);

    const signInClient = new ApiClient(t.app);
    const signInResponse = await signInClient.post('/api/auth/sign-in/email', { email, password: 'secret-pass-1' });
    expect(signInResponse.statusCode).toBe(200);
    const signInToken = decodeURIComponent(signInClient.jar.header()?.match(/session_token=([^;.]+)/)?.[1] ?? '');
    expect(signInResponse.json()).not.toHaveProperty('token');
    expect(signInResponse.json()).toMatchObject({ user: { email } });
    expect(signInResponse.body).not.toContain(signInToken);

    const session = await signInClient.get('/api/auth/get-session');
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ user: { email } });
    expect(session.body).not.toContain(signInToken);
  });

  // Changed by issue #13 item 6: a second sign-up answers like a first one (no account revealed), creates no
  // session, and the existing owner is told by mail instead.
  it('a second sign-up with the same email answers like a new one, signs nobody in, and mails the owner', async () => {
    const user = await signUp(t.app);
    const fresh = await new ApiClient(t.app).post('/api/auth/sign-up/email', {
      name: 'Again',
      email: uniqueEmail('fresh'),
      password: 'another-password',
    });
    const client = new ApiClient(t.app);
    const response = await client.post('/api/auth/sign-up/email', {
      name: 'Again',
      email: user.email,
      password: 'another-password',
    });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().user).sort()).toEqual(Object.keys(fresh.json().user).sort());
    const { role, banned, banReason, banExpires } = fresh.json().user;
    expect(response.json().user).toMatchObject({ role, banned, banReason, banExpires });
    expect(client.jar.size).toBe(0);
    expect((await client.get('/api/me')).statusCode).toBe(401);
    const link = await mailedLink(t.app, user.email, '/forgot-password');
    expect(link.pathname).toBe('/forgot-password');
  });

  it('refuses a too-short password at sign-up in the one error shape', async () => {
    const response = await new ApiClient(t.app).post('/api/auth/sign-up/email', {
      name: 'Shorty',
      email: uniqueEmail('short'),
      password: '123',
    });
    expect(response.statusCode).toBe(400);
    expect((response.json() as ErrorBody).error.message).toMatch(/password/i);
  });

  it('sign-in with the wrong password answers 401 with a clear message and sets no session', async () => {
    const user = await signUp(t.app);
    const client = new ApiClient(t.app);
    const response = await client.post('/api/auth/sign-in/email', { email: user.email, password: 'wrong-password' });
    expect(response.statusCode).toBe(401);
    const body = response.json() as ErrorBody;
    expect(body.error.code).toEqual(expect.any(String));
    expect(body.error.message).toMatch(/invalid email or password/i);
    expect(client.jar.size).toBe(0);
    expect((await client.get('/api/me')).statusCode).toBe(401);
  });

  it('sign-in with an unknown email answers the same 401 as a wrong password', async () => {
    const response = await new ApiClient(t.app).post('/api/auth/sign-in/email', {
      email: uniqueEmail('nobody'),
      password: 'whatever-1',
    });
    expect(response.statusCode).toBe(401);
    expect((response.json() as ErrorBody).error.message).toMatch(/invalid email or password/i);
  });

  it('sign-in is case-insensitive on the email and opens a working session', async () => {
    const user = await signUp(t.app);
    const client = await signIn(t.app, user.email.toUpperCase(), user.password);
    const me = await client.get('/api/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().user.id).toBe(user.id);
  });

  it('GET /api/me without a session answers 401 in the one error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
  });

  it('GET /api/me with a forged session cookie answers 401', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: 'better-auth.session_token=forged.signature' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('a real session token with an edited signature answers 401', async () => {
    const user = await signUp(t.app);
    const cookie = user.client.jar.header() as string;
    const [name, value] = cookie.split(';')[0].split('=');
    const [token, signature] = decodeURIComponent(value).split('.');
    const edited = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: `${name}=${encodeURIComponent(`${token}.${edited}`)}` },
    });
    expect(response.statusCode).toBe(401);
    expect((await user.client.get('/api/me')).statusCode).toBe(200);
  });

  it('a session ended elsewhere (its row deleted by another instance) is refused by the very next request', async () => {
    const user = await signUp(t.app);
    expect((await user.client.get('/api/me')).statusCode).toBe(200);
    await t.database.db.execute(sql`delete from session where user_id = ${user.id}`);
    expect((await user.client.get('/api/me')).statusCode).toBe(401);
  });

  it('sign-out revokes the session on the server: the old cookie no longer works', async () => {
    const user = await signUp(t.app);
    const oldCookie = user.client.jar.header();
    expect(oldCookie).toBeDefined();
    expect((await user.client.get('/api/me')).statusCode).toBe(200);

    const out = await user.client.post('/api/auth/sign-out');
    expect(out.statusCode).toBe(200);

    // A client that kept the old cookie (e.g. copied before sign-out) is refused.
    const replay = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: oldCookie as string, origin: TEST_ORIGIN },
    });
    expect(replay.statusCode).toBe(401);
    const replaySession = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: oldCookie as string },
    });
    expect(replaySession.json()).toBeNull();
  });

  it('sign-out of one session leaves the user’s other sessions signed in', async () => {
    const user = await signUp(t.app);
    const second = await signIn(t.app, user.email, user.password);
    await user.client.post('/api/auth/sign-out');
    expect((await user.client.get('/api/me')).statusCode).toBe(401);
    expect((await second.get('/api/me')).statusCode).toBe(200);
  });

  it('a cookie-bearing POST from an untrusted Origin is refused', async () => {
    const user = await signUp(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: user.client.jar.header() as string, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect((await user.client.get('/api/me')).statusCode).toBe(200);
  });

  it('sessions live in the database: a freshly built app (a restart) accepts the old cookie', async () => {
    const user = await signUp(t.app);
    const restarted = await t.buildApp();
    const response = await restarted.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: user.client.jar.header() as string },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe(user.email);
  });

  const DAY = 24 * 60 * 60 * 1000;

  it('a session used after a day is extended for another 7 days; an unused one expires after 7 days', async () => {
    const start = Date.now();
    const active = await signUp(t.app);
    const idle = await signUp(t.app);

    vi.useFakeTimers({ toFake: ['Date'], now: start + 2 * DAY });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const refreshed = await active.client.get('/api/me');
    expect(refreshed.statusCode).toBe(200);
    const cookie = refreshed.cookies.find((c) => c.name.endsWith('session_token'));
    expect(cookie?.maxAge).toBe(7 * 24 * 60 * 60);

    vi.setSystemTime(start + 8 * DAY);
    expect((await active.client.get('/api/me')).statusCode).toBe(200);
    expect((await idle.client.get('/api/me')).statusCode).toBe(401);
  });
});
