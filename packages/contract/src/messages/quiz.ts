// Texts of the product quiz (docs/product.md §2 Quiz): the goals, the steps around the questions, the consent
// lines and the result. The questions themselves are in quiz-sets.ts.
import type { QuizSetId } from '../quiz.ts';
import type { Text } from '../text.ts';
import { fieldLabels } from './fields.ts';
import quizJson from './texts/quiz.json' with { type: 'json' };
import quizGoalJson from './texts/quiz-goal.json' with { type: 'json' };

/**
 * Notes on texts/quiz.json:
 * - `resultLeadGoal`: Nothing ticked that speaks for a product: the goal alone chose it.
 * - `resultWhy`: Why this product: the ticked answers that led to it, quoted.
 * - `missingInput`: docs/product.md §5: an empty name, e-mail or phone.
 * - `emailFormat`: docs/product.md §5 (the e-mail rule of checkout and sign-up, applied here too: a typo would lose the contact).
 * - `noMailingGroup`: docs/product.md §5: no mailing group for the product and country.
 */
export const quizMessages = {
  ...quizJson,
  phoneLabel: fieldLabels.phone,
} satisfies Record<string, Text>;

/**
 * The start buttons' words, by the set each opens (set 1 has no button: it opens with ?goal=1).
 *
 * Notes on texts/quiz-goal.json:
 * - from `4` on: The cellulite set: the words say what it asks about (the skin set is "young and radiant").
 */
export const quizGoalMessages = quizGoalJson satisfies Record<QuizSetId, Text>;
