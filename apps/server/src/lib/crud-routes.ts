import { z } from 'zod';

/**
 * The `:id` of an item route (`/api/…/:id`, `/api/…/:id/<action>`): at most 64 characters, so an over-long id is
 * refused with 400 naming the field before any handler runs.
 *
 * Routes are declared one by one with their literal path in their module's `*.routes.ts`, never built from a
 * base path, so searching the code for a path finds its route (routes-declared.test.ts holds every OpenAPI path
 * to that).
 */
export const idParams = z.object({ id: z.string().max(64) });
