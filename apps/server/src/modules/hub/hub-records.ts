import { hubListQuerySchema } from '@proclub/contracts/hub';
import type { z } from 'zod';
import { type PagedRecordService, pagedRecordRoutes, type ZodApp } from '../../lib/crud-routes';

/** A hub resource's create, cursor-paged list, open and delete routes at `base`, tagged hub. */
export function hubRecordRoutes<Item extends z.ZodType, Input extends z.ZodType, Page extends z.ZodType>(
  app: ZodApp,
  base: string,
  schemas: { item: Item; input: Input; list: Page },
  service: PagedRecordService<z.output<Item>, z.output<Input>, z.output<Page>>,
): void {
  pagedRecordRoutes(app, { base, tags: ['hub'], query: hubListQuerySchema, ...schemas }, service);
}
