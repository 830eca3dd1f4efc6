import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { crudRoutes } from './crud-routes';

const noteSchema = z.object({ id: z.string(), text: z.string() });
const noteInputSchema = z.object({ text: z.string().min(1) });

/** An app with the notes of one signed-in user ('u1'), or of nobody (401). */
async function notesApp(signedIn = true) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('requireUser', async () => {
    if (!signedIn) throw Object.assign(new Error('Sign in'), { statusCode: 401 });
    return { id: 'u1' } as never;
  });
  const notes = new Map<string, { id: string; text: string; owner: string }>();
  crudRoutes(
    app,
    {
      base: '/api/notes',
      tags: ['notes'],
      item: noteSchema,
      input: noteInputSchema,
      query: z.object({ q: z.string().default('') }),
    },
    {
      list: async (user, query) => [...notes.values()].filter((note) => note.owner === user.id && note.text.includes(query.q)),
      create: async (user, input) => {
        const note = { id: `n${notes.size + 1}`, text: input.text, owner: user.id };
        notes.set(note.id, note);
        return note;
      },
      update: async (_user, id, input) =>
        Object.assign(notes.get(id) ?? { id, owner: '' }, input) as { id: string; text: string },
      remove: async (_user, id) => notes.delete(id),
    },
  );
  await app.ready();
  return app;
}

describe('crudRoutes', () => {
  it('lists (querystring applied), creates (201), updates and deletes (204), answering through the item schema', async () => {
    const app = await notesApp();
    const created = await app.inject({ method: 'POST', url: '/api/notes', payload: { text: 'buy milk' } });
    expect(created.statusCode).toBe(201);
    // The response schema drops what the contract does not have (the owner).
    expect(created.json()).toEqual({ id: 'n1', text: 'buy milk' });
    await app.inject({ method: 'POST', url: '/api/notes', payload: { text: 'call Ann' } });

    const listed = await app.inject({ method: 'GET', url: '/api/notes?q=milk' });
    expect(listed.json()).toEqual([{ id: 'n1', text: 'buy milk' }]);

    const updated = await app.inject({ method: 'PUT', url: '/api/notes/n1', payload: { text: 'buy oat milk' } });
    expect(updated.json()).toEqual({ id: 'n1', text: 'buy oat milk' });

    const deleted = await app.inject({ method: 'DELETE', url: '/api/notes/n2' });
    expect(deleted.statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: '/api/notes' })).json()).toEqual([{ id: 'n1', text: 'buy oat milk' }]);
    await app.close();
  });

  it('validates bodies and ids, registers only the handlers given, and needs a user', async () => {
    const app = await notesApp();
    expect((await app.inject({ method: 'POST', url: '/api/notes', payload: { text: '' } })).statusCode).toBe(400);
    expect((await app.inject({ method: 'DELETE', url: `/api/notes/${'x'.repeat(65)}` })).statusCode).toBe(400);
    // No get handler: no GET /:id route.
    expect((await app.inject({ method: 'GET', url: '/api/notes/n1' })).statusCode).toBe(404);
    await app.close();

    const anonymous = await notesApp(false);
    expect((await anonymous.inject({ method: 'GET', url: '/api/notes' })).statusCode).toBe(401);
    await anonymous.close();
  });
});
