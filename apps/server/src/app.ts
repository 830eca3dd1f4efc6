import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { WorkspaceAction } from '@proclub/contracts/workspaces';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Env } from './config/env';
import { createLogger } from './config/logger';
import type { Database, Db } from './db/client';
import { BatchQueue } from './lib/batch-queue';
import { jobsPlugin } from './lib/jobs/index';
import { SIGNED_LINK_MAX_LENGTH } from './lib/signed-link';
import { publicOrigin, trustedOrigins } from './lib/trusted-origins';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { fileServiceAppeal, type ServiceAppeal } from './modules/admin/admin.public';
import { adminRoutes } from './modules/admin/admin.routes';
import { analysisRoutes } from './modules/analysis/analysis.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { devBypassRoutes } from './modules/auth/dev-bypass.routes';
import { brandLogoPng, type DomainVerifier, workspaceOfHost } from './modules/branding/branding.public';
import { brandingPlugin } from './modules/branding/branding.routes';
import { campaignsPlugin } from './modules/campaigns/campaigns.plugin';
import { campaignsTimelineSource } from './modules/campaigns/campaigns.public';
import { touchClientsActivity } from './modules/crm/crm.public';
import { crmRoutes } from './modules/crm/crm.routes';
import { healthRoutes } from './modules/health/health.routes';
import { hubTimelineSource } from './modules/hub/hub.public';
import { hubRoutes } from './modules/hub/hub.routes';
import { invoicesPlugin } from './modules/invoices/invoices.plugin';
import {
  clientBillingSummary,
  invoicePayment,
  invoicesTimelineSource,
  issueProposalSetupInvoice,
  startSubscriptionFromProposal,
} from './modules/invoices/invoices.public';
import { jobSchedulesRoutes } from './modules/job-schedules/job-schedules.routes';
import { membershipRoutes } from './modules/membership/membership.routes';
import type { Clock } from './modules/messaging/messaging.clock';
import { messagingRoutes } from './modules/messaging/messaging.routes';
import { notificationsPlugin } from './modules/notifications/notifications.public';
import { connectedPayoutAccount, ordersTimelineSource } from './modules/orders/orders.public';
import { ordersRoutes } from './modules/orders/orders.routes';
import { hasPortalAccess, portalPlugin } from './modules/portal/portal.public';
import { automationRulesOn } from './modules/products/products.public';
import { productsRoutes } from './modules/products/products.routes';
import { profilesRoutes } from './modules/profiles/profiles.routes';
import { proposalsTimelineSource } from './modules/proposals/proposals.public';
import { proposalsRoutes, publicProposalsRoutes } from './modules/proposals/proposals.routes';
import { searchRoutes } from './modules/search/search.routes';
import { servicesRoutes } from './modules/services/services.routes';
import { tasksPlugin } from './modules/tasks/tasks.plugin';
import { createTask, tasksTimelineSource } from './modules/tasks/tasks.public';
import { createWorkflowEngine, workflowsPlugin } from './modules/workflows/workflows.public';
import { workspacesPlugin } from './modules/workspaces/workspaces.plugin';
import { ensurePersonalWorkspace, membersWhoMay } from './modules/workspaces/workspaces.public';
import { type Auth, authPlugin, createAuth } from './plugins/auth';
import { controlCharactersPlugin } from './plugins/control-characters';
import { dbPlugin } from './plugins/db';
import { errorHandlerPlugin } from './plugins/error-handler';
import { mailerPlugin } from './plugins/mailer/mailer.plugin';
import { metricsPlugin } from './plugins/observability/metrics';
import { proxyHeaderWarningPlugin } from './plugins/observability/proxy-header-warning';
import { requestIdFor, requestIdPlugin } from './plugins/observability/request-id';
import type { EventBus } from './plugins/realtime/event-bus';
import { createEventBus, realtimePlugin } from './plugins/realtime/realtime.plugin';
import { requestOriginGuardPlugin } from './plugins/request-origin-guard';
import { routeTablePlugin } from './plugins/route-table';
import { securityHeadersPlugin } from './plugins/security-headers';
import { type FileStorage, storagePlugin } from './plugins/storage';
import { storageFromEnv } from './plugins/storage-from-env';
import { webAppPlugin } from './plugins/web-app';

export interface BuildAppOptions {
  env: Env;
  database: Database;
  storage?: FileStorage;
  auth?: Auth;
  /** Realtime fan-out; defaults to LISTEN/NOTIFY on PostgreSQL and in-process on PGlite. */
  bus?: EventBus;
  logger?: boolean;
  /** Time source for age-based rules (typing indicators); tests pass a fake clock. */
  clock?: Clock;
  /** Where JSON logs go instead of stdout (tests read refusals from it). */
  logStream?: NodeJS.WritableStream;
  /** The process's logger (server.ts shares it with better-auth); default: one made from env. */
  log?: Logger;
  /** How custom portal domains are verified; default from DOMAIN_VERIFIER (ADR 051). */
  domainVerifier?: DomainVerifier;
}

/** Builds the whole app without listening, so tests drive it with app.inject() or a real port. */
export async function buildApp({
  env,
  database,
  storage,
  auth,
  bus,
  clock,
  logger = true,
  logStream,
  log,
  domainVerifier,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // One logger for the process (config/logger.ts): JSON lines for deployments, short lines in a terminal.
    ...(logger ? { loggerInstance: (log ?? createLogger(env, logStream)) as FastifyBaseLogger } : { logger: false }),
    bodyLimit: 1024 * 1024,
    // Fastify answers 414 to a path parameter over 100 characters by default. Signed links carry their data in the
    // path (a seller's unsubscribe link holds the address, up to 254 characters): allow them, still bounded.
    routerOptions: { maxParamLength: SIGNED_LINK_MAX_LENGTH },
    trustProxy: env.TRUST_PROXY as FastifyServerOptions['trustProxy'],
    // Our genReqId reads X-Request-Id itself (validated), so Fastify must not take the header verbatim.
    requestIdHeader: false,
    genReqId: requestIdFor,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(routeTablePlugin);
  await app.register(requestIdPlugin);
  await app.register(proxyHeaderWarningPlugin, { trustProxy: env.TRUST_PROXY });
  await app.register(securityHeadersPlugin, { env });
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024 + 1, files: 5, fields: 40 } });
  await app.register(swagger, {
    openapi: { info: { title: 'ProClub API', version: '0.1.0' } },
    transform: jsonSchemaTransform,
  });
  if (env.API_DOCS) await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(errorHandlerPlugin);
  await app.register(requestOriginGuardPlugin, {
    trustedOrigins: trustedOrigins(env),
    // A page on an agency's verified custom domain may change state on that same host only (ADR 051).
    customHostTrusted: async (host: string) => (await workspaceOfHost(database.db, host)) !== null,
  });
  await app.register(controlCharactersPlugin);
  await app.register(dbPlugin, { database });
  await app.register(storagePlugin, { storage: storage ?? storageFromEnv(env, database) });
  await app.register(authPlugin, {
    auth:
      auth ??
      (await createAuth(database.db, env, app.log as unknown as Logger, {
        customHostTrusted: async (host) => (await workspaceOfHost(database.db, host)) !== null,
      })),
  });
  await app.register(realtimePlugin, {
    bus: bus ?? (await createEventBus(database)),
    trustedOrigins: trustedOrigins(env),
    customHostTrusted: async (host: string) => (await workspaceOfHost(database.db, host)) !== null,
  });

  await app.register(metricsPlugin, { token: env.METRICS_TOKEN });
  await app.register(jobsPlugin, { env });
  await app.register(mailerPlugin, { env });
  // better-auth's mails (reset, verification, change of email) go through the mailer from here on.
  app.auth.mailRelay.attach(app.mailer);

  // Before the modules that call app.notifications.notify from their events.
  // Seller news reaches the workspace's people whose role may act on it (ADR 045; orders, offers, disputes).
  await app.register(notificationsPlugin, {
    env,
    teamOf: (workspaceId: string, action: WorkspaceAction, tx: Db) => membersWhoMay(tx, workspaceId, action),
  });

  // Workflows (issue 35, ADR 052): the modules that own a fact report it through app.recordDomainEvent; the
  // workflows module records it once and enrols the workflows that listen. The "create a task" step's port.
  const workflows = createWorkflowEngine(app, env, {
    createTask: (db, input) => createTask(db, input),
  });
  // Every fact about a client moves its "last activity" (the CRM list's filter) forward (issue 38); facts reported
  // together (a burst of events) share one update.
  const clientActivity = new BatchQueue<{ workspaceId: string; clientId: string; at?: Date }, void>(
    async (touches) => {
      await touchClientsActivity(database.db, touches);
      return touches.map(() => undefined);
    },
    { maxBatch: 500, maxInFlight: 2 },
  );
  app.decorate('recordDomainEvent', async (event) => {
    await workflows.record(event);
    if (event.clientId)
      await clientActivity
        .run({ workspaceId: event.workspaceId, clientId: event.clientId, at: event.occurredAt })
        .catch((error: unknown) => app.log.error({ err: error }, 'moving a client’s last activity failed'));
  });

  // Before the seller modules: they guard their routes with request.workspace().
  await app.register(workspacesPlugin, { env });
  await app.register(brandingPlugin, { env, verifier: domainVerifier });
  await app.register(healthRoutes);
  await app.register(authRoutes, { env });
  await app.register(profilesRoutes, {
    onSellerSetup: (userId: string, name: string) => ensurePersonalWorkspace(database.db, userId, name),
  });
  await app.register(servicesRoutes, { fileAppeal: (appeal: ServiceAppeal) => fileServiceAppeal(database.db, appeal) });
  await app.register(messagingRoutes, { clock });
  // A client's timeline reads the modules that depend on crm through their public sources (crm cannot import them).
  await app.register(crmRoutes, {
    timelineSources: [
      proposalsTimelineSource(database.db),
      hubTimelineSource(database.db),
      campaignsTimelineSource(database.db),
      ordersTimelineSource(database.db),
      tasksTimelineSource(database.db),
      invoicesTimelineSource(database.db),
    ],
    billing: (workspaceId: string, clientId: string) => clientBillingSummary(database.db, workspaceId, clientId),
    // A client's portal person (issue 33) shares the client's project threads and their live channel.
    portalAccess: (userId: string, clientId: string) => hasPortalAccess(database.db, userId, clientId),
  });
  await app.register(tasksPlugin);
  await app.register(campaignsPlugin, { env });
  await app.register(analysisRoutes, { env });
  // Signing a proposal starts what the agency chose for billing (invoices owns invoices and subscriptions, ADR 051),
  // and its signed PDF carries the workspace's logo (branding).
  const proposalsOptions = {
    env,
    billing: {
      issueSetupInvoice: (input: Parameters<typeof issueProposalSetupInvoice>[1]) =>
        issueProposalSetupInvoice(database.db, input),
      startSubscription: (input: Parameters<typeof startSubscriptionFromProposal>[1]) =>
        startSubscriptionFromProposal(database.db, input),
      payment: (workspaceId: string, invoiceId: string) => invoicePayment(database.db, workspaceId, invoiceId),
    },
    brandLogo: (workspaceId: string) => brandLogoPng(database.db, app.storage, workspaceId),
  };
  await app.register(proposalsRoutes, proposalsOptions);
  await app.register(publicProposalsRoutes, proposalsOptions);
  await app.register(hubRoutes, { env });
  await app.register(membershipRoutes, { env });
  await app.register(ordersRoutes, { env });
  // Agency billing charges cards to the workspace's Connect account (orders keeps those accounts for payouts).
  await app.register(invoicesPlugin, {
    env,
    payoutAccount: (workspaceId: string) => connectedPayoutAccount(database.db, workspaceId),
  });
  await app.register(portalPlugin, { env });
  await app.register(productsRoutes, { env });
  await app.register(jobSchedulesRoutes);
  await app.register(accountsRoutes, { env });
  await app.register(adminRoutes, { env });
  await app.register(searchRoutes);
  // The old automation switches (products) that are on become their ready-made workflows once (ADR 056).
  await app.register(workflowsPlugin, {
    env,
    engine: workflows.engine,
    rulesOn: () => automationRulesOn(database.db),
  });
  if (env.NODE_ENV === 'development') await app.register(devBypassRoutes);

  await app.register(webAppPlugin, { distDir: env.webDistDir, origin: (request) => publicOrigin(env, request) });
  return app;
}
