// The privacy area's public face: what other areas may use (docs/architecture.md §1, "Server areas").
// Anything not exported here is the area's own.

export { pruneConsentRecords } from './consents.ts';
export { privacyMethods } from './methods.ts';
