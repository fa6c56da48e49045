// The reviews area's public face: what other areas may use (docs/architecture.md §1, "Server areas").
// Anything not exported here is the area's own.

export { baseOf, reviewBaseCountries, setReviewBase } from './base-numbers.ts';
export { reviewCommands } from './cli.ts';
export { IMAGE_NAME_PATTERN, photoOf } from './images.ts';
export { reviewJobs } from './jobs.ts';
export { reviewMethods } from './methods.ts';
export { pageQuery, parseAttachments } from './queries.ts';
export { queueReviewRequests } from './request.ts';
export { PUBLISHED_PHOTO_MAX_AGE, reviewRoutes } from './routes.ts';
