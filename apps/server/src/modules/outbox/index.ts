// The outbox area's public face: what other areas may use (docs/architecture.md §1, "Server areas").
// Anything not exported here is the area's own.

export { outboxCommands } from './cli.ts';
export { addOutboxTransport, registerDefaultTransports, transportFor } from './transports.ts';
export { createOutboxWorker } from './worker.ts';
