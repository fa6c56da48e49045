// After an unanswered confirmation call (docs/desk.md, "The call queue"): when to call again, by the
// country's retry plan (the country table's `retryPlan`), so the team reaches people at different times
// of day — half an hour later, two hours later, in the afternoon, the next day at another hour — within
// the call hours, weekends and holidays, on the country's own clock. Zod-free: the desk and the server
// compute the same.
import { callAtLocalTime, callDayNumber, nextCallableAt } from './call-hours.ts';
import type { CountryCode } from './countries.ts';
import { COUNTRY_TERMS } from './country-terms.ts';

export type RetryDecision = { kind: 'retry'; at: number } | { kind: 'giveUp' };

/**
 * What follows the `missed`-th unanswered call (1 for the first) made at `now` on a lead opened at
 * `openedAt`: the next call's time, or giving up (the plan's last call, or a retry after the plan's
 * last call day, counting the days the team phones from the day of the order).
 */
export function afterNoAnswer(country: CountryCode, missed: number, now: number, openedAt: number): RetryDecision {
  const plan = COUNTRY_TERMS[country].retryPlan;
  if (missed >= plan.maxCalls) return { kind: 'giveUp' };
  const step = plan.steps[Math.min(missed, plan.steps.length) - 1]!;
  const at =
    'after' in step
      ? nextCallableAt(country, now + step.after * 60_000)
      : callAtLocalTime(country, now, step.at, step.laterDay);
  // Days the team phones, so a holiday weekend does not use up the shopper's chances.
  return callDayNumber(country, openedAt, at) > plan.maxDays ? { kind: 'giveUp' } : { kind: 'retry', at };
}
