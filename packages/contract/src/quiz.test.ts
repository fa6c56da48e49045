// The question sets as docs/product.md §2 sizes them, the age group in each, and the keyword rule.
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from './countries.ts';
import { QUIZ_AGE_GROUPS } from './quiz.ts';
import { QUIZ_SETS } from './messages/quiz-sets.ts';
import { quizGoalMessages } from './messages/quiz.ts';
import {
  QUIZ_ANSWER_RULES,
  QUIZ_MAX_QUESTIONS,
  QUIZ_SET_IDS,
  QUIZ_START_GOALS,
  quizProductFor,
  quizProgress,
  quizRecommendation,
} from './quiz.ts';
import { textFor } from './text.ts';

describe('the quiz question sets', () => {
  it.each(QUIZ_SET_IDS)('set %i has 9 or 10 questions of 3 to 5 answers, the age group among them', (set) => {
    const questions = QUIZ_SETS[set];
    expect(questions.length).toBeGreaterThanOrEqual(9);
    expect(questions.length).toBeLessThanOrEqual(QUIZ_MAX_QUESTIONS);
    for (const q of questions) {
      expect(q.a.length).toBeGreaterThanOrEqual(3);
      expect(q.a.length).toBeLessThanOrEqual(5);
    }
    const ages = questions.filter((q) => JSON.stringify(q.a) === JSON.stringify(QUIZ_AGE_GROUPS));
    expect(ages).toHaveLength(1);
    expect(QUIZ_AGE_GROUPS).toEqual(['18-25', '26-30', '31-39', '40-59', '60+']);
  });

  it.each(COUNTRY_CODES)(
    'no question repeats an answer, and no two questions of a set read alike, in %s',
    (country) => {
      for (const set of QUIZ_SET_IDS) {
        const questions = QUIZ_SETS[set].map((q) => textFor(q.q, country));
        expect(new Set(questions).size, `set ${set}`).toBe(questions.length);
        for (const q of QUIZ_SETS[set]) {
          const answers = q.a.map((a) => textFor(a, country));
          expect(new Set(answers).size, textFor(q.q, country)).toBe(answers.length);
        }
      }
    },
  );

  it('promises no cure', () => {
    const all = QUIZ_SET_IDS.flatMap((set) => QUIZ_SETS[set].flatMap((q) => [q.q, ...q.a])).flatMap((t) =>
      COUNTRY_CODES.map((c) => textFor(t, c)),
    );
    for (const text of all)
      expect(text).not.toMatch(/(?<!\p{L})(lije[čk]|le[čk]|izlje|izle|garant|jamč|100 ?%|zauvijek|zauvek)/iu);
  });

  it('offers four start goals, each with its words, and every set a product by the keyword rule', () => {
    expect(QUIZ_START_GOALS).toEqual([5, 2, 3, 4]);
    for (const set of QUIZ_SET_IDS) expect(textFor(quizGoalMessages[set], 'HR')).not.toBe('');
    const offers = ['Pure Fit', 'Beauty Fem', 'HairGrow Plus', 'Cellu Lift', 'Hemo Calm', 'Digest Detox'].map(
      (Name) => ({
        Name,
        Slog: Name.toLowerCase().replace(' ', '-'),
      }),
    );
    expect(QUIZ_SET_IDS.map((set) => quizProductFor(offers, set)?.Slog)).toEqual([
      'hemo-calm',
      'beauty-fem',
      'hairgrow-plus',
      'cellu-lift',
      'pure-fit',
    ]);
    // None matches: the first product (docs/product.md §4).
    expect(quizProductFor([{ Name: 'Fem Balance', Slog: 'fem-balance' }, offers[5]!], 4)?.Slog).toBe('fem-balance');
    expect(quizProductFor([], 1)).toBeUndefined();
  });

  it('divides the progress by the question count plus 3; the result fills it', () => {
    expect([0, 1, 10, 11, 12].map((step) => quizProgress(step, 10))).toEqual([0, 1 / 13, 10 / 13, 11 / 13, 12 / 13]);
    expect(quizProgress(-1, 10)).toBe(1);
  });

  describe('the answers choose the product, and say why', () => {
    const offers = ['Pure Fit', 'Beauty Fem', 'HairGrow Plus', 'Cellu Lift', 'Hemo Calm', 'Digest Detox'].map(
      (Name) => ({ Name, Slog: Name.toLowerCase().replace(' ', '-') }),
    );
    const answers = (picked: Record<number, number[]>) => Array.from({ length: 10 }, (_, q) => picked[q] ?? []);

    it('lose weight with digestion answers → Digest Detox; with weight answers or none → Pure Fit', () => {
      const digestion = quizRecommendation(offers, 5, answers({ 2: [3], 4: [2], 5: [1] }));
      expect(digestion.product?.Slog).toBe('digest-detox');
      expect(digestion.reasons).toEqual([
        [2, 3],
        [4, 2],
        [5, 1],
      ]);
      expect(textFor(QUIZ_SETS[5][2]!.a[3]!, 'HR')).toBe('Nadutost');
      const weight = quizRecommendation(offers, 5, answers({ 1: [1], 2: [0, 3] }));
      expect(weight).toEqual({
        product: offers[0],
        reasons: [
          [1, 1],
          [2, 0],
        ],
      });
      expect(quizRecommendation(offers, 5, answers({}))).toEqual({ product: offers[0], reasons: [] });
      // Without Digest Detox in the catalog the set's own product stays.
      expect(quizRecommendation(offers.slice(0, 5), 5, answers({ 2: [3], 4: [2] })).product?.Slog).toBe('pure-fit');
    });

    it('every rule names an existing answer, never the age', () => {
      for (const set of QUIZ_SET_IDS) {
        for (const rule of QUIZ_ANSWER_RULES[set]) {
          for (const [q, a] of rule.signals) {
            expect(q, `set ${set}`).toBeGreaterThan(0);
            expect(QUIZ_SETS[set][q]?.a[a], `set ${set} q${q} a${a}`).toBeDefined();
          }
        }
        expect(QUIZ_SETS[set][0]).toMatchObject({ a: QUIZ_AGE_GROUPS, single: true });
      }
    });

    it('a question with one true answer (an amount, how often, yes or no) takes one answer', () => {
      const oneTrue =
        /godina|kilograma|pušite|spavate|vode|porodici|koliko|tip kože|farbate|kako se hranite|pod stresom|teške ili natečene/i;
      const questions = QUIZ_SET_IDS.flatMap((set) =>
        QUIZ_SETS[set].map((q) => [set, textFor(q.q, 'BA'), q.single === true] as const),
      );
      const offending = questions.filter(([, text, single]) => oneTrue.test(text) && !single);
      expect(offending).toEqual([]);
      // The ones that ask what a shopper notices, wants or tried keep several answers.
      expect(questions.filter(([, text, single]) => /^(Šta|Gdje)/.test(text) && single)).toEqual([]);
    });

    it('the cellulite goal says what it asks about: not "skin"', () => {
      for (const country of COUNTRY_CODES) expect(textFor(quizGoalMessages[4], country)).not.toMatch(/kož/i);
    });
  });
});
