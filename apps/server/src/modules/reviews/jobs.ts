// The reviews' periodic work: removing photos never attached to a review (after 24 hours) and
// queueing review requests for delivered orders. Both run about every REVIEW_JOBS_EVERY_MS in one
// process at a time (the cluster's job lease); each pass is also safe if two ever overlap (a delete by
// age; a request claimed per order by a conditional update).
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.ts';
import type { ContextDeps } from '../../context.ts';
import type { RunningJob } from '../../cluster/index.ts';
import type { Database } from '../../db/schema/index.ts';
import { removeUnattachedImages } from './images.ts';
import { queueReviewRequests } from './request.ts';

const REVIEW_JOBS_EVERY_MS = 10 * 60_000;

/** One pass of both jobs. */
async function runReviewJobs(
  db: Kysely<Database>,
  config: AppConfig,
  now = new Date(),
): Promise<{ removedImages: number; requests: number }> {
  const removedImages = await removeUnattachedImages(db, now.getTime());
  const requests = await queueReviewRequests(db, config, now);
  return { removedImages, requests };
}

export function reviewJobs(app: FastifyInstance, deps: ContextDeps, clock: () => Date): void {
  let job: RunningJob | null = null;
  app.addHook('onReady', async () => {
    job = deps.cluster.jobs.every('reviews', { everyMs: REVIEW_JOBS_EVERY_MS }, async () => {
      const done = await runReviewJobs(deps.db, deps.config, clock());
      if (done.removedImages + done.requests > 0) app.log.info(done, 'review jobs');
    });
  });
  app.addHook('preClose', async () => job?.stop());
}
