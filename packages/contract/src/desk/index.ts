// The desk's contract for the browser and the server alike: roles, codes, the API map's types and
// the access table. The params schemas (zod) are in ./methods.ts, imported by the server only.
export * from './roles.ts';
export * from './errors.ts';
export * from './types.ts';
export * from './delivery-outcomes.ts';
export * from './numbers.ts';
export * from './records-types.ts';
export * from './requests.ts';
export * from './club.ts';
export {
  DESK_ACCESS,
  DESK_ALONE_METHODS,
  type DeskApi,
  type DeskMethod,
  type DeskAccess,
  type DeskSubscriptions,
} from './api.ts';
export * from './reviews.ts';
export * from './call-flow-types.ts';
export * from './catalog.ts';
export * from './remittances.ts';
export * from './supervision.ts';
export * from './stock.ts';
export * from './audit.ts';
