import type { AnalysisResult } from '@proclub/contracts/analysis';
import { PROPOSAL_ACCEPTED_EVENT, type Proposal, type PublicProposal } from '@proclub/contracts/proposals';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BARE_PAGE } from '../../test/fixture-pages';
import { type FixtureSite, html, startFixtureSite } from '../../test/fixture-site';
import { realtimeUrl, TestSocket } from '../../test/realtime-client';
import { ApiClient, describeEachDatabase, type ErrorBody, type SignedUpUser } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';
import { put } from '../crm/crm.test-helpers';
import { hubClient, huge, latestMailTo, randomToken, tokenOf } from '../hub/hub.test-helpers';
import { memberWithRole } from '../membership/membership.test-helpers';
import { combinedRoi } from './proposals.service';
import { signProposal } from './proposals.test-helpers';

let site: FixtureSite;
beforeAll(async () => {
  site = await startFixtureSite({ '/': html(BARE_PAGE) });
});
afterAll(() => site?.close());

describeEachDatabase(
  'proposals: edit, send, accept',
  (t) => {
    let seller: SignedUpUser;
    let other: SignedUpUser;
    let analysis: AnalysisResult;
    let client: { id: string; email: string };

    const draft = async (api = seller.client, analysisId = analysis.id, clientId = client.id) => {
      const response = await api.post('/api/proposals', {
        analysisId,
        clientId,
        productIds: analysis.recommendations.slice(0, 2).map((item) => item.productId),
      });
      if (response.statusCode !== 201) throw new Error(response.body);
      return response.json() as Proposal;
    };
    const send = (api: ApiClient, id: string) => api.post(`/api/proposals/${id}/send`);

    beforeAll(async () => {
      seller = await userWithRole(t.app, 'agency');
      other = await userWithRole(t.app, 'vendor');
      analysis = (await seller.client.post('/api/analysis', { website: `${site.origin}/` })).json() as AnalysisResult;
      client = await hubClient(seller.client, 'Bare Bakery');
    });

    it('edits line items and recomputes the totals and ROI', async () => {
      const proposal = await draft();
      const items = [
        { product: 'Local SEO', description: 'Monthly local SEO', setupFee: 499.999, monthlyPrice: 299, estimatedROI: 150 },
        { product: 'Review booster', setupFee: 0, monthlyPrice: 49.5, estimatedROI: 80 },
        { productId: proposal.items[0].productId, product: proposal.items[0].product, setupFee: 100, monthlyPrice: 10 },
      ];
      const response = await put(seller.client, `/api/proposals/${proposal.id}`, { title: '  Growth plan v2 ', items });
      expect(response.statusCode).toBe(200);
      const edited = response.json() as Proposal;
      expect(edited).toMatchObject({
        title: 'Growth plan v2',
        status: 'draft',
        totalMonthlyCost: 358.5,
        totalSetupCost: 600,
        estimatedROI: combinedRoi([
          { setupFee: 500, monthlyPrice: 299, estimatedROI: 150 },
          { setupFee: 0, monthlyPrice: 49.5, estimatedROI: 80 },
          { setupFee: 100, monthlyPrice: 10, estimatedROI: 0 },
        ]),
      });
      expect(edited.items.map((item) => [item.productId, item.product, item.setupFee, item.monthlyPrice])).toEqual([
        ['custom', 'Local SEO', 500, 299],
        ['custom', 'Review booster', 0, 49.5],
        [proposal.items[0].productId, proposal.items[0].product, 100, 10],
      ]);
      expect((await seller.client.get(`/api/proposals/${proposal.id}`)).json()).toEqual(edited);
    });

    it('refuses bad edits with a 400 naming the field and changes nothing', async () => {
      const proposal = await draft();
      const item = { product: 'SEO', setupFee: 1, monthlyPrice: 1 };
      const cases: [Record<string, unknown>, string][] = [
        [{ title: huge(), items: [item] }, 'title'],
        [{ title: 'x', items: [] }, 'items'],
        [{ title: 'x', items: [{ ...item, setupFee: -5 }] }, 'items.0.setupFee'],
        [{ title: 'x', items: [{ ...item, monthlyPrice: 'lots' }] }, 'items.0.monthlyPrice'],
        [{ title: 'x', items: [{ ...item, product: '' }] }, 'items.0.product'],
        [{ title: 'x', items: Array.from({ length: 21 }, () => item) }, 'items'],
      ];
      for (const [body, field] of cases) {
        const response = await put(seller.client, `/api/proposals/${proposal.id}`, body);
        expect(response.statusCode).toBe(400);
        expect((response.json() as ErrorBody).error.details?.fields?.[0].field).toBe(field);
      }
      expect((await seller.client.get(`/api/proposals/${proposal.id}`)).json()).toEqual(proposal);
      expect((await put(other.client, `/api/proposals/${proposal.id}`, { title: 'Mine now', items: [item] })).statusCode).toBe(
        404,
      );
    });

    it('sends a draft once: the client gets a private link and the status is sent', async () => {
      const proposal = await draft();
      expect(proposal.publicUrl).toBeNull();
      expect((await send(other.client, proposal.id)).statusCode).toBe(404);
      const response = await send(seller.client, proposal.id);
      expect(response.statusCode).toBe(200);
      const { to, publicUrl } = response.json() as { to: string; publicUrl: string };
      expect(to).toBe(client.email);
      expect(publicUrl).toMatch(/\/proposal\/[A-Za-z0-9_-]{43}$/);
      const sent = (await seller.client.get(`/api/proposals/${proposal.id}`)).json() as Proposal;
      expect(sent).toMatchObject({ status: 'sent', publicUrl, acceptedAt: null });
      expect(sent.sentAt).not.toBeNull();
      const mail = await latestMailTo(t.database, client.email);
      expect(mail?.subject).toBe(`agency tester sent you a proposal: ${proposal.title}`);
      expect(mail?.html).toContain(publicUrl);
      expect(mail?.text).toContain(`$${proposal.totalMonthlyCost.toLocaleString('en-US')}/month`);
      expect(mail?.html).toContain('ProClub');

      const again = await send(seller.client, proposal.id);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe('Only draft proposals can be sent');
    });

    it('lets the client read and accept by the link; the seller is told live and sees it accepted', async () => {
      const proposal = await draft();
      const { publicUrl } = (await send(seller.client, proposal.id)).json() as { publicUrl: string };
      const token = tokenOf(publicUrl);
      const visitor = new ApiClient(t.app);

      const page = await visitor.get(`/api/public/proposals/${token}`);
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-store');
      const view = page.json() as PublicProposal;
      expect(view).toMatchObject({
        title: proposal.title,
        status: 'sent',
        clientName: 'Bare Bakery',
        totalMonthlyCost: proposal.totalMonthlyCost,
        estimatedROI: proposal.estimatedROI,
        acceptedAt: null,
        brand: { name: 'agency tester', whiteLabel: false },
      });
      expect(view.items).toHaveLength(2);
      for (const secret of [proposal.id, seller.id, client.id, proposal.clientId]) expect(page.body).not.toContain(secret);

      const socket = await TestSocket.open(await realtimeUrl(t.app), { cookie: seller.client.jar.header() });
      await socket.subscribe(`workspace:${seller.id}`);
      const accepted = await signProposal(visitor, token);
      expect(accepted.statusCode).toBe(200);
      const acceptedView = accepted.json() as PublicProposal;
      expect(acceptedView.status).toBe('accepted');
      expect(acceptedView.acceptedAt).not.toBeNull();
      const live = await socket.next((frame) => frame.event?.type === PROPOSAL_ACCEPTED_EVENT);
      expect(live.event).toMatchObject({ proposalId: proposal.id, title: proposal.title, clientName: 'Bare Bakery' });
      socket.close();

      const mine = (await seller.client.get(`/api/proposals/${proposal.id}`)).json() as Proposal;
      expect(mine).toMatchObject({ status: 'accepted', acceptedAt: acceptedView.acceptedAt });
      // Accepting twice changes nothing; an accepted proposal is final.
      expect((await signProposal(visitor, token)).statusCode).toBe(409);
      const twice = (await visitor.get(`/api/public/proposals/${token}`)).json() as PublicProposal;
      expect(twice.acceptedAt).toBe(acceptedView.acceptedAt);
      const edit = await put(seller.client, `/api/proposals/${proposal.id}`, {
        title: 'Cheaper',
        items: [{ product: 'x', setupFee: 0, monthlyPrice: 0 }],
      });
      expect(edit.statusCode).toBe(409);
      expect((await send(seller.client, proposal.id)).statusCode).toBe(409);
    });

    it('answers guessed, malformed and draft links with 404, and cannot accept a draft', async () => {
      const unsent = await draft();
      const visitor = new ApiClient(t.app);
      for (let attempt = 0; attempt < 20; attempt++) {
        const token = randomToken();
        expect((await visitor.get(`/api/public/proposals/${token}`)).statusCode).toBe(404);
        expect((await signProposal(visitor, token)).statusCode).toBe(404);
      }
      for (const token of [unsent.id, 'short', `${randomToken()}=`, 'a'.repeat(100)]) {
        expect((await visitor.get(`/api/public/proposals/${token}`)).statusCode).toBe(404);
      }
      expect(((await seller.client.get(`/api/proposals/${unsent.id}`)).json() as Proposal).status).toBe('draft');
      // A report link is not a proposal link.
      const report = (
        await seller.client.post('/api/hub/reports', {
          clientId: client.id,
          title: 'Report',
          periodStart: '2025-01-01',
          periodEnd: '2025-01-31',
        })
      ).json();
      const { publicUrl } = (await seller.client.post(`/api/hub/reports/${report.id}/send`)).json();
      expect((await visitor.get(`/api/public/proposals/${tokenOf(publicUrl)}`)).statusCode).toBe(404);
    });

    it('drops our branding from the page and email of a White Label member', async () => {
      const whiteLabel = await memberWithRole(t.app, 'agency', ['white_label']);
      expect(
        (await whiteLabel.client.patch('/api/profile', { fullName: 'Ann Acme', companyName: 'Acme Agency' })).statusCode,
      ).toBe(200);
      const theirClient = await hubClient(whiteLabel.client, 'Acme client');
      const theirAnalysis = (await whiteLabel.client.post('/api/analysis', { website: `${site.origin}/` })).json();
      const proposal = await draft(whiteLabel.client, theirAnalysis.id, theirClient.id);
      const { publicUrl } = (await send(whiteLabel.client, proposal.id)).json() as { publicUrl: string };
      const view = (await new ApiClient(t.app).get(`/api/public/proposals/${tokenOf(publicUrl)}`)).json() as PublicProposal;
      expect(view.brand).toMatchObject({ name: 'Acme Agency', whiteLabel: true });
      const mail = await latestMailTo(t.database, theirClient.email);
      expect(mail?.html).not.toContain('ProClub');
      expect(mail?.text).not.toContain('ProClub');
    });
  },
  { env: { ANALYZER_ALLOW_LOOPBACK: 'true', ANALYZER_ALLOWED_PORTS: '80,443,1024-65535' } },
);
