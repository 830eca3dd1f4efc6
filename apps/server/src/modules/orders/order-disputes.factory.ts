import type { FastifyInstance } from 'fastify';
import type { Env } from '../../config/env';
import { OrderDisputesRepository } from './order-disputes.repository';
import { OrderDisputesService } from './order-disputes.service';
import { appOrderOutlets } from './order-events';
import { queuedProviderRefund } from './order-money.factory';
import { OrdersRepository } from './orders.repository';
import { payoutAfterRelease } from './seller-payouts';

/** The disputes service with the app's outlets: for the parties' routes here and the admin console's (modules/admin). */
export function createOrderDisputes(app: FastifyInstance, env: Env): OrderDisputesService {
  const db = app.database.db;
  return new OrderDisputesService(
    new OrderDisputesRepository(db),
    new OrdersRepository(db),
    appOrderOutlets(app, env),
    queuedProviderRefund(app, env),
    payoutAfterRelease(app, env),
    app.storage,
  );
}
