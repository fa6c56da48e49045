// Public face of the quiz feature.
export const screens = {
  quiz: () => import('./QuizScreen.tsx'),
};
