// The review form's failure texts, apart from the form's other texts: the one error table
// (errors.ts) sits in every screen's first load and must not pull the whole reviews text map with it.
import type { Text } from '../text.ts';
import reviewErrorJson from './texts/review-error.json' with { type: 'json' };

export const reviewErrorMessages = reviewErrorJson satisfies Record<string, Text>;
