// The stock module's public face (docs/decisions/059-stock-that-orders-reserve.md): what other modules
// use. Orders reserve inside their own write (db/stock-reserve.ts via db/order-write.ts); the order's
// status writer (orders/events.ts) releases and ships; the desk and the CLI count and book in.
export { stockLocationOf, countriesServedBy, availableOf, offerAvailability, linesShortOfStock, soldOutOffers, stockList, type StockListRow } from './levels.ts';
export { releaseOrderStock, shipOrderStock, rebalanceOrderStock, bookInOrderStock, isBookedIn, setStockCount, type BookIn, type StockCount, type StockReason } from './movements.ts';
export { addWaiter, type Waiter } from './waiters.ts';
