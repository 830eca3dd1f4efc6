import type { FastifyBaseLogger } from 'fastify';
import { defineJob, type JobDefinition, type Jobs } from '../../lib/jobs/index';
import type { Mailer } from '../../plugins/mailer/mailer.plugin';
import { primaryFirstNames } from '../crm/crm.public';
import type { Notifier } from '../notifications/notifications.public';
import { personalize, type Sender } from './campaign-email';
import type { CampaignsRepository } from './campaigns.repository';
import type { SendScheduler } from './campaigns.service';
import type { DeliveryRepository } from './delivery.repository';
import { applyMerge, mergeValues } from './merge-fields';
import type { TrackingLinks } from './tracking-links';

interface SendDeps {
  campaigns: CampaignsRepository;
  delivery: DeliveryRepository;
  mailer: Mailer;
  links: () => Promise<TrackingLinks>;
  sender: (workspaceId: string) => Promise<Sender>;
  batchSeconds: number;
  log: FastifyBaseLogger;
  jobs: Jobs;
  notifier: Pick<Notifier, 'notify'>;
}

/**
 * How often the send job runs and how many it sends per run, so that the rate holds at any value: the interval is
 * the smallest multiple of 60 / gcd(rate, 60) seconds that is at least `batchSeconds`, so every run sends a whole
 * number of mails and a minute never sends more than the rate. 1 a minute → one mail every 60 s (the old rounding
 * sent one per 10 s batch: 6 a minute); 7 a minute → 7 every 60 s; 120 a minute → 20 every 10 s.
 */
export function sendPace(ratePerMinute: number, batchSeconds: number): { everySeconds: number; batch: number } {
  const rate = Math.max(1, Math.floor(ratePerMinute));
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const step = 60 / gcd(rate, 60);
  const everySeconds = Math.max(step, Math.ceil(batchSeconds / step) * step);
  return { everySeconds, batch: (rate * everySeconds) / 60 };
}

/**
 * One run sends one batch of a campaign (sendPace: its rate per minute over the run interval). A per-campaign
 * schedule (every sendPace().everySeconds, first run at the send time) drives the runs, so a restart picks up where it stopped.
 *
 * Exactly once per recipient: each batch is one transaction that locks queued rows (skip locked), writes their
 * mails to the outbox and marks the rows sent. A process killed mid-batch rolls back both, and the next run
 * sends the same rows; a committed row is never queued again. Delivery itself is the outbox's job (retries).
 */
export function campaignSendJob(deps: SendDeps): JobDefinition<{ campaignId: string }> {
  return defineJob<{ campaignId: string }>({
    name: 'campaign.send',
    title: 'Email campaign',
    retryLimit: 2,
    retryDelaySeconds: 5,
    expireInSeconds: 5 * 60,
    async handler({ campaignId }, { jobId }) {
      const campaign = await deps.campaigns.findById(campaignId);
      if (!campaign || campaign.status === 'completed' || campaign.status === 'cancelled' || campaign.status === 'paused') {
        return { skipped: campaign?.status ?? 'missing' };
      }
      if (campaign.status === 'scheduled' || campaign.status === 'draft') {
        // A scheduled campaign picks its recipients now: unsubscribes and bounces since scheduling are honoured.
        await deps.campaigns.db.transaction(async (tx) => {
          if (
            await deps.campaigns.transition(
              campaign.workspaceId,
              campaignId,
              ['scheduled'],
              'sending',
              { startedAt: new Date() },
              tx,
            )
          ) {
            await deps.campaigns.materializeRecipients(campaignId, campaign.workspaceId, campaign.audience, tx);
          }
        });
      }
      const [links, sender] = await Promise.all([deps.links(), deps.sender(campaign.workspaceId)]);
      const { batch } = sendPace(campaign.ratePerMinute, deps.batchSeconds);
      const compiled = { html: campaign.compiledHtml ?? '', text: campaign.compiledText ?? '' };
      const fromName = campaign.fromName || sender.company || sender.name;
      const captured = !deps.mailer.delivers;
      const mailIds = await deps.campaigns.db.transaction(async (tx) => {
        const rows = await deps.delivery.lockQueued(tx, campaignId, batch);
        const written: string[] = [];
        // {{first_name}} is the person's, not the business's: the client's primary contact (issue 33).
        const firstNames = await primaryFirstNames(
          tx,
          rows.flatMap((row) => (row.clientId ? [row.clientId] : [])),
        );
        for (const row of rows) {
          if (row.suppressed) {
            await deps.delivery.markSkipped(tx, row.id, 'suppressed');
            continue;
          }
          const values = mergeValues({ ...row, firstName: row.clientId ? firstNames.get(row.clientId) : undefined }, sender);
          const unsubscribe = links.unsubscribe(row.token);
          const mail = personalize(compiled, values, {
            link: (position) => links.click(row.token, position),
            open: links.open(row.token),
            unsubscribe,
          });
          const mailId = await deps.mailer.write(
            {
              to: row.email,
              subject: applyMerge(campaign.subject, values),
              html: mail.html,
              text: mail.text,
              fromName,
              replyTo: sender.email || null,
              headers: {
                'List-Unsubscribe': `<${unsubscribe}>`,
                'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
              },
            },
            tx,
          );
          // Without SMTP the mail is captured in the dev mailbox: that is as delivered as it gets here.
          await deps.delivery.markSent(tx, row.id, mailId, captured);
          written.push(mailId);
        }
        return written;
      });
      await deps.mailer.dispatch(mailIds);
      if (await deps.delivery.completeIfDone(campaignId)) {
        await deps.jobs.unschedule({ name: 'campaign.send' }, campaignId);
        deps.log.info({ campaignId, jobId }, 'campaign completed');
        await deps.notifier
          .notify({
            // Per person: the member who sent it (else the personal workspace's owner, whose id it is).
            userId: campaign.sentBy ?? campaign.workspaceId,
            kind: 'campaign_finished',
            title: `Campaign finished: ${campaign.name}`,
            body: 'Every recipient has been sent the campaign. Opens and clicks keep coming in on its results.',
            link: '/crm?tab=campaigns',
            subject: { type: 'campaign', id: campaignId },
          })
          .catch((error: unknown) => deps.log.error({ err: error }, 'campaign finished notification failed'));
        return { completed: true };
      }
      return { sent: mailIds.length };
    },
  });
}

/** Starts and stops the per-campaign schedule that drives campaignSendJob. */
export function sendScheduler(jobs: Jobs, job: JobDefinition<{ campaignId: string }>, batchSeconds: number): SendScheduler {
  return {
    async start(campaign, at) {
      await jobs.schedule(job, {
        key: campaign.id,
        ownerId: campaign.workspaceId,
        label: `Send "${campaign.name}"`,
        payload: { campaignId: campaign.id },
        timing: { everySeconds: sendPace(campaign.ratePerMinute, batchSeconds).everySeconds },
        firstRunAt: at,
      });
    },
    async stop(campaignId) {
      await jobs.unschedule(job, campaignId);
    },
  };
}
