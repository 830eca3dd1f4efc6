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
 * One run sends one batch of a campaign: its rate per minute spread over batchSeconds. A per-campaign schedule
 * (every batchSeconds, first run at the send time) drives the runs, so a restart picks up where it stopped.
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
      const batch = Math.max(1, Math.ceil((campaign.ratePerMinute * deps.batchSeconds) / 60));
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
        timing: { everySeconds: batchSeconds },
        firstRunAt: at,
      });
    },
    async stop(campaignId) {
      await jobs.unschedule(job, campaignId);
    },
  };
}
