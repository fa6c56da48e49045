// Plain HTTP routes besides /_rpc (the lead & CRM service, geo, images, share pages). Each area adds its
// own; this file and the areas' routes.ts only register routes (the seed and the workers start in app.ts).
import type { FastifyInstance } from 'fastify';
import type { ContextDeps } from '../context.ts';
import { catalogRoutes } from './catalog/index.ts';
import { crmRoutes } from './crm/index.ts';
import { geoRoutes } from './geo/index.ts';
import { reviewRoutes } from './reviews/index.ts';
import { shareRoutes } from './share/index.ts';

export async function shopRoutes(app: FastifyInstance, deps: ContextDeps): Promise<void> {
  await catalogRoutes(app, deps.config.dataDir);
  await geoRoutes(app, deps);
  await crmRoutes(app, deps);
  await shareRoutes(app, deps);
  await reviewRoutes(app, deps);
}
