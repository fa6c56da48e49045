// The stock area's public face: what other areas may use (docs/architecture.md §1, "Server areas").
// Anything not exported here is the area's own.

export { stockCommands } from './cli.ts';
export { checkCounts, parseStocktakeCsv, writeCounts } from './counts.ts';
export { deskStockRows } from './desk-rows.ts';
export { availableOf, countriesServedBy, linesShortOfStock, offerAvailability, soldOutOffers, stockList, stockLocationOf } from './levels.ts';
export type { StockListRow } from './levels.ts';
export { stockMethods } from './methods.ts';
export { bookInOrderStock, isBookedIn, rebalanceOrderStock, releaseOrderStock, setStockCount, shipOrderStock } from './movements.ts';
export type { BookIn, StockCount, StockReason } from './movements.ts';
export { addWaiter } from './waiters.ts';
export type { Waiter } from './waiters.ts';
