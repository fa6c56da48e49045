// /quiz: the product quiz (spec §2, Quiz). Placeholder until the quiz issue.
import { quizMessages } from '@zdravo/contract/messages/quiz';
import { useT } from '../../lib/i18n.ts';
import { ComingSoon } from '../../components/ui/ComingSoon.tsx';

export default function QuizScreen() {
  const t = useT(quizMessages);
  return <ComingSoon title={t.heading} lead={t.lead} />;
}
