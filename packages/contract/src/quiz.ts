// The quiz's rules shared by the browser and the server (docs/product.md §2 Quiz, §4 Quiz step index,
// docs/product.md §10 Quiz mapping). The question texts live in messages/quiz-sets.ts.
import type { Text } from './text.ts';

/** The five question sets (docs/product.md §2): 1 hemorrhoids, 2 skin, 3 hair, 4 cellulite, 5 digestion/detox. */
export const QUIZ_SET_IDS = [1, 2, 3, 4, 5] as const;
export type QuizSetId = (typeof QUIZ_SET_IDS)[number];
/** What each set is about (docs/product.md §2), for the operator's commands. */
export const QUIZ_SET_FAMILIES: Readonly<Record<QuizSetId, string>> = {
  1: 'hemorrhoids',
  2: 'skin',
  3: 'hair',
  4: 'cellulite',
  5: 'digestion/detox',
};

export const isQuizSetId = (value: unknown): value is QuizSetId => QUIZ_SET_IDS.includes(value as QuizSetId);

/**
 * The start buttons in the order shown, each by meaning (docs/product.md §10): lose weight → set 5,
 * young and radiant → set 2, hair → set 3, beautify skin → set 4. Set 1 opens with `?goal=1`.
 */
export const QUIZ_START_GOALS: readonly QuizSetId[] = [5, 2, 3, 4];

/**
 * The keyword rule of docs/product.md §4: a set recommends the first top-level product whose name (or slug)
 * contains its keyword, case-insensitively; the first product when none does. The spec's own table
 * gives 4 'digest' and 5 'cellu', the reverse of its set numbering; the keywords follow the sets'
 * meaning and docs/product.md §10 (lose weight → pure-fit).
 */
export const QUIZ_SET_KEYWORDS: Readonly<Record<QuizSetId, string>> = {
  1: 'hemo',
  2: 'beauty',
  3: 'hair',
  4: 'cellu',
  5: 'fit',
};

export function quizProductFor<T extends { Name: string; Slog: string }>(
  offers: readonly T[],
  set: QuizSetId,
): T | undefined {
  const keyword = QUIZ_SET_KEYWORDS[set];
  return (
    offers.find((o) => o.Name.toLowerCase().includes(keyword) || o.Slog.toLowerCase().includes(keyword)) ?? offers[0]
  );
}

/** One question: its text and 3 to 5 answers (docs/product.md §3 "q" and "a"); `single` allows one answer only (the age, an amount, how often, yes or no). */
export interface QuizQuestion {
  q: Text;
  a: readonly Text[];
  single?: boolean;
}

/** An answer that speaks for a product: question and answer, both 0-based, as the run stores them. */
export type QuizSignal = readonly [question: number, answer: number];

/**
 * Per set, the products the answers can lead to, each by its keyword (the spec's rule finds the
 * product) and the answers that speak for it. The first is the set's own product; another wins only
 * with more of its answers ticked (digestion answers under "lose weight" lead to Digest Detox).
 * Question numbers follow messages/quiz-sets.ts (0 is the age, which speaks for nothing).
 */
export const QUIZ_ANSWER_RULES: Readonly<
  Record<QuizSetId, readonly { keyword: string; signals: readonly QuizSignal[] }[]>
> = {
  1: [
    {
      keyword: 'hemo',
      signals: [
        [1, 1],
        [1, 2],
        [1, 3],
        [3, 0],
        [3, 1],
        [3, 2],
        [3, 3],
        [9, 0],
        [9, 1],
        [9, 2],
        [9, 3],
      ],
    },
  ],
  2: [
    {
      keyword: 'beauty',
      signals: [
        [2, 0],
        [2, 1],
        [2, 2],
        [2, 3],
        [9, 0],
        [9, 1],
        [9, 2],
        [9, 3],
      ],
    },
  ],
  3: [
    {
      keyword: 'hair',
      signals: [
        [1, 0],
        [1, 1],
        [1, 2],
        [1, 3],
        [9, 0],
        [9, 1],
        [9, 2],
        [9, 3],
      ],
    },
  ],
  4: [
    {
      keyword: 'cellu',
      signals: [
        [1, 0],
        [1, 1],
        [1, 2],
        [1, 3],
        [2, 1],
        [2, 2],
        [9, 0],
        [9, 1],
        [9, 2],
        [9, 3],
      ],
    },
  ],
  5: [
    {
      keyword: 'fit',
      signals: [
        [1, 0],
        [1, 1],
        [1, 2],
        [1, 3],
        [2, 0],
        [2, 1],
        [2, 2],
      ],
    },
    {
      keyword: 'digest',
      signals: [
        [2, 3],
        [4, 1],
        [4, 2],
        [5, 1],
        [5, 2],
        [5, 3],
      ],
    },
  ],
};

export interface QuizRecommendation<T> {
  product: T | undefined;
  /** The ticked answers that led to it, in question order (empty: nothing ticked spoke for one). */
  reasons: QuizSignal[];
}

/**
 * The product the answers lead to: each candidate of the set counts its ticked answers, the set's own
 * product wins ties (and a run with nothing ticked). The product itself is found by the spec's keyword
 * rule (quizProductFor's), so a catalog without it still answers one.
 */
export function quizRecommendation<T extends { Name: string; Slog: string }>(
  offers: readonly T[],
  set: QuizSetId,
  answers: readonly (readonly number[])[],
): QuizRecommendation<T> {
  const ticked = (signals: readonly QuizSignal[]) => signals.filter(([q, a]) => answers[q]?.includes(a) ?? false);
  let best = QUIZ_ANSWER_RULES[set][0]!;
  let reasons = ticked(best.signals);
  for (const rule of QUIZ_ANSWER_RULES[set].slice(1)) {
    const mine = ticked(rule.signals);
    if (mine.length > reasons.length && findByKeyword(offers, rule.keyword)) [best, reasons] = [rule, mine];
  }
  return { product: findByKeyword(offers, best.keyword) ?? offers[0], reasons };
}

const findByKeyword = <T extends { Name: string; Slog: string }>(
  offers: readonly T[],
  keyword: string,
): T | undefined =>
  offers.find((o) => o.Name.toLowerCase().includes(keyword) || o.Slog.toLowerCase().includes(keyword));

/**
 * The progress bar's fraction (docs/product.md §4): the step divided by the question count plus 3. Step 0 is
 * the start, 1..N the questions, N+1 the e-mail step, N+2 the phone step; the result (-1) is full.
 */
export function quizProgress(step: number, questionCount: number): number {
  if (step < 0) return 1;
  return Math.min(1, step / (questionCount + 3));
}

/**
 * What the anonymous funnel counts (quiz:funnel), per set and day: a run started (the goal chosen),
 * each question reached (with its number), the e-mail and phone steps reached, an e-mail or a phone
 * left, the result seen and the offer opened from it. No person, answer or address is ever sent.
 */
export const QUIZ_FUNNEL_EVENTS = [
  'started',
  'question',
  'emailStep',
  'phoneStep',
  'emailLeft',
  'phoneLeft',
  'result',
  'offerOpened',
] as const;
export type QuizFunnelEvent = (typeof QUIZ_FUNNEL_EVENTS)[number];

/** The most questions a set has (the funnel's step numbers and the answers' length are bounded by it). */
export const QUIZ_MAX_QUESTIONS = 10;

/**
 * The spec's fixed review count of the quiz result. Shown only when the recommended product's own
 * Rating and RatingCount could not be loaded (docs/decisions/013-quiz-result.md): a product never
 * shows two different counts while its own is known.
 */
export const QUIZ_RESULT_REVIEW_COUNT = 2491;

export const QUIZ_AGE_GROUPS = ['18-25', '26-30', '31-39', '40-59', '60+'] as const;
