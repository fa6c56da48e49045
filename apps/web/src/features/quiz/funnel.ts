// Which funnel event a step is, and reporting each at most once per run (run.reported). The report
// is sent outside React's state updaters, which may run twice. Here and not in api.ts: the questions
// report from the screen's first load, the contact steps' calls come with those steps (decision 040).
import { useEffect } from 'react';
import type { QuizFunnelEvent, QuizSetId } from '@zdravo/contract';
import { rpc } from '../../lib/rpc.ts';
import type { QuizRun } from './run.ts';

/** One funnel event: the set, what happened, the question number — nothing about the person. */
function reportFunnel(goal: QuizSetId, event: QuizFunnelEvent, step?: number): void {
  void rpc.call(
    'quiz.track',
    step === undefined ? { Goal: goal, Event: event } : { Goal: goal, Event: event, Step: step },
  );
}

type Update = (change: (run: QuizRun) => QuizRun) => void;

function eventOfStep(step: number, questions: number): [QuizFunnelEvent, number | undefined] | null {
  if (step >= 1 && step <= questions) return ['question', step];
  if (step === questions + 1) return ['emailStep', undefined];
  if (step === questions + 2) return ['phoneStep', undefined];
  if (step === -1) return ['result', undefined];
  return null;
}

const keyOf = (event: QuizFunnelEvent, step?: number): string => (step === undefined ? event : `${event}:${step}`);

/** Reports `event` unless this run did already, and marks it reported. */
export function reportOnce(run: QuizRun, update: Update, event: QuizFunnelEvent, step?: number): void {
  const key = keyOf(event, step);
  if (run.goal === null || run.reported.includes(key)) return;
  reportFunnel(run.goal, event, step);
  update((r) => (r.reported.includes(key) ? r : { ...r, reported: [...r.reported, key] }));
}

/** Reports the step the shopper has reached (once per run and step). */
export function useStepFunnel(run: QuizRun, questions: number, update: Update): void {
  useEffect(() => {
    const event = eventOfStep(run.step, questions);
    if (event) reportOnce(run, update, event[0], event[1]);
  }, [run, questions, update]);
}
