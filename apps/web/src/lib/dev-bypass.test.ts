import { describe, expect, it } from 'vitest';
import { json, route, sentRequests } from '@/test/network';
import { signOutDevUser } from './dev-bypass';

const session = (email: string) => ({ user: { id: 'u1', email }, profile: {} });

describe('turning the development sign-in bypass off', () => {
  it('signs the development user out', async () => {
    route('GET', '/api/session', () => json(session('dev@proclub.local')));
    route('POST', '/api/auth/sign-out', () => json({ success: true }));
    await signOutDevUser();
    expect(sentRequests('/api/auth/sign-out')).toHaveLength(1);
  });

  it("leaves a real account's session alone", async () => {
    route('GET', '/api/session', () => json(session('someone@example.com')));
    await signOutDevUser();
    expect(sentRequests('/api/auth/sign-out')).toHaveLength(0);
  });

  it('does nothing when nobody is signed in', async () => {
    route('GET', '/api/session', () => json(null));
    await signOutDevUser();
    expect(sentRequests('/api/auth/sign-out')).toHaveLength(0);
  });
});
