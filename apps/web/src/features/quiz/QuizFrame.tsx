// The frame every quiz step shares: the Back control and the progress bar (docs/product.md §2: always shown).
import { Link } from 'wouter';
import { quizProgress } from '@zdravo/contract';
import { quizMessages } from '@zdravo/contract/messages/quiz';
import { fill, useT } from '../../lib/i18n.ts';

const ArrowLeft = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      d="M15 5l-7 7 7 7"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/** Back one step; on the start step, back to the home page. */
export function BackControl({ step, onBack }: { step: number; onBack: () => void }) {
  const t = useT(quizMessages);
  if (step === 0) {
    return (
      <Link href="/" className="quiz__back">
        <ArrowLeft />
        {t.back}
      </Link>
    );
  }
  return (
    <button type="button" className="quiz__back" onClick={onBack}>
      <ArrowLeft />
      {t.back}
    </button>
  );
}

/** docs/product.md §4: the step divided by the question count plus 3 (the result fills it). */
export function ProgressBar({ step, questions }: { step: number; questions: number }) {
  const t = useT(quizMessages);
  const total = questions + 3;
  const percent = Math.round(quizProgress(step, questions) * 100);
  const shown = step < 0 ? total : step;
  return (
    <div
      className="quiz__progress"
      role="progressbar"
      aria-label={t.progressLabel}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={fill(t.progressText, { step: shown, total })}
    >
      <span className="quiz__progress-fill" style={{ width: `${percent}%` }} />
    </div>
  );
}
