// /quiz: the product quiz (docs/product.md §2 Quiz, §4 Quiz step index). Step 0 the goal; 1..N the goal's
// questions (multi-select); N+1 the e-mail step; N+2 the phone step; -1 the result, which follows
// the phone step sent or skipped (docs/decisions/013-quiz-result.md). Back and the progress bar
// are always shown; a reload resumes (run.ts); Enter moves on. `?goal=1..5` opens a set directly.
import { Suspense, useEffect, useRef } from 'react';
import { useSearch } from 'wouter';
import { isQuizSetId, quizRecommendation, QUIZ_MAX_QUESTIONS, type QuizSetId } from '@zdravo/contract';
import { quizMessages } from '@zdravo/contract/messages/quiz';
import { QUIZ_SETS } from '@zdravo/contract/messages/quiz-sets';
import { useTransitionNavigate } from '../../lib/transition.ts';
import { useT } from '../../lib/i18n.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useOffers } from '../../lib/offers.ts';
import { BackControl, ProgressBar } from './QuizFrame.tsx';
import { GoalStep } from './GoalStep.tsx';
import { QuestionStep } from './QuestionStep.tsx';
import { lazyPart, usePreloadParts } from '../../lib/lazy-part.ts';
import { PageLoading } from '../../components/ui/PageLoading.tsx';
import { reportOnce, useStepFunnel } from './funnel.ts';
import { freshRun, startRun, useQuizRun } from './run.ts';
import '../../components/ui/form/form.css';
import './quiz.css';

// The contact steps (the e-mail and phone forms) and the result come after the questions: fetched
// once the quiz is shown, they are in by then (decision 040).
const EmailStep = lazyPart(
  () => import('./EmailStep.tsx'),
  (m) => m.EmailStep,
);
const PhoneStep = lazyPart(
  () => import('./PhoneStep.tsx'),
  (m) => m.PhoneStep,
);
const ResultView = lazyPart(
  () => import('./ResultView.tsx'),
  (m) => m.ResultView,
);

export default function QuizScreen() {
  const t = useT(quizMessages);
  usePageTitle(t.heading);
  const navigate = useTransitionNavigate();
  const [run, update] = useQuizRun();
  const [offers, retryOffers] = useOffers('top');
  const questions = run.goal === null ? [] : QUIZ_SETS[run.goal];
  const count = run.goal === null ? QUIZ_MAX_QUESTIONS : questions.length;
  // The answers choose among the set's products, and say why (contract: quizRecommendation).
  const recommendation =
    offers.status === 'ok' && run.goal !== null ? quizRecommendation(offers.data, run.goal, run.answers) : undefined;
  const product = recommendation?.product;
  useStepFunnel(run, count, update);
  usePreloadParts(EmailStep, PhoneStep, ResultView);

  function start(goal: QuizSetId) {
    const next = startRun(run, goal);
    update(() => next);
    reportOnce(next, update, 'started');
  }

  // `?goal=N` opens set N once, then leaves the address as /quiz (a reload resumes from storage).
  const goalParam = Number(new URLSearchParams(useSearch()).get('goal'));
  useEffect(() => {
    if (!isQuizSetId(goalParam)) return;
    if (run.goal !== goalParam || run.step === 0) start(goalParam);
    navigate('/quiz', { transition: false, replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- ?goal=N opens its set once per address; the run's own changes must not restart it
  }, [goalParam]);

  // Each new step takes the focus to its heading, so keyboard and screen-reader users start there.
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [run.step]);

  const go = (step: number) => update((r) => ({ ...r, step }));
  const back = () => go(run.step === -1 ? count + 2 : run.step - 1);

  let body;
  if (run.step === 0 || run.goal === null) {
    body = <GoalStep headingRef={heading} onPick={start} />;
  } else if (run.step >= 1 && run.step <= count) {
    const index = run.step - 1;
    body = (
      <QuestionStep
        key={`${run.goal}-${run.step}`}
        headingRef={heading}
        number={run.step}
        total={count}
        question={questions[index]!}
        picked={run.answers[index] ?? []}
        onPick={(picked) =>
          update((r) => {
            const answers = Array.from({ length: count }, (_, i) => r.answers[i] ?? []);
            answers[index] = picked;
            return { ...r, answers };
          })
        }
        onNext={() => go(run.step + 1)}
      />
    );
  } else if (run.step === count + 1) {
    body = (
      <EmailStep.Part headingRef={heading} run={run} update={update} product={product} onDone={() => go(count + 2)} />
    );
  } else if (run.step === count + 2) {
    body = <PhoneStep.Part headingRef={heading} run={run} update={update} product={product} onDone={() => go(-1)} />;
  } else {
    body = (
      <ResultView.Part
        headingRef={heading}
        offers={offers}
        product={product}
        reasons={(recommendation?.reasons ?? []).map(([q, a]) => questions[q]?.a[a]).filter((a) => a !== undefined)}
        phoneSent={run.phoneSent}
        onRetry={retryOffers}
        onOpenOffer={() => reportOnce(run, update, 'offerOpened')}
        onRestart={() => update(() => freshRun())}
      />
    );
  }

  return (
    <section className="quiz container">
      <div className="card card--page quiz__card">
        <div className="quiz__top">
          <BackControl step={run.step} onBack={back} />
          <p className="quiz__eyebrow">{t.heading}</p>
        </div>
        <ProgressBar step={run.step} questions={count} />
        <div className="quiz__body">
          <Suspense fallback={<PageLoading />}>{body}</Suspense>
        </div>
      </div>
    </section>
  );
}
