import type { ClientBilling, TimelinePage } from '@proclub/contracts/crm';
import type { Invoice } from '@proclub/contracts/invoices';
import { beforeAll, expect, it } from 'vitest';
import { recordedEvents } from '../../test/domain-events';
import { ApiClient, describeEachDatabase, type SignedUpUser } from '../../test/test-app';
import { agencyTeam, userWithRole } from '../../test/test-users';

const TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Bakery Owner' };
const line = (unitPrice: number) => ({ description: 'Website care', quantity: 1000, unitPrice, taxRate: 0, discountRate: 0 });

describeEachDatabase("a client's record: its invoices, lifetime value and invoice events (issue 34)", (t) => {
  let team: Awaited<ReturnType<typeof agencyTeam>>;
  let owner: SignedUpUser;
  let clientId: string;
  let otherClientId: string;

  const invoice = async (client: string, unitPrice: number) => {
    const made = await owner.client.post('/api/invoices', {
      clientId: client,
      issueDate: '2026-11-01',
      dueDate: '2026-12-01',
      lines: [line(unitPrice)],
    });
    if (made.statusCode !== 201) throw new Error(`create failed: ${made.body}`);
    return made.json() as Invoice;
  };
  const send = async (id: string) => (await owner.client.post(`/api/invoices/${id}/send`)).json() as Invoice;
  const billing = (as: SignedUpUser, id = clientId) => as.client.get(`/api/crm/clients/${id}/billing`);

  beforeAll(async () => {
    team = await agencyTeam(t.app);
    owner = team.owner;
    const made = async (name: string) =>
      (
        (
          await owner.client.post('/api/crm/clients', {
            name,
            email: `${name.toLowerCase()}-${owner.id.slice(0, 6)}@client.test`,
          })
        ).json() as { id: string }
      ).id;
    clientId = await made('Bakery');
    otherClientId = await made('Florist');
  });

  it('shows nothing billed for a new client', async () => {
    const response = await billing(owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ totals: [], invoiceCount: 0, invoices: [] });
  });

  it('sums what was collected (less refunds) as lifetime value and what is owed, with the latest invoices', async () => {
    const paid = await send((await invoice(clientId, 50_000)).id);
    const open = await send((await invoice(clientId, 12_000)).id);
    await invoice(clientId, 999); // a draft: listed, owes nothing
    await send((await invoice(otherClientId, 70_000)).id); // another client's
    const token = (paid.payPath ?? '').split('/').at(-1) as string;
    const visitor = new ApiClient(t.app);
    visitor.workspaceId = undefined;
    expect((await visitor.post(`/api/public/invoices/${token}/pay`, TEST_CARD)).statusCode).toBe(200);
    // Automations hear "invoice paid" once, after the payment committed (issue 35).
    const paidEvents = await recordedEvents(t.database.db, 'invoice.paid', { subjectId: paid.id });
    expect(paidEvents.map((event) => event.clientId)).toEqual([clientId]);
    const refunded = await owner.client.post(`/api/invoices/${paid.id}/refunds`, { amount: 5_000, reason: 'Goodwill' });
    expect(refunded.statusCode, refunded.body).toBe(200);

    const summary = (await billing(team.member)).json() as ClientBilling;
    expect(summary.totals).toEqual([{ currency: 'USD', lifetimeValue: 45_000, outstanding: 12_000 }]);
    expect(summary.invoiceCount).toBe(3);
    expect(summary.invoices.map((row) => row.status)).toEqual(['draft', 'open', 'paid']);
    expect(summary.invoices[1]).toMatchObject({ id: open.id, number: expect.stringMatching(/^INV-\d{4}$/), total: 12_000 });

    const timeline = (await owner.client.get(`/api/crm/clients/${clientId}/timeline?kind=invoice`)).json() as TimelinePage;
    expect(timeline.items.map((event) => event.action).sort()).toEqual(['paid', 'sent', 'sent']);
    expect(timeline.items.every((event) => event.link.startsWith('/invoices/'))).toBe(true);
  });

  it("answers 404 for another workspace's client", async () => {
    const outsider = await userWithRole(t.app, 'agency');
    expect((await billing(outsider)).statusCode).toBe(404);
    expect((await billing(owner, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
