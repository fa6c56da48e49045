// The catalog's error message.
// One file per part of the table (messages/errors.ts), so a screen's chunk carries only its own texts.
import { catalogMessages } from '../catalog.ts';
import type { ErrorArea } from './area.ts';

/** The shop list, the bundles, an offer and the landing's best sellers (docs/product.md §8). */
export const catalogLoadErrors = { default: catalogMessages.error } satisfies ErrorArea;
