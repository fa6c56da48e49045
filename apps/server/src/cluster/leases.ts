// Leases: a named, expiring claim that at most one holder has at a time. Periodic jobs take one
// before they run, so with several server processes each job runs in one of them at a time.
// In Redis when REDIS_URL is set (SET NX PX), in the database otherwise (a row per lease, taken
// over only once expired), so N processes on one PostgreSQL coordinate without Redis too.
// A holder that dies keeps its lease until it expires; then another process takes over.
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { Database } from '../db/schema/index.ts';

export interface LeaseStore {
  /** Takes lease `name` for `ttlMs` unless someone holds it; answers whether `token` got it. */
  acquire(name: string, token: string, ttlMs: number): Promise<boolean>;
  /** Gives the lease back early, if `token` still holds it. */
  release(name: string, token: string): Promise<void>;
}

export class DatabaseLeases implements LeaseStore {
  constructor(private readonly db: Kysely<Database>) {}

  async acquire(name: string, token: string, ttlMs: number): Promise<boolean> {
    const now = new Date();
    const expiresAt = new Date(now.getTime() + ttlMs).toISOString();
    // One statement: insert the lease, or take over an expired one; a live lease is left alone and
    // the statement returns no row. Both dialects run the upsert atomically.
    const row = await this.db
      .insertInto('job_leases')
      .values({ name, holder: token, expires_at: expiresAt })
      .onConflict((oc) =>
        oc
          .column('name')
          .doUpdateSet({ holder: token, expires_at: expiresAt })
          .where('job_leases.expires_at', '<=', now.toISOString()),
      )
      .returning('holder')
      .executeTakeFirst();
    return row?.holder === token;
  }

  async release(name: string, token: string): Promise<void> {
    await this.db.deleteFrom('job_leases').where('name', '=', name).where('holder', '=', token).execute();
  }
}

// Delete only our own lease: between our check and the delete nobody else may sneak in, hence Lua.
const RELEASE_SCRIPT =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

export class RedisLeases implements LeaseStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private key(name: string): string {
    return `${this.prefix}lease:${name}`;
  }

  async acquire(name: string, token: string, ttlMs: number): Promise<boolean> {
    return (await this.redis.set(this.key(name), token, 'PX', ttlMs, 'NX')) === 'OK';
  }

  async release(name: string, token: string): Promise<void> {
    await this.redis.eval(RELEASE_SCRIPT, 1, this.key(name), token);
  }
}
