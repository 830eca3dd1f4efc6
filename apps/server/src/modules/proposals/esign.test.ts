import crypto from 'node:crypto';
import type { AnalysisResult } from '@proclub/contracts/analysis';
import type { Subscription } from '@proclub/contracts/invoices';
import {
  PROPOSAL_SIGN_CHANGED_MESSAGE,
  PROPOSAL_SIGN_OUTDATED_MESSAGE,
  type Proposal,
  type PublicProposal,
} from '@proclub/contracts/proposals';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { invoices as invoicesTable, proposalSignatures, proposalVersions } from '../../db/schema/index';
import { recordedEvents } from '../../test/domain-events';
import { BARE_PAGE } from '../../test/fixture-pages';
import { type FixtureSite, html, startFixtureSite } from '../../test/fixture-site';
import { pdfText } from '../../test/pdf-text';
import { ApiClient, describeEachDatabase, type SignedUpUser } from '../../test/test-app';
import { put } from '../crm/crm.test-helpers';
import { hubClient, latestMailTo, tokenOf } from '../hub/hub.test-helpers';
import { memberWithRole } from '../membership/membership.test-helpers';
import { documentHash } from './document-hash';
import type { ProposalSnapshot } from './proposals.repository';

const TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Pat Client' };

let site: FixtureSite;
beforeAll(async () => {
  site = await startFixtureSite({ '/': html(BARE_PAGE) });
});
afterAll(() => site?.close());

describeEachDatabase(
  'proposals: e-signature, decline, signed PDF, pay at signing (issues 33, 34)',
  (t) => {
    let seller: SignedUpUser;
    let analysis: AnalysisResult;
    let client: { id: string; email: string };
    const visitor = () => new ApiClient(t.app);

    /** A sent proposal with $500 setup and $200/month, and its link's token. */
    const sent = async (paymentChoice?: string) => {
      const made = await seller.client.post('/api/proposals', {
        analysisId: analysis.id,
        clientId: client.id,
        productIds: analysis.recommendations.slice(0, 1).map((item) => item.productId),
      });
      const proposal = made.json() as Proposal;
      const edited = await put(seller.client, `/api/proposals/${proposal.id}`, {
        title: 'Growth plan',
        items: [{ product: 'Local SEO', setupFee: 500, monthlyPrice: 200, estimatedROI: 120 }],
        ...(paymentChoice ? { paymentChoice } : {}),
      });
      if (edited.statusCode !== 200) throw new Error(edited.body);
      const { publicUrl } = (await seller.client.post(`/api/proposals/${proposal.id}/send`)).json() as { publicUrl: string };
      return { proposal: edited.json() as Proposal, token: tokenOf(publicUrl) };
    };
    const view = async (token: string) => (await visitor().get(`/api/public/proposals/${token}`)).json() as PublicProposal;

    beforeAll(async () => {
      seller = await memberWithRole(t.app, 'agency', ['white_label']);
      analysis = (await seller.client.post('/api/analysis', { website: `${site.origin}/` })).json() as AnalysisResult;
      client = await hubClient(seller.client, 'Harbor Dental');
      // The workspace's brand (branding module): its name on the page, the mail and the signed PDF.
      const branded = await put(seller.client, '/api/branding', {
        agencyName: 'Northwind Studio',
        color: '#0f766e',
        supportEmail: 'help@northwind.test',
      });
      expect(branded.statusCode).toBe(200);
    });

    it('refuses bad input naming the field and a hash of another version; nothing is saved', async () => {
      const { proposal, token } = await sent();
      const page = await view(token);
      expect(page.documentHash).toMatch(/^[0-9a-f]{64}$/);
      const sign = (body: unknown) => visitor().post(`/api/public/proposals/${token}/sign`, body);
      const noName = await sign({ fullName: ' ', consent: true, documentHash: page.documentHash });
      expect(noName.statusCode).toBe(400);
      expect(noName.json().error.details.fields[0].field).toBe('fullName');
      const noConsent = await sign({ fullName: 'Pat Client', consent: false, documentHash: page.documentHash });
      expect(noConsent.statusCode).toBe(400);
      expect(noConsent.json().error.details.fields[0].field).toBe('consent');
      const otherHash = await sign({ fullName: 'Pat Client', consent: true, documentHash: 'a'.repeat(64) });
      expect(otherHash.statusCode).toBe(409);
      expect(otherHash.json().error.message).toBe(PROPOSAL_SIGN_CHANGED_MESSAGE);
      expect((await view(token)).state).toBe('open');
      const rows = await t.database.db.select().from(proposalSignatures).where(eq(proposalSignatures.proposalId, proposal.id));
      expect(rows).toHaveLength(0);
    });

    it('signs: name, consent, time, IP, user agent and the hash are recorded; the deal closes; a replay is refused', async () => {
      const { proposal, token } = await sent();
      const page = await view(token);
      // The hash is the canonical content of this version: recomputable from what was sent.
      const [version] = await t.database.db
        .select({ snapshot: proposalVersions.snapshot })
        .from(proposalVersions)
        .where(eq(proposalVersions.publicToken, token));
      expect(page.documentHash).toBe(documentHash(proposal.id, 1, version.snapshot as ProposalSnapshot));

      const signer = visitor();
      const signed = await signer.post(
        `/api/public/proposals/${token}/sign`,
        { fullName: '  Maria Lopez ', consent: true, documentHash: page.documentHash },
        { headers: { 'user-agent': 'Mozilla/5.0 (esign test)' } },
      );
      expect(signed.statusCode).toBe(200);
      expect(signed.json()).toMatchObject({
        state: 'accepted',
        signature: { fullName: 'Maria Lopez', documentHash: page.documentHash, version: 1, signedInAs: false },
      });
      const mine = (await seller.client.get(`/api/proposals/${proposal.id}`)).json() as Proposal;
      expect(mine.status).toBe('accepted');
      expect(mine.signature).toMatchObject({
        fullName: 'Maria Lopez',
        userAgent: 'Mozilla/5.0 (esign test)',
        documentHash: page.documentHash,
      });
      expect(mine.signature?.ip).toMatch(/\d|:/);
      const again = await signer.post(`/api/public/proposals/${token}/sign`, {
        fullName: 'Maria Lopez',
        consent: true,
        documentHash: page.documentHash,
      });
      expect(again.statusCode).toBe(409);

      // The signed PDF, for the signer by the link and for the agency: the signature block, the brand, no ProClub.
      const publicPdf = await visitor().get(`/api/public/proposals/${token}/signed.pdf`);
      expect(publicPdf.statusCode).toBe(200);
      expect(publicPdf.headers['content-type']).toBe('application/pdf');
      const text = pdfText(publicPdf.rawPayload);
      for (const expected of ['Maria Lopez', page.documentHash, 'Northwind Studio', 'Electronic signature'])
        expect(text).toContain(expected);
      expect(text).not.toContain('ProClub');
      const agencyPdf = await seller.client.get(`/api/proposals/${proposal.id}/signed.pdf`);
      expect(agencyPdf.statusCode).toBe(200);
      expect(pdfText(agencyPdf.rawPayload)).toContain('Maria Lopez');
      const stranger = await memberWithRole(t.app, 'agency');
      expect((await stranger.client.get(`/api/proposals/${proposal.id}/signed.pdf`)).statusCode).toBe(404);
    });

    it('an old version cannot be signed once a newer one was sent; the PDF exists only once signed', async () => {
      const { proposal, token } = await sent();
      expect((await visitor().get(`/api/public/proposals/${token}/signed.pdf`)).statusCode).toBe(404);
      expect((await seller.client.get(`/api/proposals/${proposal.id}/signed.pdf`)).statusCode).toBe(404);
      const v1 = await view(token);
      await seller.client.post(`/api/proposals/${proposal.id}/new-version`);
      const v2 = (await seller.client.post(`/api/proposals/${proposal.id}/send`)).json() as { publicUrl: string };
      const replay = await visitor().post(`/api/public/proposals/${token}/sign`, {
        fullName: 'Pat Client',
        consent: true,
        documentHash: v1.documentHash,
      });
      expect(replay.statusCode).toBe(409);
      expect(replay.json().error.message).toBe(PROPOSAL_SIGN_OUTDATED_MESSAGE);
      // Version 1's hash on version 2's link: the same content, still another document.
      const v2Token = tokenOf(v2.publicUrl);
      expect((await view(v2Token)).documentHash).not.toBe(v1.documentHash);
      const crossed = await visitor().post(`/api/public/proposals/${v2Token}/sign`, {
        fullName: 'Pat Client',
        consent: true,
        documentHash: v1.documentHash,
      });
      expect(crossed.statusCode).toBe(409);
      expect(((await seller.client.get(`/api/proposals/${proposal.id}`)).json() as Proposal).status).toBe('sent');
    });

    it('declines with a reason: the agency sees it; the declined version cannot be signed', async () => {
      const { proposal, token } = await sent();
      const empty = await visitor().post(`/api/public/proposals/${token}/decline`, { reason: '  ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.details.fields[0].field).toBe('reason');
      const declined = await visitor().post(`/api/public/proposals/${token}/decline`, { reason: 'Too expensive for now' });
      expect(declined.statusCode).toBe(200);
      expect(declined.json()).toMatchObject({ state: 'declined', declineReason: 'Too expensive for now' });
      // Automations hear of it once (issue 35).
      const events = await recordedEvents(t.database.db, 'proposal.declined', { proposalId: proposal.id });
      expect(events.map((event) => event.payload)).toEqual([{ reason: 'Too expensive for now' }]);
      expect((await seller.client.get(`/api/proposals/${proposal.id}`)).json()).toMatchObject({
        status: 'sent',
        declineReason: 'Too expensive for now',
      });
      const page = await view(token);
      const late = await visitor().post(`/api/public/proposals/${token}/sign`, {
        fullName: 'Pat Client',
        consent: true,
        documentHash: page.documentHash,
      });
      expect(late.statusCode).toBe(409);
    });

    it('the proposal email carries the workspace brand and no ProClub mark (White Label)', async () => {
      await sent();
      const mail = await latestMailTo(t.database, client.email);
      expect(mail?.subject).toContain('Northwind Studio');
      expect(mail?.html).toContain('#0f766e');
      expect(mail?.html).toContain('help@northwind.test');
      expect(mail?.html).not.toContain('ProClub');
      expect(mail?.text).not.toContain('ProClub');
    });

    it('"pay the setup now and start the monthly subscription": sign → pay with 4242 → paid, card saved, subscription active', async () => {
      const bad = await put(seller.client, `/api/proposals/${crypto.randomUUID()}`, {
        title: 'x',
        items: [{ product: 'x', setupFee: 1, monthlyPrice: 1 }],
        paymentChoice: 'whenever',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.details.fields[0].field).toBe('paymentChoice');

      const { proposal, token } = await sent('pay_setup_and_subscribe');
      expect(proposal.paymentChoice).toBe('pay_setup_and_subscribe');
      const page = await view(token);
      expect(page.payment).toBeNull();
      const signed = (
        await visitor().post(`/api/public/proposals/${token}/sign`, {
          fullName: 'Pat Client',
          consent: true,
          documentHash: page.documentHash,
        })
      ).json() as PublicProposal;
      // Setup $500 and the first month $200 are due now; the later months are charged to the card saved by paying.
      expect(signed.payment).toMatchObject({ amountDue: 70_000, status: 'open' });
      const payToken = signed.payment?.payPath.split('/').at(-1) as string;
      expect((await visitor().post(`/api/public/invoices/${payToken}/pay`, TEST_CARD)).statusCode).toBe(200);
      const [invoice] = await t.database.db.select().from(invoicesTable).where(eq(invoicesTable.publicToken, payToken));
      expect(invoice).toMatchObject({ status: 'paid', totalCents: 70_000, clientId: proposal.clientId });
      expect(invoice.subscriptionId).not.toBeNull();
      const started = (await seller.client.get(`/api/invoice-subscriptions/${invoice.subscriptionId}`)).json() as Subscription;
      expect(started).toMatchObject({ status: 'active', amount: 20_000, cardLast4: '4242', source: 'proposal' });
      expect((await view(token)).payment).toMatchObject({ status: 'paid', amountDue: 0 });
    });

    it('"pay the setup now" issues only the setup invoice; "invoice later" none', async () => {
      const setupOnly = await sent('pay_setup');
      const page = await view(setupOnly.token);
      const signed = (
        await visitor().post(`/api/public/proposals/${setupOnly.token}/sign`, {
          fullName: 'Pat Client',
          consent: true,
          documentHash: page.documentHash,
        })
      ).json() as PublicProposal;
      expect(signed.payment).toMatchObject({ amountDue: 50_000, status: 'open' });
      const later = await sent();
      const laterPage = await view(later.token);
      const laterSigned = (
        await visitor().post(`/api/public/proposals/${later.token}/sign`, {
          fullName: 'Pat Client',
          consent: true,
          documentHash: laterPage.documentHash,
        })
      ).json() as PublicProposal;
      expect(laterSigned).toMatchObject({ state: 'accepted', payment: null, paymentChoice: 'invoice_later' });
    });
  },
  { env: { ANALYZER_ALLOW_LOOPBACK: 'true', ANALYZER_ALLOWED_PORTS: '80,443,1024-65535' } },
);
