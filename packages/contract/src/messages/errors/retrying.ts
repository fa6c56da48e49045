// The note while a page asks the server again (any screen that waits for it).
// One file per part of the table (messages/errors.ts), so a screen's chunk carries only its own texts.
import { connectionMessages } from '../connection.ts';
import type { ErrorArea } from './area.ts';

/** The note while a page asks the server again after a call got no answer (docs/product.md §4). */
export const retryingErrors = { default: connectionMessages.connectionLost } satisfies ErrorArea;
