import type { ClientBilling } from '@proclub/contracts/crm';
import type { FastifyInstance } from 'fastify';
import { WorkspaceTeam } from '../workspaces/workspaces.public';
import { assignmentsRoutes } from './assignments.routes';
import { clientContactsRoutes } from './client-contacts.routes';
import { clientRecordRoutes } from './client-record.routes';
import type { TimelineSource } from './client-timeline.repository';
import { clientsRoutes } from './clients.routes';
import { milestonesRoutes } from './milestones.routes';
import { ProjectThreadsRepository } from './project-threads.repository';
import { projectThreadsRoutes, sellerThreadsRoutes } from './project-threads.routes';
import { ProjectThreadsService } from './project-threads.service';
import { projectsRoutes } from './projects.routes';

/** The CRM: the workspace's /api/crm/* (clients, projects, milestones, threads list; campaigns are modules/campaigns) and shared project threads. */
export async function crmRoutes(
  app: FastifyInstance,
  options: {
    timelineSources?: readonly TimelineSource[];
    /** A client's invoices and lifetime value (the invoices module's, through app.ts: invoices depends on crm). */
    billing?: (workspaceId: string, clientId: string) => Promise<ClientBilling>;
    /** Live client-portal access (portal module, handed in by app.ts): such a person shares the client's threads. */
    portalAccess?: (userId: string, clientId: string) => Promise<boolean>;
  } = {},
) {
  const db = app.database.db;
  const threads = new ProjectThreadsService(
    new ProjectThreadsRepository(db),
    (channel, event) => app.realtime.publish(channel, event),
    new WorkspaceTeam(db),
    { notifier: app.notifications, log: app.log },
    options.portalAccess,
  );
  app.realtime.channels.register('project', (user, id) => threads.canAccess(user, id));

  // Every /api/crm/* route declares its workspace action: the kernel guard (ADR 045) scopes and authorizes it.
  await app.register(clientsRoutes);
  await app.register(clientContactsRoutes);
  await app.register(clientRecordRoutes, { timelineSources: options.timelineSources ?? [], billing: options.billing });
  await app.register(projectsRoutes);
  await app.register(milestonesRoutes);
  await app.register(assignmentsRoutes);
  await app.register(sellerThreadsRoutes, { threads });
  await app.register(projectThreadsRoutes, { threads });
}
