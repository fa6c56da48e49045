import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';

/** GET /healthz: 200 when the process and its database answer, 503 otherwise. */
export function healthRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  app.get('/healthz', async (_req, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ok' };
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'error' });
    }
  });
}
