import type { AnalysisResult } from '@proclub/contracts/analysis';
import type { Proposal, ProposalPage } from '@proclub/contracts/proposals';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BARE_PAGE } from '../../test/fixture-pages';
import { type FixtureSite, html, startFixtureSite } from '../../test/fixture-site';
import { ApiClient, describeEachDatabase, type SignedUpUser } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';
import { createClient } from '../crm/crm.test-helpers';
import { combinedRoi } from './proposals.service';

let site: FixtureSite;
beforeAll(async () => {
  site = await startFixtureSite({ '/': html(BARE_PAGE) });
});
afterAll(() => site?.close());

it('combines line-item ROIs as one first-year ROI over their total cost', () => {
  // costs 1,000 (ROI 100%) and 3,000 (ROI 0%): value 2,000 + 3,000 = 5,000 on 4,000 → 25%
  expect(
    combinedRoi([
      { setupFee: 400, monthlyPrice: 50, estimatedROI: 100 },
      { setupFee: 600, monthlyPrice: 200, estimatedROI: 0 },
    ]),
  ).toBe(25);
  expect(combinedRoi([])).toBe(0);
});

describeEachDatabase(
  'proposals',
  (t) => {
    let seller: SignedUpUser;
    let other: SignedUpUser;
    let analysis: AnalysisResult;
    let clientId: string;

    beforeAll(async () => {
      seller = await userWithRole(t.app, 'agency');
      other = await userWithRole(t.app, 'vendor');
      analysis = (await seller.client.post('/api/analysis', { website: `${site.origin}/` })).json() as AnalysisResult;
      clientId = (await createClient(seller.client, { name: 'Bare Bakery' })).id;
    });

    it('creates a draft from two recommendations with their prices, totals and ROI, and lists it newest first', async () => {
      const [first, second] = analysis.recommendations;
      const response = await seller.client.post('/api/proposals', {
        analysisId: analysis.id,
        clientId,
        productIds: [first.productId, second.productId],
      });
      expect(response.statusCode).toBe(201);
      const proposal = response.json() as Proposal;
      expect(proposal).toMatchObject({
        title: `Growth plan for Bare Bakery`,
        status: 'draft',
        clientId,
        clientName: 'Bare Bakery',
        analysisId: analysis.id,
        totalMonthlyCost: first.monthlyPrice + second.monthlyPrice,
        totalSetupCost: first.setupFee + second.setupFee,
        estimatedROI: combinedRoi([first, second]),
      });
      expect(proposal.items.map((item) => [item.product, item.setupFee, item.monthlyPrice, item.estimatedROI])).toEqual([
        [first.product, first.setupFee, first.monthlyPrice, first.estimatedROI],
        [second.product, second.setupFee, second.monthlyPrice, second.estimatedROI],
      ]);

      const named = await seller.client.post('/api/proposals', {
        analysisId: analysis.id,
        clientId,
        productIds: [second.productId],
        title: '  Quick win  ',
      });
      expect(named.json().title).toBe('Quick win');
      const list = (await seller.client.get('/api/proposals')).json() as ProposalPage;
      expect(list.items.map((item) => item.id).slice(0, 2)).toEqual([named.json().id, proposal.id]);
      expect((await seller.client.get(`/api/proposals/${proposal.id}`)).json()).toEqual(proposal);
    });

    it('scopes proposals, analyses and clients to the seller', async () => {
      const mine = (
        await seller.client.post('/api/proposals', {
          analysisId: analysis.id,
          clientId,
          productIds: [analysis.recommendations[0].productId],
        })
      ).json() as Proposal;
      expect((await other.client.get(`/api/proposals/${mine.id}`)).statusCode).toBe(404);
      expect(((await other.client.get('/api/proposals')).json() as ProposalPage).items).toHaveLength(0);
      const theirClient = (await createClient(other.client, { name: 'Other client' })).id;
      const foreignAnalysis = await other.client.post('/api/proposals', {
        analysisId: analysis.id,
        clientId: theirClient,
        productIds: [analysis.recommendations[0].productId],
      });
      expect(foreignAnalysis.statusCode).toBe(404);
      const foreignClient = await seller.client.post('/api/proposals', {
        analysisId: analysis.id,
        clientId: theirClient,
        productIds: [analysis.recommendations[0].productId],
      });
      expect(foreignClient.statusCode).toBe(400);
      expect(foreignClient.json().error.message).toBe('Please select one of your clients');
    });

    it('refuses unknown products, empty selections and accounts outside the workspace', async () => {
      const unknown = await seller.client.post('/api/proposals', {
        analysisId: analysis.id,
        clientId,
        productIds: ['free_money'],
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error.message).toBe('Some selected recommendations are not part of this analysis');
      const empty = await seller.client.post('/api/proposals', { analysisId: analysis.id, clientId, productIds: [] });
      expect(empty.json().error.details.fields[0].message).toBe('Select at least one recommendation');
      expect((await new ApiClient(t.app).get('/api/proposals')).statusCode).toBe(401);
      const client = await userWithRole(t.app, 'client');
      expect((await client.client.get('/api/proposals')).statusCode).toBe(404);
    });
  },
  { env: { ANALYZER_ALLOW_LOOPBACK: 'true', ANALYZER_ALLOWED_PORTS: '80,443,1024-65535' } },
);
