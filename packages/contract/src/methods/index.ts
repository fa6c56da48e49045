// The shop's RPC methods (spec §7): one file per area with its params schema (zod), result
// type and whether login is needed. The server implements them; the browser imports TYPES
// only from here (zod never reaches the first-load bundle).
export * from './offers.ts';
export * from './orders.ts';
export * from './auth.ts';
export * from './users.ts';
export * from './reviews.ts';
export * from './withdrawal.ts';
export * from './common.ts';
export * from './privacy.ts';
export * from './quiz.ts';
