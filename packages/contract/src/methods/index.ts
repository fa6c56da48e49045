// The shop's RPC params schemas (docs/product.md §7), one file per area, for the server. Each file re-exports
// its area's browser-safe part (../types/<area>.ts: names, result types, constants), which is all
// the browser may import (from '@zdravo/contract'); lint keeps zod and this folder out of apps/web.
export * from './offers.ts';
export * from './orders.ts';
export * from './auth.ts';
export * from './users.ts';
export * from './reviews.ts';
export * from './withdrawal.ts';
export * from './common.ts';
export * from './privacy.ts';
export * from './club.ts';
export * from './quiz.ts';
export * from './crm.ts';
