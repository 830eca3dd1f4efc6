import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, type SignedUpUser } from '../../test/test-app';
import { until } from '../../test/until';
import { addClient, campaignSeller, createCampaign, detail, mailsTo, waitForStatus } from './campaigns.test-helpers';

/** A real SMTP server that refuses one address for good (550), like a mailbox that does not exist. */
async function bouncingSmtp(refused: string) {
  const accepted: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address === refused) return callback(Object.assign(new Error('5.1.1 No such user'), { responseCode: 550 }));
      accepted.push(address.address);
      callback();
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => callback());
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
    accepted,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describeEachDatabase(
  'email campaign delivery',
  (t) => {
    let seller: SignedUpUser;
    const closers: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const close of closers) await close();
    });

    beforeAll(async () => {
      seller = await campaignSeller(t.app);
    });

    it('sends everyone exactly once across a restart mid-send: nobody twice, nobody skipped', async () => {
      const emails = Array.from({ length: 6 }, (_, index) => `restart-${index}@clients.test`);
      for (const email of emails) await addClient(seller.client, { name: `R ${email}`, email, tags: ['restart'] });
      const id = await createCampaign(seller, {
        name: 'Restart',
        subject: 'Restart {{first_name}}',
        ratePerMinute: 60, // one mail per one-second batch
        audience: { kind: 'tag', tags: ['restart'], statuses: [], clientIds: [] },
      });
      expect((await seller.client.post(`/api/crm/campaigns/${id}/send`, {})).statusCode).toBe(200);
      const first = await t.buildApp({ JOBS_WORKERS: 'true' });
      await until(
        () => detail(seller, id),
        (campaign) => campaign.sent >= 2,
        20_000,
      );
      await first.close(); // the instance goes away mid-send
      const stopped = (await detail(seller, id)).sent;
      expect(stopped).toBeLessThan(6);
      const second = await t.buildApp({ JOBS_WORKERS: 'true' });
      expect(await waitForStatus(seller, id, 'completed')).toMatchObject({ recipients: 6, sent: 6 });
      for (const email of emails) {
        expect((await mailsTo(t.app, email)).filter((mail) => mail.subject.startsWith('Restart'))).toHaveLength(1);
      }
      await second.close();
    });

    it('records an SMTP permanent failure as a bounce and leaves that address out of later campaigns', async () => {
      const smtp = await bouncingSmtp('gone@clients.test');
      closers.push(smtp.close);
      await addClient(seller.client, { name: 'Gone', email: 'gone@clients.test', tags: ['bounce'] });
      await addClient(seller.client, { name: 'Here', email: 'here@clients.test', tags: ['bounce'] });
      const sender = await t.buildApp({ JOBS_WORKERS: 'true', SMTP_URL: smtp.url, MAIL_RETRY_BASE_MS: '40' });
      const audience = { kind: 'tag' as const, tags: ['bounce'], statuses: [], clientIds: [] };
      const id = await createCampaign(seller, { name: 'Bouncy', audience });
      await seller.client.post(`/api/crm/campaigns/${id}/send`, {});
      const result = await until(
        () => detail(seller, id),
        (campaign) => campaign.bounced === 1 && campaign.delivered === 1,
        20_000,
      );
      expect(result).toMatchObject({ sent: 2, delivered: 1, bounced: 1 });
      expect(smtp.accepted).toEqual(['here@clients.test']);
      const count = (await seller.client.post('/api/crm/campaigns/audience-count', audience)).json();
      expect(count).toEqual({ included: 1, excluded: { noEmail: 0, unsubscribed: 0, bounced: 1 } });
      await sender.close();
    });
  },
  { env: { JOBS_WORKERS: 'false', CAMPAIGN_BATCH_SECONDS: '1', JOBS_POLL_INTERVAL_MS: '500', JOBS_SCHEDULE_TICK_MS: '100' } },
);
