import type { AnalysisResult } from '@proclub/contracts/analysis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { GOOD_PAGE } from '../../test/fixture-pages';
import { type FixtureSite, html, startFixtureSite } from '../../test/fixture-site';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink';
import { describeEachDatabase } from '../../test/test-app';
import { memberWithRole } from './membership.test-helpers';

let site: FixtureSite;
beforeAll(async () => {
  site = await startFixtureSite({ '/': html(GOOD_PAGE) });
});
afterAll(() => site?.close());

describeEachDatabase(
  'White Label: emailed reports carry the sender’s name, not ProClub’s',
  (t) => {
    let sink: SmtpSink;
    beforeAll(async () => {
      sink = await startSmtpSink();
    });
    afterAll(() => sink?.close());

    it('drops our branding for a White Label member and keeps it for everyone else', async () => {
      const mailing = await t.buildApp({ SMTP_URL: sink.url });
      const send = async (addOns: ('white_label' | 'analytics_pro')[], to: string) => {
        const seller = await memberWithRole(mailing, 'agency', addOns);
        const saved = (await seller.client.post('/api/analysis', { website: `${site.origin}/` })).json() as AnalysisResult;
        expect((await seller.client.post(`/api/analysis/${saved.id}/email`, { to })).statusCode).toBe(200);
        return sink.waitFor((mail) => mail.to.includes(to));
      };
      const branded = await send(['analytics_pro'], 'plain@example.test');
      expect(branded.decoded).toContain('with ProClub');
      const unbranded = await send(['white_label'], 'white@example.test');
      expect(unbranded.decoded).toContain('Prepared by agency tester.');
      // The report names only the sender: their name on the From header (whose address stays the operator's
      // MAIL_FROM, left out here), answers to their own address.
      expect(unbranded.raw).toMatch(/^From: "?agency tester"? </m);
      expect(unbranded.raw).toMatch(/^Reply-To: user-\w+@example\.test\r?$/m);
      const body = unbranded.decoded
        .split('\n')
        .filter((line) => !line.startsWith('From:'))
        .join('\n');
      expect(body).not.toContain('ProClub');
    });
  },
  { env: { ANALYZER_ALLOW_LOOPBACK: 'true', ANALYZER_ALLOWED_PORTS: '80,443,1024-65535' } },
);
