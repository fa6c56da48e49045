// The quiz's error message.
// One file per part of the table (messages/errors.ts), so a screen's chunk carries only its own texts.
import { quizMessages } from '../quiz.ts';
import type { ErrorArea } from './area.ts';

/** The quiz's e-mail step (docs/product.md §5): no mailing group, or no answer at all, reads the spec's one text. */
export const quizEmailErrors = { default: quizMessages.noMailingGroup } satisfies ErrorArea;
