// Step 0: the main goal (docs/product.md §2), four buttons by meaning (docs/product.md §10).
import type { RefObject } from 'react';
import { QUIZ_START_GOALS, type QuizSetId } from '@zdravo/contract';
import { quizGoalMessages, quizMessages } from '@zdravo/contract/messages/quiz';
import { useT } from '../../lib/i18n.ts';
import { GoalIcon } from './GoalIcon.tsx';

export function GoalStep({
  headingRef,
  onPick,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  onPick: (goal: QuizSetId) => void;
}) {
  const t = useT(quizMessages);
  const goals = useT(quizGoalMessages);
  return (
    <>
      <h1 className="quiz__title" ref={headingRef} tabIndex={-1}>
        {t.goalQuestion}
      </h1>
      <p className="quiz__lead">{t.lead}</p>
      <div className="quiz__goals">
        {QUIZ_START_GOALS.map((goal) => (
          <button key={goal} type="button" className="quiz__goal" data-goal={goal} onClick={() => onPick(goal)}>
            <span className="icon-disc quiz__goal-icon" aria-hidden="true">
              <GoalIcon goal={goal} />
            </span>
            <span className="quiz__goal-text">{goals[goal]}</span>
          </button>
        ))}
      </div>
    </>
  );
}
