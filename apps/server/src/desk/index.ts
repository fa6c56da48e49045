// The desk area's public face: what other areas may use (docs/architecture.md §1, "Server areas").
// Anything not exported here is the area's own.

export { deskCommands } from './cli.ts';
export { invite } from './invitations.ts';
export { deskMethods } from './methods/index.ts';
export { seedHandFixture } from './numbers/hand-fixture.ts';
export { deskRoutes } from './plugin.ts';
