// The withdrawal area's public face: what other areas may use (docs/architecture.md §1, "Server areas").
// Anything not exported here is the area's own.

export { withdrawalLines } from './cli.ts';
export { CRM_WITHDRAWAL_CHANNEL, crmWithdrawalTransport } from './crm.ts';
export { withdrawalMethods } from './methods.ts';
