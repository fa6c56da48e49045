// The orders area's public face: what other areas may use (docs/architecture.md §1, "Server areas").
// Anything not exported here is the area's own.

export { orderCommands } from './cli.ts';
export { REACHED_STAGE, eventOut, eventsOf, recordOrderEvent } from './events.ts';
export type { NewOrderEvent } from './events.ts';
export { findOrderId } from './find.ts';
export { CRM_CHANNEL, crmTransport } from './forward.ts';
export { orderMethods } from './methods.ts';
export { FOR_SALE, priceCart } from './pricing.ts';
export type { PricedOrder } from './pricing.ts';
export { lineOut, orderById } from './queries.ts';
