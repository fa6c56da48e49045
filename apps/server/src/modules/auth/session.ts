// Session resolution. The accounts issue fills this in (DESIGN.md §5); until then nobody is logged in.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';

export interface SessionUser {
  id: number;
  sessionId: number;
}

export async function resolveSession(_db: Kysely<Database>, _req: FastifyRequest): Promise<SessionUser | null> {
  return null;
}
