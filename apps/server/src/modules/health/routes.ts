// The load balancer's checks. GET /healthz (liveness): the process and its database answer. GET
// /readyz (readiness): the same, and Redis too when REDIS_URL is set — a process that lost Redis
// still serves, but its catalog changes and batch progress no longer reach the other processes, so a
// balancer that checks /readyz takes it out until Redis answers again (docs/operations.md).
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import type { Cluster } from '../../cluster/index.ts';

export function healthRoutes(app: FastifyInstance, db: Kysely<Database>, cluster: Pick<Cluster, 'redisState'>): void {
  const databaseAnswers = async (): Promise<boolean> => {
    try {
      await sql`select 1`.execute(db);
      return true;
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return false;
    }
  };
  app.get('/healthz', async (_req, reply) =>
    (await databaseAnswers()) ? { status: 'ok' } : reply.code(503).send({ status: 'error' }),
  );
  app.get('/readyz', async (_req, reply) => {
    const [database, redis] = await Promise.all([databaseAnswers(), cluster.redisState()]);
    const ready = database && redis !== 'down';
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ok' : 'error', database: database ? 'ok' : 'down', redis });
  });
}
