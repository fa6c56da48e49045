// Three days in two countries, every order in a known state, for the tests that check the numbers
// against figures worked out by hand (numbers.test.ts, e2e/desk-numbers.spec.ts). Day 1 and day 3 have
// HR and BA orders, day 2 HR only. Times are the shop's local hours; a lead is due an hour after its
// order. Agent A and agent B make the calls.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import { addDays, type CallOutcome } from '@zdravo/contract/desk';
import { fixtureAgents, fixtureUser, insertFixtureOrders, localAt, type FixtureOrder } from './testing.ts';

function handFixture(day1: string, a: number, b: number): FixtureOrder[] {
  const [d1, d2, d3] = [day1, addDays(day1, 1), addDays(day1, 2)];
  const at = localAt;
  type Call = [staffId: number, minutesAfterOrder: number, outcome: CallOutcome];
  const order = (
    country: 'HR' | 'BA',
    day: string,
    hour: number,
    total: number,
    path: FixtureOrder['path'],
    calls: Call[],
    addedMinor = 0,
  ): FixtureOrder => ({
    country,
    placedAt: at(day, hour),
    status: path.at(-1) ?? 'received',
    totalMinor: total,
    path,
    dueAt: at(day, hour + 1),
    calls: calls.map(([staffId, minutes, outcome]) => ({ staffId, outcome, at: at(day, hour + minutes / 60) })),
    addedMinor,
  });
  // [agent, minutes after the order, outcome]
  return [
    // HR, day 1: delivered (called after 30 min, +10,00 € on the call), refused (called late, 90 min), cancelled on the call (20 min).
    order('HR', d1, 9, 5000, ['confirmed', 'shipped', 'delivered'], [[a, 30, 'confirmed']], 1000),
    order('HR', d1, 9.25, 4000, ['confirmed', 'shipped', 'refused'], [[a, 90, 'confirmed']]),
    order('HR', d1, 11, 3000, ['cancelled'], [[b, 20, 'cancelled']]),
    // HR, day 2: shipped (45 min), delivered then returned (no answer at 35 min, confirmed at 120).
    order('HR', d2, 10, 6000, ['confirmed', 'shipped'], [[b, 45, 'confirmed']]),
    order(
      'HR',
      d2,
      12,
      7000,
      ['confirmed', 'shipped', 'delivered', 'returned'],
      [
        [a, 35, 'noAnswer'],
        [a, 120, 'confirmed'],
      ],
    ),
    // HR, day 3: still waiting, never called; confirmed (20 min) then withdrawn.
    order('HR', d3, 10, 2000, [], []),
    order('HR', d3, 10.5, 2500, ['confirmed', 'withdrawn'], [[b, 20, 'confirmed']]),
    // BA, day 1: delivered (15 min, +20,00 KM on the call), confirmed late (85 min).
    order('BA', d1, 9, 10000, ['confirmed', 'shipped', 'delivered'], [[a, 15, 'confirmed']], 2000),
    order('BA', d1, 15, 8000, ['confirmed'], [[b, 85, 'confirmed']]),
    // BA, day 3: a wrong number, cancelled (40 min).
    order('BA', d3, 9, 5000, ['cancelled'], [[a, 40, 'wrongNumber']]),
  ];
}

/** Writes the hand fixture from `day1` with its two agents and a quiz funnel on day 1; answers the agents' ids. */
export async function seedHandFixture(db: Kysely<Database>, day1: string): Promise<{ agentA: number; agentB: number }> {
  const [agentA, agentB] = (await fixtureAgents(db, ['Ana Agentić', 'Boris Agentović'])) as [number, number];
  await insertFixtureOrders(db, await fixtureUser(db), handFixture(day1, agentA, agentB));
  const quiz = [
    ['started', 0, 10],
    ['question', 1, 8],
    ['question', 2, 6],
    ['emailStep', 0, 4],
    ['phoneStep', 0, 3],
    ['result', 0, 3],
    ['offerOpened', 0, 2],
  ] as const;
  await db
    .insertInto('quiz_funnel')
    .values(quiz.map(([event, step, count]) => ({ day: day1, goal: 1, event, step, count })))
    .execute();
  return { agentA, agentB };
}
