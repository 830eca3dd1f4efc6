import type { AuditPage, ClientDashboard, ReportPage, WorkflowPage } from '@proclub/contracts/hub';
import type { ProposalPage } from '@proclub/contracts/proposals';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, signIn } from '../test/test-app';
import { DEMO_PASSWORD } from './demo-accounts';
import { seedDemoIfEmpty } from './seed-demo';

describeEachDatabase('hub: demo seed', (t) => {
  beforeAll(async () => {
    await seedDemoIfEmpty(t.database.db, t.app.auth, t.app.log, t.env, t.app);
  });

  it('gives the demo sellers audits with history, reports, proposals and workflows', async () => {
    for (const email of ['vendor@demo.proclub.test', 'agency@demo.proclub.test']) {
      const seller = await signIn(t.app, email, DEMO_PASSWORD);
      const audits = ((await seller.get('/api/hub/audits')).json() as AuditPage).items;
      expect(audits.map((audit) => audit.auditType).sort()).toEqual(['accessibility', 'performance', 'seo']);
      const seo = audits.find((audit) => audit.auditType === 'seo');
      expect(seo).toMatchObject({ score: 74, previousScore: 66 });

      const reports = ((await seller.get('/api/hub/reports')).json() as ReportPage).items;
      expect(reports.map((report) => report.status)).toEqual(['draft', 'viewed']);
      const proposals = ((await seller.get('/api/proposals')).json() as ProposalPage).items;
      expect(proposals.map((proposal) => proposal.status)).toEqual(['sent', 'draft']);
      const workflows = ((await seller.get('/api/hub/onboarding')).json() as WorkflowPage).items;
      expect(workflows.map((workflow) => [workflow.status, workflow.percent])).toEqual([
        ['in_progress', 43],
        ['completed', 100],
      ]);

      const dashboard = (await seller.get(`/api/hub/client-dashboard?clientId=${seo?.clientId}`)).json() as ClientDashboard;
      expect(dashboard.latestAuditScore).not.toBeNull();
      expect(dashboard.series.length).toBeGreaterThanOrEqual(4);
    }
  });
});
