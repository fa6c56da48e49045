// The quiz area's public face: what other areas may use (docs/architecture.md §1, "Server areas").
// Anything not exported here is the area's own.

export { quizCommands } from './cli.ts';
export { funnelBetween } from './funnel.ts';
export { quizMethods } from './methods.ts';
