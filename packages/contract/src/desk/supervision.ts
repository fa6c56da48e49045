// Supervision of the call queue (docs/desk.md, "Supervision"): the backlog by country and lead type,
// the queue's filters and pages, and a manager handing a held lead to another agent. Types only: the
// params are in supervision-params.ts (server only).
import type { CountryCode } from '../countries.ts';
import { CALL_REQUEST_KINDS } from './requests.ts';

/** Every kind of lead the team phones: an order's confirmation and the promised calls. */
export const LEAD_KINDS = ['order', ...CALL_REQUEST_KINDS] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** The queue's leads a page (the first is what every agent's screen asks for). */
export const QUEUE_PAGE_SIZE = 50;

/** The queue's due filter: callable now (never called, or its retry time came) or coming back later. */
export const QUEUE_DUE = ['now', 'later'] as const;
export type QueueDue = (typeof QUEUE_DUE)[number];

/** The queue's filter by holder: nobody, the caller, or one staff member (by id). */
export type QueueHeldBy = 'free' | 'mine' | number;

/** One cell of the backlog: the open leads of one kind in one country. */
export interface BacklogRow {
  Country: CountryCode;
  Kind: LeadKind;
  /** Open leads (due now or later). */
  Open: number;
  /** Of them, callable now (never called, or their time came). */
  DueNow: number;
  /**
   * Since when the longest-waiting callable lead waits: its due time if never called, else the time of
   * the call it is due for (null: none callable now; a lead waiting for a later call is not late).
   */
  OldestDueAt: string | null;
}
