export * from './countries.ts';
export * from './format.ts';
export * from './text.ts';
export * from './constants.ts';
export * from './validation.ts';
export * from './orders.ts';
export * from './consent.ts';
