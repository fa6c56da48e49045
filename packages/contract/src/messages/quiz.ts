// Texts of the product quiz.
import type { Text } from '../text.ts';

export const quizMessages = {
  heading: 'Pronađite svoj proizvod',
  lead: { ije: 'Odgovorite na nekoliko kratkih pitanja i preporučit ćemo vam proizvod po mjeri.', eke: 'Odgovorite na nekoliko kratkih pitanja i preporučićemo vam proizvod po meri.' },
} satisfies Record<string, Text>;
