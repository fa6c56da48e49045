// Small line drawings for the four goals (our own; decorative).
import type { QuizSetId } from '@zdravo/contract';

const PATHS: Record<QuizSetId, string> = {
  // a heart (comfort)
  1: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  // a sparkle (young and radiant)
  2: 'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM18.5 15.5l.7 1.8 1.8.7-1.8.7-.7 1.8-.7-1.8-1.8-.7 1.8-.7z',
  // flowing strands (hair)
  3: 'M7 20c0-6 3-9 3-14M12 20c0-6 2-10 2-15M17 20c0-5-1-9-3-13',
  // a drop (skin)
  4: 'M12 3.5c3 4 6 7.2 6 10.5a6 6 0 0 1-12 0c0-3.3 3-6.5 6-10.5z',
  // a leaf (lose weight, digestion)
  5: 'M5 19C5 10 11 5 20 4c-1 9-6 15-15 15zM5 19l8-8',
};

export function GoalIcon({ goal }: { goal: QuizSetId }) {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" focusable="false">
      <path
        d={PATHS[goal]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
