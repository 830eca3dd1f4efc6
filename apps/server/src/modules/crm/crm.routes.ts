import type { FastifyInstance } from 'fastify';
import { profileLookup } from '../profiles/profiles.public';
import { clientRecordRoutes } from './client-record.routes';
import type { TimelineSource } from './client-timeline.repository';
import { clientsRoutes } from './clients.routes';
import { requireCrmSeller } from './crm-access';
import { milestonesRoutes } from './milestones.routes';
import { ProjectThreadsRepository } from './project-threads.repository';
import { projectThreadsRoutes, sellerThreadsRoutes } from './project-threads.routes';
import { ProjectThreadsService } from './project-threads.service';
import { projectsRoutes } from './projects.routes';

/** The CRM: seller-only /api/crm/* (clients, projects, milestones, threads list; campaigns are modules/campaigns) and shared project threads. */
export async function crmRoutes(app: FastifyInstance, options: { timelineSources?: readonly TimelineSource[] } = {}) {
  const db = app.database.db;
  const threads = new ProjectThreadsService(new ProjectThreadsRepository(db), (channel, event) =>
    app.realtime.publish(channel, event),
  );
  app.realtime.channels.register('project', (user, id) => threads.canAccess(user, id));

  await app.register(async (seller) => {
    seller.addHook('onRequest', requireCrmSeller(profileLookup(db)));
    await seller.register(clientsRoutes);
    await seller.register(clientRecordRoutes, { timelineSources: options.timelineSources ?? [] });
    await seller.register(projectsRoutes);
    await seller.register(milestonesRoutes);
    await seller.register(sellerThreadsRoutes, { threads });
  });
  await app.register(projectThreadsRoutes, { threads });
}
