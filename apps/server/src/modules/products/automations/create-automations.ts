import type { FastifyInstance } from 'fastify';
import type { Env } from '../../../config/env';
import { PublicBrands } from '../../profiles/profiles.public';
import { ReviewBoosterRepository } from '../review-booster.repository';
import { ReviewRequestMails } from '../review-request-email';
import { AgentRunsRepository } from './agent-runs.repository';
import { AutomationTriggersRepository } from './automation-triggers.repository';
import { Automations } from './automations.service';

/** The automation rules wired to this app's database, mailer and realtime bus (used by routes and scheduled jobs). */
export function createAutomations(app: FastifyInstance, env: Env): Automations {
  const db = app.database.db;
  return new Automations({
    runs: new AgentRunsRepository(db),
    triggers: new AutomationTriggersRepository(db),
    reviews: new ReviewBoosterRepository(db),
    reviewMails: new ReviewRequestMails(db, env),
    brands: new PublicBrands(db),
    mailer: app.mailer,
    publish: (channel, event) => app.realtime.publish(channel, event),
    notifier: app.notifications,
    env,
    log: app.log,
  });
}
