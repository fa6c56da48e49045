// The quiz's anonymous funnel: per UTC day, question set, event and step, one count. The browser
// reports each event once per quiz run (quiz.track); nothing about the person is ever received.
import { sql, type Kysely } from 'kysely';
import { QUIZ_FUNNEL_EVENTS, QUIZ_SET_IDS, type QuizFunnelEvent, type QuizSetId } from '@zdravo/contract';
import type { Database } from '../../db/schema/index.ts';
import type { Limit } from '../../platform/rate-limit.ts';

/** A run reports at most ~17 events; a few hundred an hour is many shoppers behind one address, not a flood. */
export const QUIZ_TRACK_LIMIT: Limit = { max: 300, windowMs: 60 * 60_000 };
export const quizTrackLimitKey = (ip: string): string => `quiz-track:ip:${ip}`;

export async function countFunnelEvent(
  db: Kysely<Database>,
  goal: QuizSetId,
  event: QuizFunnelEvent,
  step = 0,
  now = new Date(),
): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  // One atomic upsert: concurrent runs never lose a count (the same statement on both databases).
  await db
    .insertInto('quiz_funnel')
    .values({ day, goal, event, step, count: 1 })
    .onConflict((oc) => oc.columns(['day', 'goal', 'event', 'step']).doUpdateSet({ count: sql`quiz_funnel.count + 1` }))
    .execute();
}

export interface FunnelRow {
  goal: QuizSetId;
  started: number;
  /** Runs that reached question n, at index n - 1. */
  questions: number[];
  emailStep: number;
  phoneStep: number;
  emailLeft: number;
  phoneLeft: number;
  result: number;
  offerOpened: number;
}

/** The counts of the last `days` UTC days (today included), one row per question set. */
export async function funnelSince(db: Kysely<Database>, days: number, now = new Date()): Promise<FunnelRow[]> {
  const from = new Date(now.getTime() - (days - 1) * 24 * 60 * 60_000).toISOString().slice(0, 10);
  return funnelBetween(db, from, now.toISOString().slice(0, 10));
}

/** The counts of the UTC days from `from` to `to` ("2026-11-01"), inclusive, one row per question set. */
export async function funnelBetween(db: Kysely<Database>, from: string, to: string): Promise<FunnelRow[]> {
  const rows = await db
    .selectFrom('quiz_funnel')
    .select(['goal', 'event', 'step', (eb) => eb.fn.sum<number | string>('count').as('total')])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy(['goal', 'event', 'step'])
    .execute();
  return QUIZ_SET_IDS.map((goal) => {
    const of = (event: QuizFunnelEvent, step = 0) =>
      Number(rows.find((r) => r.goal === goal && r.event === event && r.step === step)?.total ?? 0);
    const lastQuestion = Math.max(
      0,
      ...rows.filter((r) => r.goal === goal && r.event === 'question').map((r) => r.step),
    );
    const counts = Object.fromEntries(QUIZ_FUNNEL_EVENTS.map((e) => [e, of(e)])) as Record<QuizFunnelEvent, number>;
    return {
      goal,
      started: counts.started,
      questions: Array.from({ length: lastQuestion }, (_, i) => of('question', i + 1)),
      emailStep: counts.emailStep,
      phoneStep: counts.phoneStep,
      emailLeft: counts.emailLeft,
      phoneLeft: counts.phoneLeft,
      result: counts.result,
      offerOpened: counts.offerOpened,
    };
  });
}
