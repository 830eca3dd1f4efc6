import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { itemAction, itemActionRoutes } from './item-actions';

const offerSchema = z.object({ id: z.string(), status: z.string() });

/** An app with offer actions for a signed-in user ('u1', verified or not), or for nobody (401). */
async function offersApp(user: { verified: boolean } | null) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const signIn = (needsVerified: boolean) => async () => {
    if (!user) throw Object.assign(new Error('Sign in'), { statusCode: 401 });
    if (needsVerified && !user.verified) throw Object.assign(new Error('Verify your email'), { statusCode: 403 });
    return { id: 'u1' } as never;
  };
  app.decorateRequest('requireUser', signIn(false));
  app.decorateRequest('requireVerifiedUser', signIn(true));
  const calls: string[] = [];
  itemActionRoutes(app, '/api/offers', ['offers'], {
    decline: itemAction(offerSchema, async (by, id) => {
      calls.push(`decline ${id} by ${by.id}`);
      return { id, status: 'declined', secret: 'not in the contract' } as z.output<typeof offerSchema>;
    }),
    accept: itemAction(offerSchema, async (_by, id) => ({ id, status: 'accepted' }), { created: true }),
    send: itemAction(offerSchema, async (_by, id) => ({ id, status: 'sent' }), { verified: true }),
  });
  await app.ready();
  return { app, calls };
}

describe('itemActionRoutes', () => {
  it('registers POST <base>/:id/<action>, answering through the response schema (201 for an action that creates)', async () => {
    const { app, calls } = await offersApp({ verified: true });
    const id = randomUUID();
    const declined = await app.inject({ method: 'POST', url: `/api/offers/${id}/decline` });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toEqual({ id, status: 'declined' });
    expect(calls).toEqual([`decline ${id} by u1`]);
    const accepted = await app.inject({ method: 'POST', url: `/api/offers/${id}/accept` });
    expect(accepted.statusCode).toBe(201);
    expect((await app.inject({ method: 'POST', url: `/api/offers/${id}/unknown` })).statusCode).toBe(404);
  });

  it('asks for a signed-in user (and a verified one where the action says so) before running anything', async () => {
    const nobody = await offersApp(null);
    expect((await nobody.app.inject({ method: 'POST', url: `/api/offers/${randomUUID()}/decline` })).statusCode).toBe(401);
    const unverified = await offersApp({ verified: false });
    expect((await unverified.app.inject({ method: 'POST', url: `/api/offers/${randomUUID()}/send` })).statusCode).toBe(403);
    expect((await unverified.app.inject({ method: 'POST', url: `/api/offers/${randomUUID()}/decline` })).statusCode).toBe(200);
    expect([...nobody.calls, ...unverified.calls]).toHaveLength(1);
  });

  it('refuses an over-long id with 400 naming the field, before the action runs', async () => {
    const { app, calls } = await offersApp({ verified: true });
    const response = await app.inject({ method: 'POST', url: `/api/offers/${'x'.repeat(65)}/decline` });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('id');
    expect(calls).toEqual([]);
  });
});
