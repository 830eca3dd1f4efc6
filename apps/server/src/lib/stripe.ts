import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import { AppError } from './app-error';

/** The official SDK, pointed at api.stripe.com or (STRIPE_API_BASE) any Stripe-compatible server. */
export function stripeClient(secretKey: string, apiBase: string | undefined): Stripe {
  const base = apiBase ? new URL(apiBase) : null;
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

/**
 * Runs one SDK call; any failure becomes one clear 502 for the browser and the details go to the log
 * (`withError` also logs the error itself).
 */
export async function callStripe<T>(log: FastifyBaseLogger, what: string, run: () => Promise<T>, withError = false): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const failure = error as { type?: string; statusCode?: number; requestId?: string };
    const details = { what, type: failure.type, statusCode: failure.statusCode, requestId: failure.requestId };
    log.error(withError ? { ...details, err: error } : details, 'Stripe call failed');
    throw new AppError('payment_provider_error', 502, 'The payment provider could not complete the request. Please try again.');
  }
}
