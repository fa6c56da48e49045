// The call flow's words (docs/desk.md, "The call queue"): the next call after saving, changes saved with
// the outcome, the address offered, the call's history and notes, an agent's day. Per spelling variant
// like the rest of the desk; the shop's bundle never imports this module.
import type { Text } from '../text.ts';
import deskCallFlowJson from './texts/desk-call-flow.json' with { type: 'json' };

export const deskCallFlowMessages = deskCallFlowJson satisfies Record<string, Text>;
