// What a reload resumes: a stored run is taken only when this code can continue it; anything else
// (old shapes, hand-edited storage, a step past the set) starts afresh instead of breaking the screen.
import { describe, expect, it } from 'vitest';
import { freshRun, parseRun, startRun, type QuizRun } from './run.ts';

const run = (over: Partial<QuizRun> = {}): QuizRun => ({
  ...freshRun(),
  goal: 3,
  step: 4,
  answers: [[0], [1, 2], []],
  ...over,
});

describe('the stored quiz run', () => {
  it('resumes a run as it was stored', () => {
    const stored = run({ healthConsent: true, reported: ['started', 'question:1'] });
    expect(parseRun(JSON.stringify(stored))).toEqual(stored);
    expect(parseRun(JSON.stringify(run({ step: -1 })))?.step).toBe(-1);
  });

  it.each([
    ['nothing', null],
    ['not JSON', '{'],
    ['an unknown set', JSON.stringify(run({ goal: 7 as never }))],
    ['a step past the phone step', JSON.stringify(run({ step: 13 }))],
    ['a question without a goal', JSON.stringify(run({ goal: null, step: 2 }))],
    ['an answer that is no index', JSON.stringify(run({ answers: [['a' as never]] }))],
    ['an answer index past 5 answers', JSON.stringify(run({ answers: [[5]] }))],
    ['no reported list', JSON.stringify({ ...run(), reported: undefined })],
  ])('starts afresh on %s', (_name, raw) => {
    expect(parseRun(raw)).toBeNull();
  });

  it('never takes more than the flags it knows as true', () => {
    const parsed = parseRun(JSON.stringify({ ...run(), healthConsent: 'yes', phoneSent: 1, email: 'x@example.com' }));
    expect(parsed).toMatchObject({ healthConsent: false, phoneSent: false });
    expect(parsed).not.toHaveProperty('email');
  });

  it('a new goal starts a new run; the same goal keeps its answers', () => {
    expect(startRun(run(), 2)).toEqual({ ...freshRun(), goal: 2, step: 1 });
    expect(startRun(run({ step: 0 }), 3)).toEqual(run({ step: 1 }));
  });
});
