// What the browser may know of each RPC area: result types and constants, free of
// zod. The params schemas that check the same calls are in ../methods/<area>.ts (server only).
export * from './offers.ts';
export * from './auth.ts';
export * from './orders.ts';
export * from './reviews.ts';
export * from './withdrawal.ts';
export * from './privacy.ts';
export * from './club.ts';
export * from './quiz.ts';
export * from './crm.ts';
