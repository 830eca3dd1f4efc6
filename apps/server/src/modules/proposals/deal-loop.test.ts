import type { AnalysisResult } from '@proclub/contracts/analysis';
import type { ClientReportSchedule } from '@proclub/contracts/hub';
import {
  PROPOSAL_SIGN_OUTDATED_MESSAGE,
  PROPOSAL_VIEWED_EVENT,
  type Proposal,
  type Prospect,
  type PublicProposal,
} from '@proclub/contracts/proposals';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type FixtureSite, html, startFixtureSite } from '../../test/fixture-site';
import { realtimeUrl, TestSocket } from '../../test/realtime-client';
import { ApiClient, describeEachDatabase, type SignedUpUser } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';
import { until } from '../../test/until';
import { put } from '../crm/crm.test-helpers';
import { latestMailTo, tokenOf } from '../hub/hub.test-helpers';
import { signProposal } from './proposals.test-helpers';

const HARBOR = `<!doctype html><html lang="en"><head><title>Harbor Dental | Family dentist</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Dentist","name":"Harbor Dental",
"telephone":"+1 603-555-0188","email":"hello@harbor-dental.test",
"address":{"@type":"PostalAddress","streetAddress":"4 Quay Road","addressLocality":"Portsmouth","postalCode":"03801"}}</script>
</head><body><h1>Harbor Dental</h1><p>Gentle family dentistry.</p></body></html>`;

let site: FixtureSite;
beforeAll(async () => {
  site = await startFixtureSite({ '/': html(HARBOR) });
});
afterAll(() => site?.close());

describeEachDatabase(
  'agency loop: prospect → proposal → view → accept',
  (t) => {
    let seller: SignedUpUser;
    let other: SignedUpUser;
    let analysis: AnalysisResult;
    const email = `hello-${Date.now()}@harbor-dental.test`;

    beforeAll(async () => {
      seller = await userWithRole(t.app, 'agency');
      other = await userWithRole(t.app, 'agency');
      analysis = (await seller.client.post('/api/analysis', { website: `${site.origin}/` })).json() as AnalysisResult;
    });

    it('prefills a new client from the analysis and makes the proposal for them, titled with their name', async () => {
      const prospect = (await seller.client.get(`/api/proposals/prospect/${analysis.id}`)).json() as Prospect;
      expect(prospect).toMatchObject({
        name: 'Harbor Dental',
        email: 'hello@harbor-dental.test',
        phone: '(603) 555-0188',
        address: '4 Quay Road, Portsmouth, 03801',
        existingClient: null,
      });
      expect((await other.client.get(`/api/proposals/prospect/${analysis.id}`)).statusCode).toBe(404);
      const neither = await seller.client.post('/api/proposals', {
        analysisId: analysis.id,
        productIds: [analysis.recommendations[0].productId],
      });
      expect(neither.statusCode).toBe(400);
      const created = await seller.client.post('/api/proposals', {
        analysisId: analysis.id,
        newClient: { name: prospect.name, email, phone: prospect.phone, address: prospect.address, website: prospect.website },
        productIds: analysis.recommendations.slice(0, 2).map((item) => item.productId),
      });
      expect(created.statusCode).toBe(201);
      const proposal = created.json() as Proposal;
      expect(proposal).toMatchObject({ title: 'Growth plan for Harbor Dental', clientName: 'Harbor Dental', version: 1 });
      const again = (await seller.client.get(`/api/proposals/prospect/${analysis.id}`)).json() as Prospect;
      expect(again.existingClient).toEqual({ id: proposal.clientId, name: 'Harbor Dental' });
    });

    it('deletes a never-sent draft (only its seller), and a withdrawn proposal cannot be accepted', async () => {
      const [{ id: clientId }] = ((await seller.client.get('/api/proposals')).json() as { items: Proposal[] }).items.map(
        (item) => ({ id: item.clientId }),
      );
      const make = async () =>
        (
          await seller.client.post('/api/proposals', {
            analysisId: analysis.id,
            clientId,
            productIds: [analysis.recommendations[0].productId],
          })
        ).json() as Proposal;
      const draft = await make();
      expect((await seller.client.post(`/api/proposals/${draft.id}/withdraw`)).statusCode).toBe(409);
      expect((await seller.client.post(`/api/proposals/${draft.id}/resend`)).statusCode).toBe(409);
      expect((await other.client.delete(`/api/proposals/${draft.id}`)).statusCode).toBe(404);
      expect((await seller.client.get(`/api/proposals/${draft.id}`)).statusCode).toBe(200);
      expect((await seller.client.delete(`/api/proposals/${draft.id}`)).statusCode).toBe(204);
      expect((await seller.client.get(`/api/proposals/${draft.id}`)).statusCode).toBe(404);

      const sent = await make();
      const { publicUrl } = (await seller.client.post(`/api/proposals/${sent.id}/send`)).json() as { publicUrl: string };
      expect((await other.client.post(`/api/proposals/${sent.id}/withdraw`)).statusCode).toBe(404);
      expect((await seller.client.post(`/api/proposals/${sent.id}/withdraw`)).json()).toMatchObject({ status: 'withdrawn' });
      const visitor = new ApiClient(t.app);
      expect((await visitor.get(`/api/public/proposals/${tokenOf(publicUrl)}`)).json()).toMatchObject({ state: 'withdrawn' });
      // A withdrawn proposal cannot be signed.
      expect((await signProposal(visitor, tokenOf(publicUrl))).statusCode).toBe(409);
      expect(((await seller.client.get(`/api/proposals/${sent.id}`)).json() as Proposal).status).toBe('withdrawn');
      // Clean up so the next case sees only the first proposal.
      await t.database.db.execute(sql`delete from proposals where id = ${sent.id}`);
    });

    it('locks a sent proposal, versions changes, alerts the seller on the first browser view, and closes the deal on accept', async () => {
      const [proposal] = ((await seller.client.get('/api/proposals')).json() as { items: Proposal[] }).items;
      const full = (await seller.client.get(`/api/proposals/${proposal.id}`)).json() as Proposal;
      const edit = (monthly: number) => ({
        title: full.title,
        items: full.items.map((item, index) => ({ ...item, monthlyPrice: index === 0 ? monthly : item.monthlyPrice })),
      });
      const v1 = (await seller.client.post(`/api/proposals/${proposal.id}/send`)).json() as { publicUrl: string };
      const locked = await put(seller.client, `/api/proposals/${proposal.id}`, edit(678));
      expect(locked.statusCode).toBe(409);
      expect(locked.json().error.message).toBe('This proposal was sent and is locked. Make a new version to change it.');
      expect((await seller.client.delete(`/api/proposals/${proposal.id}`)).statusCode).toBe(409);

      // New version at a higher price: the first link still shows what was sent, then says it was updated.
      expect((await seller.client.post(`/api/proposals/${proposal.id}/new-version`)).json()).toMatchObject({
        version: 2,
        status: 'draft',
      });
      // The draft of version 2 cannot be deleted: it would take version 1's link with it.
      expect((await seller.client.delete(`/api/proposals/${proposal.id}`)).statusCode).toBe(409);
      const listed = ((await seller.client.get('/api/proposals')).json() as { items: Proposal[] }).items[0];
      expect(listed).toMatchObject({ id: proposal.id, status: 'draft', version: 2, publicUrl: v1.publicUrl });
      expect((await put(seller.client, `/api/proposals/${proposal.id}`, edit(678))).statusCode).toBe(200);
      const visitor = new ApiClient(t.app);
      const oldPage = (await visitor.get(`/api/public/proposals/${tokenOf(v1.publicUrl)}`)).json() as PublicProposal;
      expect(oldPage.items[0].monthlyPrice).toBe(full.items[0].monthlyPrice);
      // Version 2 is still a draft: the client's link is the offer as sent, not "updated" yet; accepting it waits.
      expect(oldPage).toMatchObject({ state: 'open', status: 'sent', version: 1 });
      const early = await signProposal(visitor, tokenOf(v1.publicUrl));
      expect(early.statusCode).toBe(409);
      expect(early.json().error.message).toBe('This proposal is being updated. Please wait for the new version.');
      const v2 = (await seller.client.post(`/api/proposals/${proposal.id}/send`)).json() as { publicUrl: string };
      expect(v2.publicUrl).not.toBe(v1.publicUrl);
      const stale = (await visitor.get(`/api/public/proposals/${tokenOf(v1.publicUrl)}`)).json() as PublicProposal;
      expect(stale).toMatchObject({ state: 'updated', version: 1 });
      expect(stale.items[0].monthlyPrice).toBe(full.items[0].monthlyPrice);
      // Signing the replaced version is refused: a signature never lands on another version.
      const outdated = await signProposal(visitor, tokenOf(v1.publicUrl));
      expect(outdated.statusCode).toBe(409);
      expect(outdated.json().error.message).toBe(PROPOSAL_SIGN_OUTDATED_MESSAGE);
      const token = tokenOf(v2.publicUrl);
      expect(((await visitor.get(`/api/public/proposals/${token}`)).json() as PublicProposal).items[0].monthlyPrice).toBe(678);
      expect((await seller.client.post(`/api/proposals/${proposal.id}/resend`)).json()).toMatchObject({
        publicUrl: v2.publicUrl,
      });

      // Hot lead: GET/HEAD count nothing; the page's beacon does, once, live and by email.
      const socket = await TestSocket.open(await realtimeUrl(t.app), { cookie: seller.client.jar.header() });
      await socket.subscribe(`workspace:${seller.id}`);
      await t.app.inject({ method: 'HEAD', url: `/api/public/proposals/${token}` });
      expect(((await seller.client.get(`/api/proposals/${proposal.id}`)).json() as Proposal).viewedAt).toBeNull();
      expect((await visitor.post(`/api/public/proposals/${token}/view`)).statusCode).toBe(204);
      const live = await socket.next((frame) => frame.event?.type === PROPOSAL_VIEWED_EVENT);
      expect(live.event).toMatchObject({ proposalId: proposal.id, clientName: 'Harbor Dental' });
      socket.close();
      expect((await latestMailTo(t.database, seller.email))?.subject).toBe('Harbor Dental just opened your proposal');
      expect(((await seller.client.get(`/api/proposals/${proposal.id}`)).json() as Proposal).viewedAt).not.toBeNull();

      // The welcome email is a workflow now (issue 35): the agency publishes the template.
      const welcomeFlow = (await seller.client.post('/api/workflows/from-template', { key: 'welcome' })).json() as { id: string };
      expect((await seller.client.post(`/api/workflows/${welcomeFlow.id}/publish`)).statusCode).toBe(200);

      // Accept: one transaction sets up the client, project, thread, onboarding and audit schedule.
      const accepted = (await signProposal(visitor, token)).json() as PublicProposal;
      expect(accepted.state).toBe('accepted');
      const client = (await seller.client.get(`/api/crm/clients/${proposal.clientId}`)).json();
      expect(client.status).toBe('active');
      const projects = (await seller.client.get('/api/crm/projects')).json().items as {
        id: string;
        title: string;
        status: string;
        budget: number;
      }[];
      const project = projects.find((item) => item.title === full.title);
      expect(project).toMatchObject({ status: 'in_progress' });
      const final = (await seller.client.get(`/api/proposals/${proposal.id}`)).json() as Proposal;
      expect(final).toMatchObject({ status: 'accepted', version: 2 });
      expect(Number(project?.budget)).toBeCloseTo(final.totalSetupCost + final.totalMonthlyCost, 2);
      const thread = (await seller.client.get(`/api/project-threads/${project?.id}/messages`)).json();
      expect(JSON.stringify(thread)).toContain('Welcome aboard, Harbor Dental!');
      const workflows = (await seller.client.get('/api/hub/onboarding')).json().items as { clientId: string; status: string }[];
      expect(workflows.filter((item) => item.clientId === proposal.clientId)).toHaveLength(1);
      const schedules = (await seller.client.get('/api/hub/schedules')).json() as ClientReportSchedule[];
      expect(schedules).toEqual([
        expect.objectContaining({ clientId: proposal.clientId, auditIntervalDays: 7, auditsEnabled: true }),
      ]);
      expect(schedules[0].nextAuditAt).not.toBeNull();
      expect((await other.client.get('/api/hub/schedules')).json()).toEqual([]);
      const welcomed = await until(
        () => latestMailTo(t.database, email),
        (mail) => mail?.subject === 'Welcome aboard, Harbor Dental!',
      );
      expect(welcomed?.subject).toBe('Welcome aboard, Harbor Dental!');
      const welcomeRuns = async () => (await seller.client.get(`/api/workflows/${welcomeFlow.id}/runs`)).json() as unknown[];
      expect(await welcomeRuns()).toHaveLength(1);

      // Signing twice changes nothing (and welcomes once).
      expect((await signProposal(visitor, token)).statusCode).toBe(409);
      expect(await welcomeRuns()).toHaveLength(1);
      expect(((await seller.client.get('/api/crm/projects')).json().items as unknown[]).length).toBe(projects.length);
      const withdrawn = await seller.client.post(`/api/proposals/${proposal.id}/withdraw`);
      expect(withdrawn.statusCode).toBe(409);

      // Bad schedule input names the field and changes nothing; the re-audit runs the real analyzer.
      const bad = await seller.client.patch(`/api/hub/schedules/${schedules[0].id}`, { auditIntervalDays: 0 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.details.fields[0].field).toBe('auditIntervalDays');
      expect((await other.client.post(`/api/hub/schedules/${schedules[0].id}/run`)).statusCode).toBe(404);
      const monthly = await seller.client.patch(`/api/hub/schedules/${schedules[0].id}`, { auditIntervalDays: 30 });
      expect(monthly.json()).toMatchObject({ auditIntervalDays: 30 });
      const drafted = await seller.client.post(`/api/hub/schedules/${schedules[0].id}/draft-report`);
      expect(drafted.statusCode).toBe(201);
    });
  },
  { env: { ANALYZER_ALLOW_LOOPBACK: 'true', ANALYZER_ALLOWED_PORTS: '80,443,1024-65535' } },
);
