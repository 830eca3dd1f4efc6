import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A small Stripe-compatible HTTP server for the few endpoints ProClub calls (customers.create,
 * checkout.sessions.create, subscriptions.retrieve / update; Connect: accounts.create / retrieve,
 * accountLinks.create, transfers.create, paymentIntents.retrieve; agency billing: Checkout in payment mode and
 * paymentIntents.create for saved cards, both optionally destination charges with an application fee), reached by the real SDK through its
 * host/port/protocol options. It keeps state like Stripe does and builds the events Stripe would send,
 * which tests sign and post to the webhook.
 */

export interface FakeRequest {
  method: string;
  path: string;
  body: Record<string, unknown>;
  idempotencyKey?: string;
}

interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  items: {
    object: 'list';
    data: { id: string; object: 'subscription_item'; price: { id: string }; quantity: number; current_period_end: number }[];
  };
}

const id = (prefix: string) => `${prefix}_fake_${crypto.randomBytes(6).toString('hex')}`;

/** Parses Stripe's form encoding (a[b][0][c]=v) into nested objects and arrays. */
export function parseStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> | unknown[] = root;
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      const key = Array.isArray(node) ? Number(part) : part;
      const container = node as Record<string | number, unknown>;
      if (last) container[key] = value;
      else {
        if (container[key] === undefined) container[key] = /^\d+$/.test(parts[index + 1]) ? [] : {};
        node = container[key] as Record<string, unknown>;
      }
    });
  }
  return root;
}

export class FakeStripe {
  readonly requests: FakeRequest[] = [];
  readonly customers = new Map<string, Record<string, unknown>>();
  readonly sessions = new Map<string, Record<string, unknown>>();
  readonly subscriptions = new Map<string, FakeSubscription>();
  /** Connect (ADR 031): Express accounts, and transfers by idempotency key (a replayed key answers the first). */
  readonly accounts = new Map<string, Record<string, unknown>>();
  readonly transfers = new Map<string, Record<string, unknown>>();
  private readonly transfersByKey = new Map<string, Record<string, unknown>>();
  /** Off-session PaymentIntents (agency billing), by id; a replayed idempotency key answers the first. */
  readonly paymentIntents = new Map<string, Record<string, unknown>>();
  private readonly intentsByKey = new Map<string, Record<string, unknown>>();
  /** Application fees (ADR 055) collected from destination charges that succeeded, by id (fee_…). */
  readonly applicationFees = new Map<string, Record<string, unknown>>();
  /** Saved payment methods whose charges are declined, like Stripe's pm_card_chargeDeclined. */
  readonly declinedPaymentMethods = new Set(['pm_card_chargeDeclined']);
  /** Answer the next N API calls with this HTTP status (an outage). */
  failNext: { status: number; count: number } | null = null;
  private clock = Math.floor(Date.now() / 1000);

  private constructor(
    private readonly server: http.Server,
    readonly secretKey: string,
    readonly knownPrices: Set<string>,
  ) {}

  static async start(options: { secretKey: string; prices: string[] }): Promise<FakeStripe> {
    let fake: FakeStripe | null = null;
    const server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => fake?.handle(request, body, response));
    });
    fake = new FakeStripe(server, options.secretKey, new Set(options.prices));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  get url(): string {
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  calls(method: string, pathPrefix: string): FakeRequest[] {
    return this.requests.filter((request) => request.method === method && request.path.startsWith(pathPrefix));
  }

  private send(response: http.ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
    response.end(JSON.stringify(body));
  }

  private error(response: http.ServerResponse, status: number, message: string, param?: string) {
    this.send(response, status, { error: { type: 'invalid_request_error', message, ...(param ? { param } : {}) } });
  }

  private handle(request: http.IncomingMessage, raw: string, response: http.ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake');
    const body = parseStripeForm(raw);
    const key = request.headers['idempotency-key'];
    this.requests.push({ method: request.method ?? 'GET', path: url.pathname, body, idempotencyKey: key as string | undefined });

    if (request.headers.authorization !== `Bearer ${this.secretKey}`)
      return this.send(response, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    if (this.failNext && this.failNext.count > 0) {
      this.failNext.count -= 1;
      return this.send(response, this.failNext.status, { error: { type: 'api_error', message: 'Fake outage' } });
    }

    if (request.method === 'POST' && url.pathname === '/v1/customers') {
      const customer = { id: id('cus'), object: 'customer', email: body.email, name: body.name, metadata: body.metadata ?? {} };
      this.customers.set(customer.id, customer);
      return this.send(response, 200, customer);
    }

    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions' && body.mode === 'payment')
      return this.paymentCheckout(body, response);
    if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const previous = typeof key === 'string' ? this.intentsByKey.get(key) : undefined;
      if (previous) return this.send(response, 200, previous);
      return this.createPaymentIntent(body, response, key as string | undefined);
    }

    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      if (body.mode !== 'subscription') return this.error(response, 400, 'Only subscription or payment mode here', 'mode');
      const items = (body.line_items as { price: string; quantity: string }[] | undefined) ?? [];
      if (items.length === 0) return this.error(response, 400, 'line_items is required', 'line_items');
      const unknown = items.findIndex((item) => !this.knownPrices.has(item.price));
      if (unknown >= 0)
        return this.error(response, 400, `No such price: '${items[unknown].price}'`, `line_items[${unknown}][price]`);
      if (typeof body.customer === 'string' && !this.customers.has(body.customer))
        return this.error(response, 400, `No such customer: '${body.customer}'`, 'customer');
      const sessionId = id('cs');
      const session = {
        id: sessionId,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'open',
        url: `https://checkout.stripe.test/c/pay/${sessionId}`,
        customer: body.customer ?? null,
        client_reference_id: body.client_reference_id ?? null,
        metadata: body.metadata ?? {},
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        line_items: items,
        subscription_data: body.subscription_data ?? {},
        subscription: null as string | null,
        expires_at: this.clock + 86_400,
      };
      this.sessions.set(sessionId, session);
      return this.send(response, 200, session);
    }

    if (request.method === 'POST' && url.pathname === '/v1/accounts') {
      const account = {
        id: id('acct'),
        object: 'account',
        type: body.type,
        email: body.email ?? null,
        metadata: body.metadata ?? {},
        payouts_enabled: false,
        charges_enabled: false,
        details_submitted: false,
      };
      this.accounts.set(account.id, account);
      return this.send(response, 200, account);
    }
    const accountMatch = /^\/v1\/accounts\/([^/]+)$/.exec(url.pathname);
    if (accountMatch && request.method === 'GET') {
      const account = this.accounts.get(accountMatch[1]);
      if (!account) return this.error(response, 404, `No such account: '${accountMatch[1]}'`, 'account');
      return this.send(response, 200, account);
    }
    if (request.method === 'POST' && url.pathname === '/v1/account_links') {
      const account = typeof body.account === 'string' ? this.accounts.get(body.account) : undefined;
      if (!account) return this.error(response, 400, `No such account: '${String(body.account)}'`, 'account');
      if (body.type !== 'account_onboarding') return this.error(response, 400, 'Only account_onboarding here', 'type');
      return this.send(response, 200, {
        object: 'account_link',
        url: `https://connect.stripe.test/setup/e/${account.id}/${id('link')}`,
        created: this.clock,
        expires_at: this.clock + 300,
      });
    }
    if (request.method === 'POST' && url.pathname === '/v1/transfers') {
      const previous = typeof key === 'string' ? this.transfersByKey.get(key) : undefined;
      if (previous) return this.send(response, 200, previous);
      const destination = typeof body.destination === 'string' ? this.accounts.get(body.destination) : undefined;
      if (!destination) return this.error(response, 400, `No such destination: '${String(body.destination)}'`, 'destination');
      if (!destination.payouts_enabled)
        return this.error(response, 400, 'The destination account needs the transfers capability enabled', 'destination');
      const transfer = {
        id: id('tr'),
        object: 'transfer',
        amount: Number(body.amount),
        currency: body.currency,
        destination: destination.id,
        transfer_group: body.transfer_group ?? null,
        source_transaction: body.source_transaction ?? null,
        metadata: body.metadata ?? {},
      };
      this.transfers.set(transfer.id, transfer);
      if (typeof key === 'string') this.transfersByKey.set(key, transfer);
      return this.send(response, 200, transfer);
    }
    if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      // Like Stripe: the application fee is given back only when asked, and only where the transfer is reversed.
      if (body.refund_application_fee === 'true' && body.reverse_transfer !== 'true')
        return this.error(
          response,
          400,
          'refund_application_fee needs reverse_transfer on a destination charge',
          'refund_application_fee',
        );
      return this.send(response, 200, {
        id: id('re'),
        object: 'refund',
        amount: Number(body.amount),
        payment_intent: body.payment_intent,
        reverse_transfer: body.reverse_transfer === 'true',
        refund_application_fee: body.refund_application_fee === 'true',
        status: 'succeeded',
      });
    }
    const intentMatch = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (intentMatch && request.method === 'GET')
      return this.send(response, 200, {
        id: intentMatch[1],
        object: 'payment_intent',
        status: 'succeeded',
        latest_charge: `ch_for_${intentMatch[1]}`,
      });

    if (request.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
      if (typeof body.customer !== 'string' || !this.customers.has(body.customer))
        return this.error(response, 400, `No such customer: '${String(body.customer)}'`, 'customer');
      const portalId = id('bps');
      return this.send(response, 200, {
        id: portalId,
        object: 'billing_portal.session',
        customer: body.customer,
        return_url: body.return_url ?? null,
        url: `https://billing.stripe.test/p/session/${portalId}`,
      });
    }

    const subscriptionMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
    if (subscriptionMatch) {
      const subscription = this.subscriptions.get(subscriptionMatch[1]);
      if (!subscription) return this.error(response, 404, `No such subscription: '${subscriptionMatch[1]}'`, 'id');
      if (request.method === 'GET') return this.send(response, 200, subscription);
      if (request.method === 'POST') {
        this.updateSubscription(subscription, body);
        return this.send(response, 200, subscription);
      }
    }
    this.error(response, 404, `Unrecognized request URL (${request.method}: ${url.pathname})`);
  }

  /** A destination charge's account must exist and be able to receive money (payouts enabled here). */
  private destinationProblem(data: Record<string, unknown> | undefined, param: string): string | null {
    const destination = (data?.transfer_data as { destination?: unknown } | undefined)?.destination;
    if (destination === undefined) return null;
    const account = typeof destination === 'string' ? this.accounts.get(destination) : undefined;
    if (!account) return `No such destination: '${String(destination)}' (${param})`;
    if (!account.payouts_enabled) return `The destination account needs the transfers capability enabled (${param})`;
    if (data?.on_behalf_of !== undefined && data.on_behalf_of !== destination)
      return `on_behalf_of must be the destination account (${param})`;
    return null;
  }

  /**
   * Stripe's rules for application_fee_amount (ADR 055): a whole amount from 0 to the charge, only on a charge to a
   * connected account (here a destination charge).
   */
  private applicationFeeProblem(data: Record<string, unknown> | undefined, amount: number): string | null {
    if (data?.application_fee_amount === undefined) return null;
    const fee = Number(data.application_fee_amount);
    if (!Number.isInteger(fee) || fee < 0) return 'Invalid integer: application_fee_amount';
    if (fee > amount) return 'application_fee_amount cannot be greater than the amount';
    if ((data.transfer_data as { destination?: unknown } | undefined)?.destination === undefined)
      return 'Can only apply an application_fee_amount when the PaymentIntent is attempting a direct payment or a destination payment (transfer_data[destination])';
    return null;
  }

  private collectFee(intent: Record<string, unknown>) {
    const fee = Number(intent.application_fee_amount ?? 0);
    if (!(fee > 0)) return;
    const feeId = id('fee');
    this.applicationFees.set(feeId, {
      id: feeId,
      object: 'application_fee',
      amount: fee,
      amount_refunded: 0,
      account: (intent.transfer_data as { destination?: string } | null)?.destination ?? null,
      charge: intent.latest_charge ?? null,
      originating_transaction: intent.id,
    });
  }

  private paymentCheckout(body: Record<string, unknown>, response: http.ServerResponse) {
    const items = (body.line_items as { quantity: string; price_data?: { unit_amount?: string } }[] | undefined) ?? [];
    if (items.length === 0 || !items.every((item) => Number(item.price_data?.unit_amount) > 0))
      return this.error(response, 400, 'line_items with price_data[unit_amount] are required', 'line_items');
    const intentData = body.payment_intent_data as Record<string, unknown> | undefined;
    const problem = this.destinationProblem(intentData, 'payment_intent_data[transfer_data][destination]');
    if (problem) return this.error(response, 400, problem, 'payment_intent_data[transfer_data][destination]');
    const total = items.reduce((sum, item) => sum + Number(item.quantity ?? 1) * Number(item.price_data?.unit_amount), 0);
    const feeProblem = this.applicationFeeProblem(intentData, total);
    if (feeProblem) return this.error(response, 400, feeProblem, 'payment_intent_data[application_fee_amount]');
    const sessionId = id('cs');
    const session = {
      id: sessionId,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      url: `https://checkout.stripe.test/c/pay/${sessionId}`,
      customer_email: body.customer_email ?? null,
      metadata: body.metadata ?? {},
      line_items: items,
      payment_intent_data: intentData ?? {},
      success_url: body.success_url,
      cancel_url: body.cancel_url,
      expires_at: this.clock + 86_400,
    };
    this.sessions.set(sessionId, session);
    return this.send(response, 200, session);
  }

  /** An off-session charge of a saved card: succeeds, or a card_error (402) for a declined payment method. */
  private createPaymentIntent(body: Record<string, unknown>, response: http.ServerResponse, key: string | undefined) {
    if (!(Number(body.amount) > 0)) return this.error(response, 400, 'amount must be a positive integer', 'amount');
    if (typeof body.customer !== 'string' || !this.customers.has(body.customer))
      return this.error(response, 400, `No such customer: '${String(body.customer)}'`, 'customer');
    if (typeof body.payment_method !== 'string') return this.error(response, 400, 'payment_method is required', 'payment_method');
    const problem = this.destinationProblem(body, 'transfer_data[destination]');
    if (problem) return this.error(response, 400, problem, 'transfer_data[destination]');
    const feeProblem = this.applicationFeeProblem(body, Number(body.amount));
    if (feeProblem) return this.error(response, 400, feeProblem, 'application_fee_amount');
    const intent: Record<string, unknown> = {
      id: id('pi'),
      object: 'payment_intent',
      amount: Number(body.amount),
      currency: body.currency,
      customer: body.customer,
      payment_method: body.payment_method,
      off_session: body.off_session === 'true',
      transfer_data: body.transfer_data ?? null,
      on_behalf_of: body.on_behalf_of ?? null,
      application_fee_amount: body.application_fee_amount === undefined ? null : Number(body.application_fee_amount),
      metadata: body.metadata ?? {},
    };
    if (this.declinedPaymentMethods.has(body.payment_method)) {
      intent.status = 'requires_payment_method';
      this.paymentIntents.set(intent.id as string, intent);
      return this.send(response, 402, {
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
          payment_intent: intent,
        },
      });
    }
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.latest_charge = id('ch');
    this.paymentIntents.set(intent.id as string, intent);
    this.collectFee(intent);
    if (key) this.intentsByKey.set(key, intent);
    return this.send(response, 200, intent);
  }

  private updateSubscription(subscription: FakeSubscription, body: Record<string, unknown>) {
    if (body.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = body.cancel_at_period_end === 'true';
    if (body.metadata) subscription.metadata = { ...subscription.metadata, ...(body.metadata as Record<string, string>) };
    const items = (body.items as { id?: string; price?: string; deleted?: string }[] | undefined) ?? [];
    const periodEnd = subscription.items.data[0]?.current_period_end ?? this.clock + 30 * 86_400;
    for (const item of items) {
      if (item.id && item.deleted === 'true')
        subscription.items.data = subscription.items.data.filter((row) => row.id !== item.id);
      else if (item.price)
        subscription.items.data.push({
          id: id('si'),
          object: 'subscription_item',
          price: { id: item.price },
          quantity: 1,
          current_period_end: periodEnd,
        });
    }
  }

  /** The customer pays a session: Stripe creates the subscription; returns the two events it would send. */
  completeCheckout(sessionId: string) {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    const periodEnd = this.clock + 30 * 86_400;
    const subscription: FakeSubscription = {
      id: id('sub'),
      object: 'subscription',
      customer: session.customer as string,
      status: 'active',
      cancel_at_period_end: false,
      metadata: ((session.subscription_data as { metadata?: Record<string, string> }).metadata ?? {}) as Record<string, string>,
      items: {
        object: 'list',
        data: (session.line_items as { price: string }[]).map((item) => ({
          id: id('si'),
          object: 'subscription_item',
          price: { id: item.price },
          quantity: 1,
          current_period_end: periodEnd,
        })),
      },
    };
    this.subscriptions.set(subscription.id, subscription);
    Object.assign(session, { status: 'complete', subscription: subscription.id });
    return {
      subscription,
      checkoutCompleted: this.event('checkout.session.completed', session),
      subscriptionCreated: this.event('customer.subscription.created', subscription),
    };
  }

  /** An event carrying the current state of a subscription (what Stripe sends after an update). */
  subscriptionEvent(type: string, subscriptionId: string) {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
    return this.event(type, structuredClone(subscription));
  }

  /**
   * The subscription's invoice was paid: the `invoice.paid` event in the current API's shape (subscription under
   * parent.subscription_details, prices under pricing.price_details; charge not expanded), and `charge.succeeded`.
   */
  invoicePaid(subscriptionId: string, card = { brand: 'visa', last4: '4242' }) {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
    const invoiceId = id('in');
    const end = subscription.items.data[0]?.current_period_end ?? this.clock + 30 * 86_400;
    const start = end - 30 * 86_400;
    const amount = subscription.items.data.length * 1000;
    const invoice = {
      id: invoiceId,
      object: 'invoice',
      customer: subscription.customer,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
      amount_paid: amount,
      currency: 'usd',
      billing_reason: 'subscription_create',
      created: this.clock,
      status_transitions: { paid_at: this.clock },
      lines: {
        object: 'list',
        data: subscription.items.data.map((item) => ({
          id: id('il'),
          object: 'line_item',
          period: { start, end },
          pricing: { type: 'price_details', price_details: { price: item.price.id } },
        })),
      },
    };
    const charge = {
      id: id('ch'),
      object: 'charge',
      customer: subscription.customer,
      invoice: invoiceId,
      amount,
      payment_method_details: { type: 'card', card },
    };
    return {
      invoice,
      invoicePaid: this.event('invoice.paid', invoice),
      paymentSucceeded: this.event('invoice.payment_succeeded', invoice),
      chargeSucceeded: this.event('charge.succeeded', charge),
    };
  }

  /** The seller finished onboarding and Stripe verified them: returns the `account.updated` event it sends. */
  enableAccount(accountId: string) {
    const account = this.accounts.get(accountId);
    if (!account) throw new Error(`no account ${accountId}`);
    Object.assign(account, { payouts_enabled: true, charges_enabled: true, details_submitted: true });
    return this.event('account.updated', account);
  }

  /** Events get strictly increasing `created` seconds, like time passing between them. */
  event(type: string, object: unknown, created = ++this.clock) {
    return { id: id('evt'), object: 'event', type, created, livemode: false, data: { object: structuredClone(object) } };
  }
}

/** A body and Stripe-Signature header as Stripe would send them (the SDK's own test helper signs). */
export function signedEvent(event: unknown, secret: string, timestamp?: number): { payload: string; signature: string } {
  const payload = JSON.stringify(event);
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }) };
}
