import type { AnalysisResult } from '@proclub/contracts/analysis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BARE_PAGE } from '../../test/fixture-pages';
import { type FixtureSite, html, startFixtureSite, text } from '../../test/fixture-site';
import { pdfText } from '../../test/pdf-text';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink';
import { type ApiClient, describeEachDatabase, type ErrorBody } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';
import { memberWithRole } from '../membership/membership.test-helpers';

let site: FixtureSite;
beforeAll(async () => {
  site = await startFixtureSite({
    '/': html(BARE_PAGE.replace('<head>', '<head><title>Okafor Family Dental</title>')),
    '/robots.txt': text('User-agent: *\nAllow: /\n'),
  });
});
afterAll(() => site?.close());

const fieldMessage = (body: ErrorBody) => body.error.details?.fields?.[0]?.message;
/** What the prospect's numbers are for these tests: a dentist with 800–2,500 visitors a month and a 55% margin. */
const PRICING = { industry: 'dental', visitorsLow: 800, visitorsHigh: 2_500, marginPercent: 55 } as const;

describeEachDatabase(
  'analysis: ROI from the business’s numbers, the prospect’s PDF',
  (t) => {
    let sink: SmtpSink;
    beforeAll(async () => {
      sink = await startSmtpSink();
    });
    afterAll(() => sink?.close());

    const analyzed = async (client: ApiClient) => {
      const response = await client.post('/api/analysis', { website: `${site.origin}/`, pricing: PRICING });
      expect(response.statusCode).toBe(200);
      return response.json() as AnalysisResult;
    };

    it('prices with the visitors range and margin given, filling the rest from the defaults; refuses a reversed range', async () => {
      const seller = await userWithRole(t.app, 'agency');
      const result = await analyzed(seller.client);
      expect(result.analysisData.pricing).toMatchObject({
        industry: 'dental',
        averageSaleCents: 80_000,
        closeRatePercent: 30,
        marginPercent: 55,
        visitorsLow: 800,
        visitorsHigh: 2_500,
        leadRatePercent: 3,
      });
      for (const item of result.recommendations) {
        expect(item.roiFormula).toMatch(/^Estimate: 800–2,500 visitors\/mo × 3% get in touch/);
        expect(item.roiFormula).toContain('30% close rate × $800 average sale × 55% margin');
        expect(item.estimatedROI).toBeLessThanOrEqual(300);
        expect(item.yearlyValueLowCents).toBeLessThanOrEqual(item.yearlyValueHighCents ?? 0);
        expect(item.liftSource).toBeTruthy();
      }
      const reversed = await seller.client.post('/api/analysis', {
        website: `${site.origin}/`,
        pricing: { ...PRICING, visitorsLow: 3_000 },
      });
      expect(reversed.statusCode).toBe(400);
      expect(fieldMessage(reversed.json())).toBe('The high end must not be below the low end');
      // Re-pricing takes a new range and margin too.
      const repriced = await seller.client.put(`/api/analysis/${result.id}/pricing`, {
        payload: {
          industry: 'dental',
          averageSaleCents: 80_000,
          closeRatePercent: 30,
          marginPercent: 40,
          visitorsLow: 100,
          visitorsHigh: 200,
        },
      });
      expect(repriced.statusCode).toBe(200);
      expect((repriced.json() as AnalysisResult).analysisData.pricing).toMatchObject({
        marginPercent: 40,
        visitorsLow: 100,
        visitorsHigh: 200,
      });
      // The seller's margin default for an industry is kept with the other defaults.
      const edited = await seller.client.put('/api/analysis/roi-defaults/roofing', {
        payload: { averageSaleCents: 1_000_000, closeRatePercent: 20, marginPercent: 35 },
      });
      expect(edited.statusCode).toBe(200);
      const roofer = (
        await seller.client.post('/api/analysis', { website: `${site.origin}/`, pricing: { industry: 'roofing' } })
      ).json() as AnalysisResult;
      expect(roofer.analysisData.pricing).toMatchObject({ averageSaleCents: 1_000_000, closeRatePercent: 20, marginPercent: 35 });
    });

    it('makes the PDF: name, score, findings and the formula’s inputs; the emailed report shows them and links it', async () => {
      const mailing = await t.buildApp({ SMTP_URL: sink.url, DEV_MAILBOX: 'true' });
      const seller = await userWithRole(mailing, 'agency');
      const result = await analyzed(seller.client);
      expect(result.recommendations.length).toBeGreaterThan(0);

      const download = await seller.client.get(`/api/analysis/${result.id}/pdf`);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toBe('attachment; filename="Website analysis 127.0.0.1.pdf"');
      expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const textOf = pdfText(download.rawPayload);
      expect(textOf).toContain('Website Analysis Report for 127.0.0.1');
      expect(textOf).toContain('Okafor Family Dental');
      expect(textOf).toContain(`Overall score: ${result.analysisData.overallScore}/100`);
      const finding = result.recommendations[0].findings?.[0];
      expect(textOf).toContain(`${finding?.label} (`);
      expect(textOf).toContain(result.recommendations[0].product);
      for (const line of [
        'Website visitors a month: 800 to 2,500',
        'Visitors who get in touch: 3%',
        'Close rate (new leads who become customers): 30%',
        'Average sale: $800',
        'Margin: 55%',
        `expected lift in leads ${result.recommendations[0].liftPercent}%`,
      ])
        expect(textOf).toContain(line);
      expect(textOf).toMatch(/Estimated \$[\d,]+ to \$[\d,]+ a year in gross profit once fixed/);
      expect(textOf).toContain('Prepared by agency tester with ProClub.');
      // The agency's prices stay in proposals.
      expect(textOf).not.toContain(`$${result.recommendations[0].setupFee}`);
      // Only its seller downloads it.
      const stranger = await userWithRole(mailing, 'vendor');
      expect((await stranger.client.get(`/api/analysis/${result.id}/pdf`)).statusCode).toBe(404);

      const sent = await seller.client.post(`/api/analysis/${result.id}/email`, { to: 'owner@okafor-dental.test' });
      expect(sent.statusCode).toBe(200);
      const mail = await sink.waitFor((received) => received.to.includes('owner@okafor-dental.test'));
      expect(mail.decoded).toContain('800–2,500 website visitors a month, 3% of visitors get in touch');
      expect(mail.decoded).toContain('30% of new leads become customers, an average sale of $800, a 55% margin');
      expect(mail.decoded).toContain('expected lift in leads:');
      expect(mail.decoded).toContain('Download the report (PDF)');
      const link = /https?:\/\/[^\s"<>]+\/api\/public\/analysis-reports\/([\w.-]+)\/pdf/.exec(mail.decoded);
      expect(link).not.toBeNull();
      const token = link?.[1] ?? '';
      // The prospect opens it without an account.
      const opened = await mailing.inject({ method: 'GET', url: `/api/public/analysis-reports/${token}/pdf` });
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['content-type']).toBe('application/pdf');
      expect(pdfText(opened.rawPayload)).toContain(`Overall score: ${result.analysisData.overallScore}/100`);
      // An edited link opens nothing.
      const edited = `${token.slice(0, -2)}${token.endsWith('aa') ? 'bb' : 'aa'}`;
      expect((await mailing.inject({ method: 'GET', url: `/api/public/analysis-reports/${edited}/pdf` })).statusCode).toBe(404);
      expect((await mailing.inject({ method: 'GET', url: '/api/public/analysis-reports/nonsense/pdf' })).statusCode).toBe(404);
      // Emailing again keeps the same link.
      await seller.client.post(`/api/analysis/${result.id}/email`, { to: 'again@okafor-dental.test' });
      const again = await sink.waitFor((received) => received.to.includes('again@okafor-dental.test'));
      expect(again.decoded).toContain(`/api/public/analysis-reports/${token}/pdf`);
    });

    it("a White Label seller's PDF names the agency and no platform", async () => {
      const agency = await memberWithRole(t.app, 'agency', ['white_label']);
      const result = await analyzed(agency.client);
      const download = await agency.client.get(`/api/analysis/${result.id}/pdf`);
      expect(download.statusCode).toBe(200);
      const textOf = pdfText(download.rawPayload);
      expect(textOf).toContain('Prepared by agency tester.');
      expect(textOf).not.toMatch(/proclub/i);
      expect(textOf).toContain('Margin: 55%');
    });
  },
  { env: { ANALYZER_ALLOW_LOOPBACK: 'true', ANALYZER_ALLOWED_PORTS: '80,443,1024-65535' } },
);
