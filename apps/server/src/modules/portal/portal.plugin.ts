import type { FastifyInstance } from 'fastify';
import type { Env } from '../../config/env';
import { agencyBrand } from '../branding/branding.public';
import { PortalRepository } from './portal.repository';
import { portalAgencyRoutes, portalClientRoutes } from './portal.routes';
import { PortalService } from './portal.service';
import { portalInvitationMessage } from './portal-mails';

/** The client portal (issue 33, ADR 050): the agency's invitations and access, and the client's /api/portal/*. */
export async function portalPlugin(app: FastifyInstance, options: { env: Env }) {
  const db = app.database.db;
  const portal = new PortalService({
    db,
    portal: new PortalRepository(db),
    storage: app.storage,
    notifier: app.notifications,
    publish: (channel, event) => app.realtime.publish(channel, event),
    sendInvitation: async (mail) => {
      await app.mailer.send(await portalInvitationMessage(options.env, mail));
    },
    recordEvent: (event) => app.recordDomainEvent(event),
    brandOf: (workspaceId) => agencyBrand(db, workspaceId),
    log: app.log,
  });
  await app.register(portalAgencyRoutes, { portal });
  await app.register(portalClientRoutes, { portal });
}
