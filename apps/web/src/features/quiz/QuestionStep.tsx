// One question of the goal's set: real checkboxes (multi-select, all optional; radios for the one
// single-choice question, the age), the picked ones
// highlighted, and Next. Enter moves on, also from a checkbox (where browsers would not submit).
import type { FormEvent, KeyboardEvent, RefObject } from 'react';
import type { QuizQuestion } from '@zdravo/contract';
import { quizMessages } from '@zdravo/contract/messages/quiz';
import { useCountry } from '../../lib/country.ts';
import { fill, useT } from '../../lib/i18n.ts';
import { textFor } from '@zdravo/contract';

interface QuestionStepProps {
  headingRef: RefObject<HTMLHeadingElement | null>;
  number: number;
  total: number;
  question: QuizQuestion;
  picked: number[];
  onPick: (picked: number[]) => void;
  onNext: () => void;
}

export function QuestionStep({ headingRef, number, total, question, picked, onPick, onNext }: QuestionStepProps) {
  const t = useT(quizMessages);
  const { country } = useCountry();
  const headingId = `quiz-q-${number}`;

  const single = question.single === true;
  function toggle(index: number, on: boolean) {
    // A single-choice question (the age) keeps one answer: picking another replaces it.
    const next = single
      ? on
        ? [index]
        : []
      : on
        ? [...picked, index].sort((a, b) => a - b)
        : picked.filter((i) => i !== index);
    onPick(next);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    onNext();
  }

  function enterMovesOn(e: KeyboardEvent<HTMLFormElement>) {
    if (
      e.key === 'Enter' &&
      e.target instanceof HTMLInputElement &&
      (e.target.type === 'checkbox' || e.target.type === 'radio')
    ) {
      e.preventDefault();
      onNext();
    }
  }

  return (
    <form className="quiz__form" onSubmit={submit} onKeyDown={enterMovesOn} aria-labelledby={headingId}>
      <p className="quiz__count">{fill(t.questionOf, { n: number, total })}</p>
      <h1 className="quiz__title" id={headingId} ref={headingRef} tabIndex={-1}>
        {textFor(question.q, country)}
      </h1>
      <p className="quiz__lead quiz__lead--small">{single ? t.singleHint : t.multiHint}</p>
      <div className="quiz__answers" role={single ? 'radiogroup' : 'group'} aria-labelledby={headingId}>
        {question.a.map((answer, index) => {
          const on = picked.includes(index);
          return (
            <label key={index} className={`quiz__answer${on ? ' quiz__answer--on' : ''}`}>
              <input
                type={single ? 'radio' : 'checkbox'}
                name={single ? headingId : undefined}
                className="quiz__check"
                checked={on}
                onChange={(e) => toggle(index, e.target.checked)}
              />
              <span>{textFor(answer, country)}</span>
            </label>
          );
        })}
      </div>
      <div className="quiz__actions">
        <button type="submit" className="btn btn--primary btn--large quiz__next">
          {t.next}
        </button>
      </div>
    </form>
  );
}
