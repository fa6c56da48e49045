// The club area's public face: what other areas may use (docs/architecture.md §1, "Server areas").
// Anything not exported here is the area's own.

export { parseDay } from './accounts.ts';
export { activateMembership, cancelClubRow } from './activation.ts';
export { clubCommands } from './cli.ts';
export { clubJobs } from './jobs.ts';
export { accountIdFor, joinPhone } from './matching.ts';
export { activeMembership, isActiveClubMember } from './membership.ts';
export { clubMethods } from './methods.ts';
