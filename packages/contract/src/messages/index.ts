// All message maps, for the server and for tests. The browser imports each map from its own
// module (@zdravo/contract/messages/<area>) so a screen's texts load with that screen only.
export * from './shell.ts';
export * from './landing.ts';
export * from './trust.ts';
export * from './catalog.ts';
export * from './fields.ts';
export * from './account.ts';
export * from './club.ts';
export * from './club-faq.ts';
export * from './club-reminders.ts';
export * from './community.ts';
export * from './connection.ts';
export * from './quiz.ts';
export * from './quiz-sets.ts';
export * from './content.ts';
export * from './orders.ts';
export * from './tracking.ts';
export * from './account-header.ts';
export * from './spec-quoted.ts';
export * from './not-croatian.ts';
export * from './share.ts';
export * from './withdrawal.ts';
export * from './pre-contract.ts';
export * from './consent.ts';
export * from './data-rights.ts';
export * from './reviews.ts';
export * from './review-errors.ts';
