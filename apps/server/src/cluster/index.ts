// What the server processes share besides the database: events (catalog changes, batch progress)
// and job leases. Redis when REDIS_URL is set; otherwise events stay in the process and leases
// live in the database (docs/operations.md §6 says what that means for several processes).
import type { Kysely } from 'kysely';
import type { ProgressChannel } from '@zdravo/rpc/server';
import type { Database } from '../db/schema/index.ts';
import { LocalEvents, type ShopEvents } from './events.ts';
import { Jobs, type JobLog } from './jobs.ts';
import { DatabaseLeases, RedisLeases } from './leases.ts';
import { sharedProgress } from './progress.ts';
import { openRedis } from './redis.ts';

export type { ShopEvents } from './events.ts';
export type { Jobs, RunningJob } from './jobs.ts';

export interface Cluster {
  events: ShopEvents;
  jobs: Jobs;
  progress: ProgressChannel;
  /** Redis's state for the readiness check: 'not used' without REDIS_URL. */
  redisState(): Promise<'ok' | 'down' | 'not used'>;
  close(): Promise<void>;
}

export interface ClusterOptions {
  redisUrl: string | undefined;
  redisPrefix: string;
}

export async function openCluster(options: ClusterOptions, db: Kysely<Database>, log: JobLog): Promise<Cluster> {
  if (!options.redisUrl) {
    const events = new LocalEvents();
    return {
      events,
      jobs: new Jobs(new DatabaseLeases(db), log),
      progress: await sharedProgress(events),
      redisState: async () => 'not used',
      close: () => events.close(),
    };
  }
  const redis = await openRedis(options.redisUrl, options.redisPrefix, log);
  return {
    events: redis.events,
    jobs: new Jobs(new RedisLeases(redis.command, redis.prefix), log),
    progress: await sharedProgress(redis.events),
    redisState: async () => ((await redis.answers()) ? 'ok' : 'down'),
    close: () => redis.close(),
  };
}

/**
 * Events alone, for short-lived processes that only announce (the operator CLI). A Redis that does
 * not answer is not worth refusing an operator's change for: the servers' version poll still
 * carries it, so this falls back to in-process events and says so.
 */
export async function openEvents(
  options: ClusterOptions,
  log: JobLog,
): Promise<{ events: ShopEvents; close(): Promise<void> }> {
  if (options.redisUrl) {
    try {
      const redis = await openRedis(options.redisUrl, options.redisPrefix, { warn: () => undefined, error: log.error });
      return { events: redis.events, close: () => redis.close() };
    } catch (error) {
      log.warn(
        { err: error instanceof Error ? error.message : String(error) },
        'Redis did not answer; running servers see changes at their next version check (2 s)',
      );
    }
  }
  const events = new LocalEvents();
  return { events, close: () => events.close() };
}
