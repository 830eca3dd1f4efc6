import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ApiClient, describeEachDatabase, signUp } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';

// Issue 37 "Contact support links somewhere real": the configured SUPPORT_EMAIL, readable while signed out (a
// suspended person is), and named in the sign-in refusal a banned person reads.
describeEachDatabase(
  'support contact: the configured address, public, and in the banned sign-in refusal',
  (t) => {
    it('GET /api/support/contact answers the configured address to anyone, signed in or not', async () => {
      const anonymous = await new ApiClient(t.app).get('/api/support/contact');
      expect(anonymous.statusCode).toBe(200);
      expect(anonymous.json()).toEqual({ email: 'help@proclub.example' });
    });

    it('a banned person is told where to contact support when sign-in is refused', async () => {
      const admin = await signUp(t.app, { name: 'Ada Admin' });
      await t.database.db.execute(sql`update profiles set role = 'admin' where id = ${admin.id}`);
      const target = await userWithRole(t.app, 'client');
      expect((await admin.client.post(`/api/admin/users/${target.id}/ban`, { reason: 'Scam messages' })).statusCode).toBe(200);
      const refused = await new ApiClient(t.app).post('/api/auth/sign-in/email', {
        email: target.email,
        password: target.password,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toContain('Contact support at help@proclub.example');
    });
  },
  { env: { SUPPORT_EMAIL: 'help@proclub.example' } },
);
