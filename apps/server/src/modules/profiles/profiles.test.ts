import { expect, it } from 'vitest';
import { ApiClient, describeEachDatabase, type ErrorBody, signUp } from '../../test/test-app';

function fieldsOf(body: ErrorBody): string[] {
  return (body.error.details?.fields ?? []).map((issue) => issue.field);
}

describeEachDatabase('profiles: /api/me, setup, update', (t) => {
  it('GET /api/me returns the signed-in user and their profile', async () => {
    const user = await signUp(t.app, { name: 'Grace Hopper' });
    const response = await user.client.get('/api/me');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      user: { id: user.id, email: user.email },
      profile: { id: user.id, email: user.email, fullName: 'Grace Hopper', role: null },
    });
  });

  it('GET /api/session answers 200 with null when signed out and the same body as /api/me when signed in', async () => {
    const anonymous = await new ApiClient(t.app).get('/api/session');
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toBeNull();
    const user = await signUp(t.app, { name: 'Ada' });
    const session = await user.client.get('/api/session');
    expect(session.json()).toEqual((await user.client.get('/api/me')).json());
    await user.client.post('/api/auth/sign-out');
    expect((await user.client.get('/api/session')).json()).toBeNull();
  });

  it('profile routes refuse anonymous requests with 401', async () => {
    const anonymous = new ApiClient(t.app);
    expect((await anonymous.post('/api/profile/setup', { role: 'client' })).statusCode).toBe(401);
    expect((await anonymous.patch('/api/profile', { fullName: 'X' })).statusCode).toBe(401);
    expect((await anonymous.delete('/api/profile/avatar')).statusCode).toBe(401);
  });

  it('setup sets the role and details once; a second setup answers 409 and changes nothing', async () => {
    const user = await signUp(t.app);
    const first = await user.client.post('/api/profile/setup', {
      role: 'vendor',
      companyName: 'Northwind',
      bio: 'We build websites.',
      location: 'Denver, CO',
      website: 'https://northwind.example',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      role: 'vendor',
      companyName: 'Northwind',
      bio: 'We build websites.',
      location: 'Denver, CO',
      website: 'https://northwind.example',
    });

    const second = await user.client.post('/api/profile/setup', { role: 'client', companyName: 'Changed' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: { code: 'role_already_set', message: expect.stringMatching(/already set/i) } });

    const me = await user.client.get('/api/me');
    expect(me.json().profile).toMatchObject({ role: 'vendor', companyName: 'Northwind' });
  });

  it('two setups racing each other: exactly one wins', async () => {
    const user = await signUp(t.app);
    const responses = await Promise.all(
      (['agency', 'client', 'freelancer', 'vendor'] as const).map((role) => user.client.post('/api/profile/setup', { role })),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    const winner = responses.find((response) => response.statusCode === 200)?.json().role;
    expect((await user.client.get('/api/me')).json().profile.role).toBe(winner);
  });

  it('setup never grants admin: 400 naming role, and the profile is unchanged', async () => {
    const user = await signUp(t.app);
    const response = await user.client.post('/api/profile/setup', { role: 'admin', companyName: 'Sneaky' });
    expect(response.statusCode).toBe(400);
    const body = response.json() as ErrorBody;
    expect(body.error.code).toBe('validation_error');
    expect(fieldsOf(body)).toContain('role');
    expect(body.error.message).toMatch(/^role: /);
    expect((await user.client.get('/api/me')).json().profile).toMatchObject({ role: null, companyName: null });
  });

  it('setup without a role or with an unknown role answers 400 naming role', async () => {
    const user = await signUp(t.app);
    for (const payload of [{}, { role: 'superuser' }, { role: null }]) {
      const response = await user.client.post('/api/profile/setup', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(fieldsOf(response.json())).toContain('role');
    }
  });

  it('setup with a bad website answers 400 naming website and changes nothing (not even the role)', async () => {
    const user = await signUp(t.app);
    for (const website of ['not a url', 'javascript:alert(1)', 'ftp://files.example']) {
      const response = await user.client.post('/api/profile/setup', { role: 'agency', companyName: 'Acme', website });
      expect(response.statusCode, website).toBe(400);
      const body = response.json() as ErrorBody;
      expect(fieldsOf(body)).toEqual(['website']);
      expect(body.error.message).toMatch(/^website: Website must be a valid URL/);
    }
    expect((await user.client.get('/api/me')).json().profile).toMatchObject({ role: null, companyName: null, website: null });
    // And the role can still be chosen afterwards.
    expect((await user.client.post('/api/profile/setup', { role: 'agency' })).statusCode).toBe(200);
  });

  it('setup gives a website without a scheme https:// instead of refusing it', async () => {
    const user = await signUp(t.app);
    const response = await user.client.post('/api/profile/setup', { role: 'agency', website: 'www.acme-studio.example' });
    expect(response.statusCode).toBe(200);
    expect((await user.client.get('/api/me')).json().profile.website).toBe('https://www.acme-studio.example');
  });

  it('setup with a body that is not JSON object answers 400', async () => {
    const user = await signUp(t.app);
    const response = await user.client.post('/api/profile/setup', '"client"', {
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual(expect.objectContaining({ code: 'validation_error' }));
  });

  it('PATCH /api/profile updates the details, trims text and turns empty strings into null', async () => {
    const user = await signUp(t.app);
    await user.client.post('/api/profile/setup', { role: 'freelancer', bio: 'old bio', location: 'Austin' });
    const response = await user.client.patch('/api/profile', {
      fullName: '  Fiona Freelancer  ',
      bio: 'New bio',
      location: '',
      website: 'https://fiona.example/work',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      role: 'freelancer',
      fullName: 'Fiona Freelancer',
      bio: 'New bio',
      location: null,
      website: 'https://fiona.example/work',
    });
    expect((await user.client.get('/api/me')).json().profile).toMatchObject({ fullName: 'Fiona Freelancer', location: null });
  });

  it('PATCH /api/profile cannot change the role', async () => {
    const user = await signUp(t.app);
    await user.client.post('/api/profile/setup', { role: 'client' });
    const response = await user.client.patch('/api/profile', { fullName: 'Clara', role: 'admin' });
    expect(response.statusCode === 200 || response.statusCode === 400).toBe(true);
    expect((await user.client.get('/api/me')).json().profile.role).toBe('client');
  });

  it('PATCH /api/profile with a 10 KB bio answers 400 naming bio and keeps the old bio', async () => {
    const user = await signUp(t.app);
    await user.client.patch('/api/profile', { fullName: 'Bio Keeper', bio: 'short and sweet' });
    const response = await user.client.patch('/api/profile', { fullName: 'Bio Keeper', bio: 'x'.repeat(10 * 1024) });
    expect(response.statusCode).toBe(400);
    const body = response.json() as ErrorBody;
    expect(fieldsOf(body)).toEqual(['bio']);
    expect(body.error.message).toBe('bio: Bio must be at most 2000 characters');
    expect((await user.client.get('/api/me')).json().profile.bio).toBe('short and sweet');
  });

  it('PATCH /api/profile validation: empty name and bad website are named', async () => {
    const user = await signUp(t.app, { name: 'Kept Name' });
    const response = await user.client.patch('/api/profile', { fullName: '   ', website: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json()).sort()).toEqual(['fullName', 'website']);
    expect((await user.client.get('/api/me')).json().profile.fullName).toBe('Kept Name');
  });

  it('one user cannot see or change another user’s profile through /api/me', async () => {
    const alice = await signUp(t.app, { name: 'Alice' });
    const bob = await signUp(t.app, { name: 'Bob' });
    await bob.client.patch('/api/profile', { fullName: 'Bob Builder', bio: 'bob bio' });
    const aliceMe = (await alice.client.get('/api/me')).json();
    expect(aliceMe.profile).toMatchObject({ id: alice.id, fullName: 'Alice', bio: null });
  });
});
