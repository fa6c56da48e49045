// The crm area's public face: what other areas may use (docs/architecture.md §1, "Server areas").
// Anything not exported here is the area's own.

export { crmCommands } from './cli.ts';
export { SIGNUP_LIMIT, crmRoutes } from './routes.ts';
export { addShipmentLine, shipmentLines } from './shipments.ts';
