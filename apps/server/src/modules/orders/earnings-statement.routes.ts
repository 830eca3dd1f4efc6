import { earningsStatementSchema, statementQuerySchema } from '@proclub/contracts/orders';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { defineJob } from '../../lib/jobs/index';
import { earningsStatement, previousMonth, statementCsv, statementMail, statementPdf } from './earnings-statement';
import { EarningsStatementRepository } from './earnings-statement.repository';

/** How long a seller's monthly mail is deduplicated (a rerun of the monthly job the same day mails nobody twice). */
const MAIL_DEDUP_SECONDS = 7 * 24 * 60 * 60;

/**
 * The seller's monthly earnings statement (JSON, CSV, PDF) for a chosen month, and the monthly job that mails each
 * seller with money moving last month a link to theirs (one mail job per seller, on the job engine).
 */
export async function earningsStatementRoutes(instance: FastifyInstance, options: { appUrl: string }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const repository = new EarningsStatementRepository(app.database.db);
  const tags = ['orders'];

  /** The seller workspace's statement (its owner's: billing), named after the seller, else the person asking. */
  const statementOf = async (request: FastifyRequest, month: string) => {
    const { id: workspaceId } = await request.workspace();
    const user = await request.requireUser();
    const seller = await repository.seller(workspaceId);
    return earningsStatement(repository, workspaceId, month, seller?.name ?? user.name);
  };

  const mailJob = defineJob<{ sellerId: string; month: string }>({
    name: 'orders.statement-mail',
    title: 'Mail a seller their monthly earnings statement',
    handler: async ({ sellerId, month }) => {
      const seller = await repository.seller(sellerId);
      if (!seller) return { mailed: false };
      const statement = await earningsStatement(repository, sellerId, month, seller.name);
      if (statement.orders.length === 0) return { mailed: false };
      await app.mailer.send(await statementMail(statement, seller.email, options.appUrl));
      return { mailed: true };
    },
  });
  const monthlyJob = defineJob<{ month?: string }>({
    name: 'orders.monthly-statements',
    title: 'Monthly earnings statements to sellers',
    handler: async (payload) => {
      const month = payload.month ?? previousMonth(new Date());
      const [year, index] = month.split('-').map(Number);
      const sellers = await repository.sellersWithMovements(
        new Date(Date.UTC(year, index - 1, 1)),
        new Date(Date.UTC(year, index, 1)),
      );
      for (const sellerId of sellers)
        await app.jobs.enqueue(
          mailJob,
          { sellerId, month },
          { singletonKey: `statement-${sellerId}-${month}`, singletonSeconds: MAIL_DEDUP_SECONDS, ownerId: sellerId },
        );
      return { month, sellers: sellers.length };
    },
  });
  app.jobs.register(mailJob);
  app.jobs.register(monthlyJob);
  await app.jobs.schedule(monthlyJob, { timing: { cron: '0 7 1 * *' }, payload: {} });

  app.get(
    '/api/orders/statement',
    {
      config: { workspace: 'billing' },
      schema: { tags, querystring: statementQuerySchema, response: { 200: earningsStatementSchema } },
    },
    async (request) => statementOf(request, request.query.month),
  );

  const statementRoute = { config: { workspace: 'billing' as const }, schema: { tags, querystring: statementQuerySchema } };
  app.get('/api/orders/statement.csv', statementRoute, async (request, reply) => {
    const statement = await statementOf(request, request.query.month);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="earnings-${statement.month}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(statementCsv(statement));
  });

  app.get('/api/orders/statement.pdf', statementRoute, async (request, reply) => {
    const statement = await statementOf(request, request.query.month);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="earnings-${statement.month}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(await statementPdf(statement));
  });
}
