import type { Invoice, InvoicePage, PublicInvoice, RevenueSummary } from '@proclub/contracts/invoices';
import { CARD_DECLINED_MESSAGE } from '@proclub/contracts/membership';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { emailOutbox, invoiceLedgerEntries } from '../../db/schema/index';
import { signedEvent } from '../../test/fake-stripe';
import { pdfText } from '../../test/pdf-text';
import { ApiClient, describeEachDatabase, type SignedUpUser } from '../../test/test-app';
import { agencyTeam, userWithRole } from '../../test/test-users';

const TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Bakery Owner' };
const DECLINED_CARD = { cardNumber: '4000 0000 0000 0002', expiry: '12/40', cvc: '123', name: 'Bakery Owner' };

const line = (over: Record<string, unknown> = {}) => ({
  description: 'Website care',
  quantity: 1000,
  unitPrice: 19_800,
  taxRate: 0,
  discountRate: 0,
  ...over,
});

describeEachDatabase('invoices: drafts, numbering, sending, paying by card, refunds, credit notes and the ledger', (t) => {
  let team: Awaited<ReturnType<typeof agencyTeam>>;
  let owner: SignedUpUser;
  let clientId: string;
  let clientEmail: string;

  const draft = (over: Record<string, unknown> = {}) => ({
    clientId,
    issueDate: '2026-11-01',
    dueDate: '2026-12-01',
    notes: 'Thank you!',
    lines: [line()],
    ...over,
  });
  const create = async (user = owner, over: Record<string, unknown> = {}) => {
    const response = await user.client.post('/api/invoices', draft(over));
    if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
    return response.json() as Invoice;
  };
  const send = async (id: string, user = owner) => {
    const response = await user.client.post(`/api/invoices/${id}/send`);
    if (response.statusCode !== 200) throw new Error(`send failed: ${response.body}`);
    return response.json() as Invoice;
  };
  const anonymous = () => {
    const client = new ApiClient(t.app);
    client.workspaceId = undefined;
    return client;
  };
  const tokenOf = (invoice: Invoice) => (invoice.payPath ?? '').split('/').at(-1) as string;
  const ledgerSum = async (invoiceId: string, account?: string) => {
    const rows = await t.database.db.select().from(invoiceLedgerEntries).where(eq(invoiceLedgerEntries.invoiceId, invoiceId));
    return rows.filter((row) => !account || row.account === account).reduce((sum, row) => sum + row.amountCents, 0);
  };

  beforeAll(async () => {
    team = await agencyTeam(t.app);
    owner = team.owner;
    clientEmail = `billing-${owner.id.slice(0, 8)}@client.test`;
    const made = await owner.client.post('/api/crm/clients', { name: 'Bakery Co', email: clientEmail, company: 'Bakery' });
    if (made.statusCode !== 201) throw new Error(`client failed: ${made.body}`);
    clientId = (made.json() as { id: string }).id;
  });

  it('computes totals on the server (tax on the discounted line, in minor units) and keeps a draft unnumbered', async () => {
    const invoice = await create(owner, {
      lines: [line({ quantity: 1500, unitPrice: 10_001, taxRate: 825, discountRate: 1000 }), line({ unitPrice: 69_800 })],
    });
    // 1.5 × 100.01 = 150.015 → 150.02; −10 % = 15.00 (15.002 → 15.00); tax 8.25 % of 135.02 = 11.139 → 11.14
    expect(invoice).toMatchObject({ status: 'draft', number: null, subtotal: 15_002 + 69_800, discount: 1500, tax: 1114 });
    expect(invoice.total).toBe(15_002 - 1500 + 1114 + 69_800);
    expect(invoice.allowed).toEqual(['edit', 'delete', 'issue', 'send']);
    expect(invoice.currency).toBe('USD');
  });

  it('refuses bad input with a 400 naming the field and saves nothing', async () => {
    const before = ((await owner.client.get('/api/invoices')).json() as InvoicePage).total;
    const cases: [Record<string, unknown>, string][] = [
      [{ lines: [] }, 'lines'],
      [{ lines: [line({ unitPrice: 0 })] }, 'lines'],
      [{ lines: [line({ unitPrice: -5 })] }, 'lines.0.unitPrice'],
      [{ lines: [line({ quantity: 0 })] }, 'lines.0.quantity'],
      [{ dueDate: '2026-10-01' }, 'dueDate'],
      [{ currency: 'EUR' }, 'currency'],
      [{ clientId: crypto.randomUUID() }, 'clientId'],
    ];
    for (const [over, field] of cases) {
      const response = await owner.client.post('/api/invoices', draft(over));
      expect(response.statusCode, JSON.stringify(over)).toBe(400);
      const fields = (response.json() as { error: { details: { fields: { field: string }[] } } }).error.details.fields;
      expect(fields.map((f) => f.field)).toContain(field);
    }
    expect(((await owner.client.get('/api/invoices')).json() as InvoicePage).total).toBe(before);
  });

  it('numbers issued invoices 1, 2, 3 … per workspace without gaps, even when issued at once', async () => {
    const drafts = await Promise.all(Array.from({ length: 6 }, () => create()));
    const issued = await Promise.all(drafts.map((invoice) => owner.client.post(`/api/invoices/${invoice.id}/issue`)));
    const numbers = issued.map((response) => (response.json() as Invoice).number).sort();
    expect(new Set(numbers).size).toBe(6);
    const settings = (await owner.client.get('/api/invoices/settings')).json() as { nextNumber: number };
    const all = ((await owner.client.get('/api/invoices?pageSize=100')).json() as InvoicePage).items
      .map((item) => item.number)
      .filter((n): n is string => n !== null)
      .map((n) => Number(n.replace('INV-', '')))
      .sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: settings.nextNumber - 1 }, (_, i) => i + 1));
  });

  it('sends in the agency name with a pay link; the client pays with 4242 once (double click) and it is paid', async () => {
    const invoice = await send((await create()).id);
    expect(invoice.status).toBe('open');
    expect(invoice.number).toMatch(/^INV-\d{4}$/);
    const [mail] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, clientEmail));
    expect(mail.subject).toContain(`Invoice ${invoice.number}`);
    expect(mail.html).toContain(`/invoice/${tokenOf(invoice)}`);

    const page = (await anonymous().get(`/api/public/invoices/${tokenOf(invoice)}`)).json() as PublicInvoice;
    expect(page).toMatchObject({ number: invoice.number, amountDue: invoice.total, payment: 'test', status: 'open' });

    const visitor = anonymous();
    const [first, second] = await Promise.all([
      visitor.post(`/api/public/invoices/${tokenOf(invoice)}/pay`, TEST_CARD),
      visitor.post(`/api/public/invoices/${tokenOf(invoice)}/pay`, TEST_CARD),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const paid = (await owner.client.get(`/api/invoices/${invoice.id}`)).json() as Invoice;
    expect(paid).toMatchObject({ status: 'paid', paid: invoice.total, amountDue: 0 });
    expect(paid.adjustments.filter((a) => a.kind === 'payment')).toHaveLength(1);
    expect(await ledgerSum(invoice.id, 'cash')).toBe(invoice.total);
    expect(await ledgerSum(invoice.id, 'receivable')).toBe(0);
    expect(await ledgerSum(invoice.id)).toBe(0);

    // A paid invoice is never edited; paying again is refused.
    const edit = await owner.client.request('PUT', `/api/invoices/${invoice.id}`, { payload: draft() });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.message).toBe('A paid invoice cannot be edited');
    expect((await visitor.post(`/api/public/invoices/${tokenOf(invoice)}/pay`, TEST_CARD)).statusCode).toBe(409);
  });

  it('a declined card moves no money, tells the client, and the invoice can be paid afterwards', async () => {
    const invoice = await send((await create()).id);
    const declined = await anonymous().post(`/api/public/invoices/${tokenOf(invoice)}/pay`, DECLINED_CARD);
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error.message).toBe(CARD_DECLINED_MESSAGE);
    const after = (await owner.client.get(`/api/invoices/${invoice.id}`)).json() as Invoice;
    expect(after.status).toBe('open');
    expect(after.adjustments.map((a) => a.kind)).toEqual(['failed_payment']);
    expect(await ledgerSum(invoice.id, 'cash')).toBe(0);
    const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, clientEmail));
    expect(mails.some((m) => m.subject.includes('was declined'))).toBe(true);
    expect((await anonymous().post(`/api/public/invoices/${tokenOf(invoice)}/pay`, TEST_CARD)).statusCode).toBe(200);
  });

  it('refunds in part and in full, never more than was paid; the ledger follows', async () => {
    const invoice = await send((await create()).id);
    await anonymous().post(`/api/public/invoices/${tokenOf(invoice)}/pay`, TEST_CARD);
    const partial = await owner.client.post(`/api/invoices/${invoice.id}/refunds`, { amount: 5000, reason: 'Late delivery' });
    expect(partial.statusCode).toBe(200);
    expect((partial.json() as Invoice).refunded).toBe(5000);
    const tooMuch = await owner.client.post(`/api/invoices/${invoice.id}/refunds`, { amount: invoice.total });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.details.fields[0].field).toBe('amount');
    const rest = await owner.client.post(`/api/invoices/${invoice.id}/refunds`, { amount: invoice.total - 5000 });
    expect((rest.json() as Invoice).refunded).toBe(invoice.total);
    expect(await ledgerSum(invoice.id, 'cash')).toBe(0);
    expect(await ledgerSum(invoice.id, 'revenue')).toBe(0);
    expect(await ledgerSum(invoice.id)).toBe(0);
  });

  it('a credit note lowers what is owed; crediting the rest makes it paid; void writes the rest off', async () => {
    const invoice = await send((await create()).id);
    const credited = (await owner.client.post(`/api/invoices/${invoice.id}/credit-notes`, { amount: 1000 })).json() as Invoice;
    expect(credited).toMatchObject({ status: 'open', credited: 1000, amountDue: invoice.total - 1000 });
    const page = (await anonymous().get(`/api/public/invoices/${tokenOf(invoice)}`)).json() as PublicInvoice;
    expect(page.amountDue).toBe(invoice.total - 1000);

    const other = await send((await create()).id);
    const voided = (await owner.client.post(`/api/invoices/${other.id}/void`)).json() as Invoice;
    expect(voided).toMatchObject({ status: 'void', amountDue: 0 });
    expect(await ledgerSum(other.id, 'receivable')).toBe(0);
    expect((await anonymous().post(`/api/public/invoices/${tokenOf(other)}/pay`, TEST_CARD)).statusCode).toBe(409);
    expect((await owner.client.post(`/api/invoices/${other.id}/void`)).statusCode).toBe(409);

    const full = (
      await owner.client.post(`/api/invoices/${invoice.id}/credit-notes`, { amount: invoice.total - 1000 })
    ).json() as Invoice;
    expect(full).toMatchObject({ status: 'paid', amountDue: 0 });
  });

  it('only owners and admins manage invoices; members read; another workspace sees nothing', async () => {
    const invoice = await create(team.admin);
    expect((await team.member.client.get(`/api/invoices/${invoice.id}`)).statusCode).toBe(200);
    expect((await team.member.client.post('/api/invoices', draft())).statusCode).toBe(403);
    expect((await team.member.client.post(`/api/invoices/${invoice.id}/send`)).statusCode).toBe(403);
    const stranger = await userWithRole(t.app, 'agency');
    expect((await stranger.client.get(`/api/invoices/${invoice.id}`)).statusCode).toBe(404);
    expect((await stranger.client.post('/api/invoices', draft())).statusCode).toBe(400); // not their client
  });

  it('renders the PDF with the agency brand and a 404 for a bad token', async () => {
    const invoice = await send((await create()).id);
    const pdf = await anonymous().get(`/api/public/invoices/${tokenOf(invoice)}/pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`Invoice ${invoice.number}`);
    expect(text).toContain('Website care');
    expect((await anonymous().get(`/api/public/invoices/${'x'.repeat(43)}`)).statusCode).toBe(404);
  });

  it('the daily job marks past-due invoices overdue; the dashboard counts outstanding, overdue and collected', async () => {
    const late = await send((await create(owner, { issueDate: '2020-01-01', dueDate: '2020-01-15' })).id);
    const job = await t.app.jobs.getSchedule({ name: 'invoices.mark-overdue' });
    expect(job).not.toBeNull();
    await t.app.jobs.runScheduleNow(job?.id as string);
    await expect
      .poll(async () => ((await owner.client.get(`/api/invoices/${late.id}`)).json() as Invoice).status, { timeout: 15_000 })
      .toBe('overdue');
    const revenue = (await owner.client.get('/api/invoices/revenue')).json() as RevenueSummary;
    expect(revenue.overdue).toBeGreaterThanOrEqual(late.total);
    expect(revenue.outstanding).toBeGreaterThanOrEqual(revenue.overdue);
    expect(revenue.collectedThisMonth).toBeGreaterThan(0);
    expect(revenue.months).toHaveLength(12);
  });
  it('webhooks: verified, idempotent, and one payment per intent whichever events announce it', async () => {
    const secret = 'whsec_invoices_test';
    const hooks = await t.buildApp({ STRIPE_WEBHOOK_SECRET: secret });
    const invoice = await send((await create()).id);
    const post = (event: unknown, sign = secret) => {
      const { payload, signature } = signedEvent(event, sign);
      return hooks.inject({
        method: 'POST',
        url: '/api/invoices/webhook',
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      });
    };
    const session = {
      id: 'evt_session_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          payment_status: 'paid',
          payment_intent: 'pi_live_1',
          amount_total: invoice.total,
          metadata: { invoiceId: invoice.id },
        },
      },
    };
    const intent = {
      id: 'evt_intent_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_live_1', amount_received: invoice.total, metadata: { invoiceId: invoice.id } } },
    };
    expect((await post(session, 'whsec_wrong')).statusCode).toBe(400);
    expect((await post(session)).json()).toEqual({ received: true, outcome: 'applied' });
    expect((await post(session)).json()).toEqual({ received: true, outcome: 'duplicate' });
    expect((await post(intent)).json()).toEqual({ received: true, outcome: 'duplicate' });
    const paid = (await owner.client.get(`/api/invoices/${invoice.id}`)).json() as Invoice;
    expect(paid.status).toBe('paid');
    expect(paid.adjustments.filter((a) => a.kind === 'payment')).toHaveLength(1);
    expect(await ledgerSum(invoice.id, 'cash')).toBe(invoice.total);
  });
  it('reminds open invoices N days before and after the due date, per workspace settings, once a day', async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const settings = await owner.client.request('PUT', '/api/invoices/settings', {
      payload: {
        currency: 'USD',
        businessName: 'Bakery Agency',
        reminderDaysBefore: 2,
        reminderDaysAfter: 5,
        remindersEnabled: true,
      },
    });
    expect(settings.statusCode).toBe(200);
    const soon = await send((await create(owner, { issueDate: day(-10), dueDate: day(2) })).id);
    const late = await send((await create(owner, { issueDate: day(-20), dueDate: day(-5) })).id);
    const notYet = await send((await create(owner, { issueDate: day(-1), dueDate: day(9) })).id);
    const schedule = await t.app.jobs.getSchedule({ name: 'invoices.reminders' });
    const run = async () => {
      const id = await t.app.jobs.runScheduleNow(schedule?.id as string);
      await expect
        .poll(async () => (id ? (await t.app.jobs.getJob(id))?.state : 'completed'), { timeout: 15_000 })
        .toBe('completed');
    };
    await run();
    await run();
    const reminders = (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, clientEmail))).filter(
      (mail) => mail.subject.startsWith('Reminder:'),
    );
    expect(reminders.filter((mail) => mail.subject.includes(soon.number as string))).toHaveLength(1);
    expect(reminders.filter((mail) => mail.subject.includes(late.number as string))).toHaveLength(1);
    expect(reminders.some((mail) => mail.subject.includes(notYet.number as string))).toBe(false);
    expect(reminders[0].subject).toContain('Bakery Agency');
    // A member may read the settings but not change them; a currency the workspace does not use is refused.
    expect((await team.member.client.get('/api/invoices/settings')).statusCode).toBe(200);
    const memberPut = await team.member.client.request('PUT', '/api/invoices/settings', {
      payload: { currency: 'EUR', businessName: 'x' },
    });
    expect(memberPut.statusCode).toBe(403);
  });
});
