// The club's periodic work: the renewal reminders' pass about every CLUB_REMINDERS_EVERY_MS, in one
// process at a time (the cluster's job lease, decision 012). A pass that overlaps another, or repeats
// one, still sends each reminder once (reminders.ts).
import type { FastifyInstance } from 'fastify';
import type { ContextDeps } from '../../context.ts';
import type { RunningJob } from '../../cluster/index.ts';
import { queueClubReminders } from './reminders.ts';

const CLUB_REMINDERS_EVERY_MS = 60 * 60_000;

export function clubJobs(app: FastifyInstance, deps: ContextDeps, clock: () => Date): void {
  let job: RunningJob | null = null;
  app.addHook('onReady', async () => {
    job = deps.cluster.jobs.every('club-reminders', { everyMs: CLUB_REMINDERS_EVERY_MS }, async () => {
      const reminders = await queueClubReminders(deps.db, deps.config, clock());
      if (reminders > 0) app.log.info({ reminders }, 'club renewal reminders queued');
    });
  });
  app.addHook('preClose', async () => job?.stop());
}
