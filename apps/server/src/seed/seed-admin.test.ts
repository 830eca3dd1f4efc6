import type { AuditPage, ReportPage } from '@proclub/contracts/admin';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, signIn } from '../test/test-app';
import { DEMO_PASSWORD } from './demo-accounts';
import { seedDemoIfEmpty } from './seed-demo';

describeEachDatabase('admin: demo seed', (t) => {
  beforeAll(async () => {
    await seedDemoIfEmpty(t.database.db, t.app.auth, t.app.log, t.env, t.app);
  });

  it('gives the demo admin open reports and a moderation history', async () => {
    const admin = await signIn(t.app, 'admin@demo.proclub.test', DEMO_PASSWORD);
    const open = (await admin.get('/api/admin/reports?status=open')).json() as ReportPage;
    expect(open.items.length).toBeGreaterThanOrEqual(3);
    expect(new Set(open.items.map((report) => report.targetType))).toEqual(new Set(['service', 'message']));
    const dismissed = (await admin.get('/api/admin/reports?status=dismissed')).json() as ReportPage;
    expect(dismissed.items).toHaveLength(1);
    const audit = (await admin.get('/api/admin/audit')).json() as AuditPage;
    expect(audit.items.map((entry) => entry.action).sort()).toEqual(['report.dismiss', 'user.revoke_sessions']);
    // The seeded admin passes the plugin's role check (profiles.role mirrored into user.role).
    // Five demo accounts, the agency's two teammates and its client in the portal.
    expect((await admin.get('/api/admin/metrics?days=30')).json().totalUsers).toBe(8);
  });
});
