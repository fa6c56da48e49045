// The reviews' periodic work, as plain functions on a timer: removing photos never attached to a
// review (after 24 hours) and queueing review requests for delivered orders. Each pass is safe to run
// in several processes at once (a delete by age; a request claimed per order by a conditional
// update), so a cross-process lease can wrap them later without changing them.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema/index.ts';
import { removeUnattachedImages } from './images.ts';
import { queueReviewRequests } from './request.ts';

export interface ReviewJobOptions {
  db: Kysely<Database>;
  config: AppConfig;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** Between passes; 10 minutes unless set. */
  everyMs?: number;
}

export interface ReviewJobs {
  start(): void;
  stop(): Promise<void>;
  /** One pass of both jobs. */
  runOnce(now?: Date): Promise<{ removedImages: number; requests: number }>;
}

export function startReviewJobs(options: ReviewJobOptions): ReviewJobs {
  const everyMs = options.everyMs ?? 600_000;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();

  async function runOnce(now = new Date()) {
    const removedImages = await removeUnattachedImages(options.db, now.getTime());
    const requests = await queueReviewRequests(options.db, options.config, now);
    if (removedImages + requests > 0) options.log.info({ removedImages, requests }, 'review jobs');
    return { removedImages, requests };
  }

  function tick(): void {
    running = running.then(() => runOnce()).catch((error: unknown) => options.log.error({ err: error }, 'review jobs failed'));
  }

  return {
    runOnce,
    start() {
      if (timer) return;
      tick();
      timer = setInterval(tick, everyMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
