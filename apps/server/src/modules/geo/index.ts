// The geo area's public face: what other areas may use (docs/architecture.md §1, "Server areas").
// Anything not exported here is the area's own.

export { geoRoutes } from './routes.ts';
