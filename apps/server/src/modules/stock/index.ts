// The stock area's public face: what other areas may use (docs/architecture.md §1, "Server areas").
// Anything not exported here is the area's own.

export { catalogStock } from './catalog-stock.ts';
export { stockCommands } from './cli.ts';
export { checkCounts, parseStocktakeCsv, writeCounts } from './counts.ts';
export { deskStockRows } from './desk-rows.ts';
export { linesShortOfStock, offerAvailability, soldOutOffers, stockLocationOf } from './levels.ts';
export { stockMethods } from './methods.ts';
export { bookInOrderStock, isBookedIn, rebalanceOrderStock, releaseOrderStock, shipOrderStock } from './movements.ts';
