// What the shopper is sent after the confirmation call (SMS, or e-mail without a phone): the order is
// confirmed with the amount to pay at the door and the delivery days, or it was cancelled because
// nobody answered three calls. Placeholders: {shop}, {number}, {total}, {min}, {max}, {phone}.
import type { Text } from '../text.ts';
import callJson from './texts/call.json' with { type: 'json' };

export const callMessages = callJson satisfies Record<string, Text>;
