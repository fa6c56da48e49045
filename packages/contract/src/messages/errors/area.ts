// An area of the error table (messages/errors.ts) and the look-up a screen makes in it. Apart from the
// areas themselves, which each bring their own message module, so a screen's chunk carries only its texts.
import type { ErrorCode } from '../../errors.ts';
import type { Text } from '../../text.ts';

export type ErrorArea = Partial<Record<ErrorCode, Text>> & { default: Text };

/**
 * Where the field messages under the inputs say it all: no message beside them. Screens show a
 * message only when it is not empty.
 */
export const FIELD_MESSAGES_ONLY = '';

/** The message for `code` in `area`: the area's own wording, else its default. */
export function errorText(area: ErrorArea, code: string): Text {
  return area[code as ErrorCode] ?? area.default;
}
