// The managers' numbers screen ("Brojke", docs/desk.md "The numbers"), per spelling variant: a staff
// member's country picks which one they read. The shop's bundle never imports this module.
import type { NumbersGrain } from '../desk/numbers.ts';
import type { Text } from '../text.ts';
import deskNumbersJson from './texts/desk-numbers.json' with { type: 'json' };

/**
 * Notes on texts/desk-numbers.json:
 * - from `funnel` on: The COD funnel.
 * - from `promise` on: The call promise.
 * - from `agents` on: The agents.
 * - from `money` on: The money.
 * - from `quiz` on: The quiz.
 */
export const deskNumbersMessages = deskNumbersJson satisfies Record<string, Text>;

export const deskGrainLabels = {
  day: 'Po danima',
  week: { ije: 'Po sedmicama', eke: 'Po nedeljama', hr: 'Po tjednima' },
} satisfies Record<NumbersGrain, Text>;
