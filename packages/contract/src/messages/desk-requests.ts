// The desk's promised calls (docs/desk.md, "Every promised call"): the screen's words, the kinds and
// their outcomes, per spelling variant like every desk text.
import type { CallRequestKind, CallRequestOutcome } from '../desk/requests.ts';
import type { Text } from '../text.ts';
import deskRequestsJson from './texts/desk-requests.json' with { type: 'json' };
import deskRequestKindsJson from './texts/desk-request-kinds.json' with { type: 'json' };
import deskRequestOutcomesJson from './texts/desk-request-outcomes.json' with { type: 'json' };

export const deskRequestsMessages = deskRequestsJson satisfies Record<string, Text>;
export const deskRequestKinds = deskRequestKindsJson satisfies Record<CallRequestKind, Text>;
export const deskRequestOutcomes = deskRequestOutcomesJson satisfies Record<CallRequestOutcome, Text>;
