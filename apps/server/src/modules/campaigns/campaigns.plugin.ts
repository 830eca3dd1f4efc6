import type { FastifyInstance } from 'fastify';
import { appUrl } from '../../config/app-origin';
import type { Env } from '../../config/env';
import { CampaignLibraryRepository } from './campaign-library.repository';
import { campaignLibraryRoutes } from './campaign-library.routes';
import { CampaignLibraryService } from './campaign-library.service';
import { campaignSendJob, sendScheduler } from './campaign-send.job';
import { CampaignsRepository } from './campaigns.repository';
import { campaignsRoutes } from './campaigns.routes';
import { CampaignsService } from './campaigns.service';
import { DeliveryRepository } from './delivery.repository';
import { ResultsRepository } from './results.repository';
import { sellerUnsubscribe } from './seller-unsubscribe';
import { trackingRoutes } from './tracking.routes';
import { TrackingLinks } from './tracking-links';

/**
 * Email campaigns (issue #21): the send job, the outbox's delivery outcomes, the public tracking links, and the
 * seller routes (scoped by the kernel workspace guard).
 */
export async function campaignsPlugin(app: FastifyInstance, { env }: { env: Env }) {
  const db = app.database.db;
  const campaigns = new CampaignsRepository(db);
  const delivery = new DeliveryRepository(db);
  let cached: Promise<TrackingLinks> | null = null;
  const links = () => {
    cached ??= campaigns.trackingSecret().then((secret) => new TrackingLinks(appUrl(env), secret));
    return cached;
  };
  const job = campaignSendJob({
    campaigns,
    delivery,
    mailer: app.mailer,
    links,
    sender: (workspaceId) => service.sender(workspaceId),
    batchSeconds: env.CAMPAIGN_BATCH_SECONDS,
    log: app.log,
    jobs: app.jobs,
    notifier: app.notifications,
  });
  app.jobs.register(job);
  const libraryRepository = new CampaignLibraryRepository(db);
  const service = new CampaignsService(campaigns, new ResultsRepository(db), {
    mailer: app.mailer,
    scheduler: sendScheduler(app.jobs, job, env.CAMPAIGN_BATCH_SECONDS),
    postalAddress: (workspaceId) => libraryRepository.postalAddress(workspaceId),
  });
  app.mailer.onDelivery((mailId, outcome) => delivery.recordDelivery(mailId, outcome));

  await app.register(trackingRoutes, { delivery, links, sellerLinks: sellerUnsubscribe(db, env) });
  await app.register(campaignLibraryRoutes, { library: new CampaignLibraryService(libraryRepository) });
  await app.register(campaignsRoutes, { campaigns: service, skipQueued: (id) => delivery.skipQueued(id, 'cancelled') });
}
