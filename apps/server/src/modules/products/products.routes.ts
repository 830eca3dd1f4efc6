import type { FastifyInstance } from 'fastify';
import type { Env } from '../../config/env';
import { backlinksRoutes } from './backlinks.routes';
import { catalogueRoutes } from './catalogue.routes';
import { citationsRoutes } from './citations.routes';
import { competitorsRoutes } from './competitors.routes';
import { contentRoutes } from './content.routes';
import { mapBoostPublicRoutes, mapBoostRoutes } from './map-boost/map-boost.routes';
import { postsRoutes } from './posts.routes';
import { rankProviderFromEnv } from './rank-tracker/rank-provider';
import { rankTrackerRoutes } from './rank-tracker/rank-tracker.routes';
import { reviewBoosterRoutes } from './review-booster.routes';

/** Add-on products: /api/products/* (each route declares its workspace action; the kernel guard scopes it) and the public Map Boost pages at /d/{slug}. */
export async function productsRoutes(app: FastifyInstance, { env }: { env: Env }) {
  await app.register(async (seller) => {
    await seller.register(rankTrackerRoutes, { provider: rankProviderFromEnv(env) });
    await seller.register(competitorsRoutes, { env });
    await seller.register(reviewBoosterRoutes, { env });
    await seller.register(postsRoutes);
    await seller.register(contentRoutes);
    await seller.register(citationsRoutes);
    await seller.register(backlinksRoutes);
    await seller.register(catalogueRoutes);
    await seller.register(mapBoostRoutes);
  });
  await app.register(mapBoostPublicRoutes, { env });
}
