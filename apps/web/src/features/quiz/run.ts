// One quiz run, kept in sessionStorage so a reload resumes where the shopper was (the tab only; it
// is gone with the tab). Name, e-mail and phone are never stored: only the goal, the step, the
// answers (which stay in this browser unless the shopper agrees to send them), the health-consent
// tick, whether a phone was sent, and which funnel events this run reported already.
import { useCallback, useEffect, useState } from 'react';
import { isQuizSetId, QUIZ_MAX_QUESTIONS, type QuizSetId } from '@zdravo/contract';

const QUIZ_STORAGE_KEY = 'quiz';

export interface QuizRun {
  goal: QuizSetId | null;
  /** docs/product.md §4: 0 the start, 1..N the questions, N+1 e-mail, N+2 phone, -1 the result. */
  step: number;
  /** Per question, the indexes of the answers picked. */
  answers: number[][];
  healthConsent: boolean;
  emailSent: boolean;
  phoneSent: boolean;
  /** Funnel events already reported in this run ("question:3"): each counts once. */
  reported: string[];
}

export const freshRun = (): QuizRun => ({
  goal: null,
  step: 0,
  answers: [],
  healthConsent: false,
  emailSent: false,
  phoneSent: false,
  reported: [],
});

const isIndexList = (v: unknown): v is number[] =>
  Array.isArray(v) && v.every((n) => Number.isInteger(n) && n >= 0 && n < 5);

/** What storage holds, if it is a run this code can continue; else null (a fresh start). */
export function parseRun(raw: string | null): QuizRun | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<QuizRun>;
    const goal = v.goal ?? null;
    if (goal !== null && !isQuizSetId(goal)) return null;
    const step = v.step;
    if (!Number.isInteger(step) || (step as number) < -1 || (step as number) > QUIZ_MAX_QUESTIONS + 2) return null;
    if (goal === null && step !== 0) return null;
    if (!Array.isArray(v.answers) || !v.answers.every(isIndexList) || v.answers.length > QUIZ_MAX_QUESTIONS)
      return null;
    if (!Array.isArray(v.reported) || !v.reported.every((r) => typeof r === 'string')) return null;
    return {
      goal,
      step: step as number,
      answers: v.answers,
      healthConsent: v.healthConsent === true,
      emailSent: v.emailSent === true,
      phoneSent: v.phoneSent === true,
      reported: v.reported.slice(0, 40),
    };
  } catch {
    return null;
  }
}

function readRun(): QuizRun | null {
  try {
    return parseRun(window.sessionStorage.getItem(QUIZ_STORAGE_KEY));
  } catch {
    return null;
  }
}

function writeRun(run: QuizRun): void {
  try {
    window.sessionStorage.setItem(QUIZ_STORAGE_KEY, JSON.stringify(run));
  } catch {
    // Not remembered: the quiz still works, a reload starts over.
  }
}

/** A new run of `goal` at its first question; the answers of the same goal are kept (Back to the start and on). */
export function startRun(previous: QuizRun, goal: QuizSetId): QuizRun {
  if (previous.goal === goal) return { ...previous, step: 1 };
  return { ...freshRun(), goal, step: 1 };
}

export function useQuizRun(): [QuizRun, (change: (run: QuizRun) => QuizRun) => void] {
  const [run, setRun] = useState<QuizRun>(() => readRun() ?? freshRun());
  useEffect(() => writeRun(run), [run]);
  const update = useCallback((change: (run: QuizRun) => QuizRun) => setRun(change), []);
  return [run, update];
}
