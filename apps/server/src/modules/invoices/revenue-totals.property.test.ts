import type { Invoice, RevenueSummary } from '@proclub/contracts/invoices';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { ApiClient, describeEachDatabase, type SignedUpUser } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';

const TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Client' };
const DECLINED_CARD = { cardNumber: '4000 0000 0000 0002', expiry: '12/40', cvc: '123', name: 'Client' };

/** What one step of a random sequence does, through the API as an agency and its clients would. */
type Step =
  | { kind: 'issue'; client: number; cents: number; late: boolean }
  | { kind: 'pay'; invoice: number; declined: boolean }
  | { kind: 'refund'; invoice: number; share: number }
  | { kind: 'credit'; invoice: number; share: number }
  | { kind: 'void'; invoice: number }
  | { kind: 'overdue' }
  | { kind: 'rename'; client: number }
  | { kind: 'deleteClient'; client: number };

const share = fc.double({ min: 0.01, max: 1, noNaN: true });
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('issue' as const),
      client: fc.nat(3),
      cents: fc.integer({ min: 1, max: 90_000 }),
      late: fc.boolean(),
    }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('pay' as const), invoice: fc.nat(20), declined: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('refund' as const), invoice: fc.nat(20), share }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('credit' as const), invoice: fc.nat(20), share }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('void' as const), invoice: fc.nat(20) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'overdue' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('rename' as const), client: fc.nat(3) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deleteClient' as const), client: fc.nat(3) }) },
);

/**
 * ADR 055: the revenue dashboard reads running totals kept by triggers. After random sequences of issue, pay (and
 * declined cards), refund, credit, void, overdue, client renames and deletions, every figure it shows equals the
 * straightforward recomputation from invoices and the ledger (the queries the dashboard ran before the totals).
 */
describeEachDatabase('revenue dashboard totals equal a recomputation after random billing sequences', (t) => {
  let owner: SignedUpUser;
  const visitor = () => {
    const client = new ApiClient(t.app);
    client.workspaceId = undefined;
    return client;
  };

  beforeAll(async () => {
    owner = await userWithRole(t.app, 'agency');
  });

  const rows = async <T>(query: ReturnType<typeof sql>) => (await t.database.db.execute(query)) as unknown as { rows: T[] };

  /** The dashboard's figures recomputed from scratch: every invoice and every cash movement of the workspace. */
  const recompute = async (from: string) => {
    const ws = owner.id;
    const months = (
      await rows<{ month: string; collected: string }>(sql`
        select to_char(date_trunc('month', created_at at time zone 'UTC'), 'YYYY-MM') as month, sum(amount_cents) as collected
        from invoice_ledger_entries
        where workspace_id = ${ws} and account = 'cash' and movement in ('payment', 'refund') and created_at >= ${from}::date
        group by 1`)
    ).rows;
    const owed = (
      await rows<{ status: string; owed: string }>(sql`
        select status, sum(total_cents - paid_cents - credited_cents) as owed from invoices
        where workspace_id = ${ws} and status in ('open', 'overdue') group by status`)
    ).rows;
    const clients = (
      await rows<{ clientId: string | null; clientName: string; collected: string }>(sql`
        select client_id as "clientId", max(client_name) as "clientName", sum(paid_cents - refunded_cents) as collected
        from invoices where workspace_id = ${ws} and paid_cents > 0
        group by client_id order by 3 desc, coalesce(client_id::text, '') limit 10`)
    ).rows;
    const owedOf = (status: string) => Number(owed.find((row) => row.status === status)?.owed ?? 0);
    return {
      months: Object.fromEntries(months.map((row) => [row.month, Number(row.collected)])),
      outstanding: owedOf('open') + owedOf('overdue'),
      overdue: owedOf('overdue'),
      clients: clients.map((row) => ({ ...row, collected: Number(row.collected) })),
    };
  };

  it('matches after every sequence', async () => {
    let made = 0;
    const newClient = async () => {
      made += 1;
      const response = await owner.client.post('/api/crm/clients', {
        name: `Client ${made}`,
        email: `c${made}-${owner.id}@client.test`,
      });
      return (response.json() as { id: string }).id;
    };
    const clientIds: string[] = [];
    for (let n = 0; n < 4; n++) clientIds.push(await newClient());
    const invoices: Invoice[] = [];
    let renames = 0;
    let paidSteps = 0;

    const run = async (step: Step) => {
      const invoiceAt = (index: number) => invoices[index % Math.max(1, invoices.length)];
      switch (step.kind) {
        case 'issue': {
          const clientId = clientIds[step.client];
          const made = await owner.client.post('/api/invoices', {
            clientId,
            issueDate: step.late ? '2026-01-01' : '2026-11-01',
            dueDate: step.late ? '2026-01-15' : '2036-12-01',
            lines: [{ description: 'Work', quantity: 1000, unitPrice: step.cents, taxRate: 0, discountRate: 0 }],
          });
          if (made.statusCode !== 201) throw new Error(made.body);
          const sent = await owner.client.post(`/api/invoices/${(made.json() as Invoice).id}/send`);
          invoices.push(sent.json() as Invoice);
          return;
        }
        case 'pay': {
          const invoice = invoiceAt(step.invoice);
          if (!invoice) return;
          const token = (invoice.payPath ?? '').split('/').at(-1);
          const paid = await visitor().post(`/api/public/invoices/${token}/pay`, step.declined ? DECLINED_CARD : TEST_CARD);
          if (paid.statusCode === 200) paidSteps += 1;
          return;
        }
        case 'refund':
        case 'credit': {
          const invoice = invoiceAt(step.invoice);
          if (!invoice) return;
          const now = (await owner.client.get(`/api/invoices/${invoice.id}`)).json() as Invoice;
          const room = step.kind === 'refund' ? now.paid - now.refunded : now.amountDue;
          const amount = Math.max(1, Math.round(room * step.share));
          const path = step.kind === 'refund' ? 'refunds' : 'credit-notes';
          await owner.client.post(`/api/invoices/${invoice.id}/${path}`, { amount });
          return;
        }
        case 'void': {
          const invoice = invoiceAt(step.invoice);
          if (invoice) await owner.client.post(`/api/invoices/${invoice.id}/void`);
          return;
        }
        case 'overdue':
          await owner.client.post('/api/dev/billing-clock', { days: 0 });
          return;
        case 'rename': {
          const clientId = clientIds[step.client];
          renames += 1;
          const renamed = await owner.client.request('PUT', `/api/crm/clients/${clientId}`, {
            payload: { name: `Renamed ${renames}`, email: `renamed${renames}-${owner.id}@client.test` },
          });
          if (renamed.statusCode !== 200) throw new Error(renamed.body);
          return;
        }
        case 'deleteClient': {
          // Its invoices stay, with no client; a new client takes its place in the sequence.
          const deleted = await owner.client.request('DELETE', `/api/crm/clients/${clientIds[step.client]}`);
          if (deleted.statusCode >= 300) throw new Error(deleted.body);
          clientIds[step.client] = await newClient();
          return;
        }
      }
    };

    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 12 }), async (steps) => {
        for (const step of steps) await run(step);
        const shown = (await owner.client.get('/api/invoices/revenue')).json() as RevenueSummary;
        const from = `${shown.months[0].month}-01`;
        const expected = await recompute(from);
        expect(shown.months.map((month) => [month.month, month.collected])).toEqual(
          shown.months.map((month) => [month.month, expected.months[month.month] ?? 0]),
        );
        expect(shown.collectedThisMonth).toBe(expected.months[shown.months.at(-1)?.month ?? ''] ?? 0);
        expect(shown.outstanding).toBe(expected.outstanding);
        expect(shown.overdue).toBe(expected.overdue);
        expect(shown.clients).toEqual(expected.clients);
      }),
      { numRuns: 8, endOnFailure: true },
    );
    // The sequences did move money (the property is not vacuous).
    expect(invoices.length).toBeGreaterThan(0);
    expect(paidSteps).toBeGreaterThan(0);
  });
});
