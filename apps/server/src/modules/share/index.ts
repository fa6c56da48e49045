// The share area's public face: what other areas may use (docs/architecture.md §1, "Server areas").
// Anything not exported here is the area's own.

export { shareNotFoundPage } from './page.ts';
export { shareRoutes } from './routes.ts';
