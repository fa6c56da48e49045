// The desk's stock screen and the book-in on an order (docs/desk.md "Stock"): its words, and a
// stocktake line's problems as the team reads them. Per spelling variant like every desk text.
import type { Text } from '../text.ts';
import deskStockJson from './texts/desk-stock.json' with { type: 'json' };
import deskStockProblemsJson from './texts/desk-stock-problems.json' with { type: 'json' };

/**
 * Notes on texts/desk-stock.json:
 * - `menu`: the desk's menu word.
 * - from `bookInHeading` on: the order view's panel for a returned or refused parcel.
 */
export const deskStockMessages = deskStockJson satisfies Record<string, Text>;

/** The problems a stocktake line may have (modules/stock/counts.ts CountProblem). */
export const deskStockProblems = deskStockProblemsJson satisfies Record<string, Text>;
