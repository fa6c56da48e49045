// The labels of the form fields every form asks for (sign-up, checkout, the club's and the quiz's
// phone step, confirming with a password): one text each, wherever the field stands.
import type { Text } from '../text.ts';
import fieldLabelsJson from './texts/field-labels.json' with { type: 'json' };

export const fieldLabels = fieldLabelsJson satisfies Record<string, Text>;
