// The desk's API map: every `desk.` method → the params a caller sends, the data of an ok answer,
// and who may call it. The desk's browser client is typed on it, the server's registry must satisfy
// it, and DESK_ACCESS is the one table of roles the server enforces (docs/desk.md).
import type { z } from 'zod';
import type { deskNoParams, signInParams, verifyCodeParams, recoveryCodeParams, enrolStartParams, enrolFinishParams, staffInviteParams, staffSetRoleParams, staffSetDisabledParams, auditListParams, ordersSearchParams, ordersGetParams, queueListParams, leadParams, callOutcomeParams, blockPhoneParams, unblockPhoneParams, callQuoteParams, callAmendParams } from './methods.ts';
import type { dispatchListParams, courierCsvParams, shipParams, csvImportParams, deliveryParams } from './methods.ts';
import type { numbersParams } from './methods.ts';
import type { NumbersReport } from './numbers.ts';
import type { CourierCsv, CsvImportResult, DispatchParcel, ParcelMoved } from './types.ts';
import type { AuditPage, BlockedPhone, CallQuote, CallResult, EnrolmentDone, EnrolmentStart, Invitation, OrderHit, OrderView, QueueLead, SignInStep, StaffMe, StaffMember } from './types.ts';
import type { StaffRole } from './roles.ts';
import { RECORDS_ACCESS, type DeskRecordsApi } from './records-api.ts';
import type { clubActivateParams, clubCancelParams, clubListParams } from './methods.ts';
import type { ClubActivated, ClubPage, ClubRow } from './club.ts';
import { DESK_REVIEWS_ACCESS, type DeskReviewsApi } from './review-api.ts';

type In<S extends z.ZodType> = z.input<S>;
type None = In<typeof deskNoParams>;

export type DeskApi = {
  'desk.auth.signIn': { params: In<typeof signInParams>; result: SignInStep };
  'desk.auth.verifyCode': { params: In<typeof verifyCodeParams>; result: StaffMe };
  'desk.auth.recoveryCode': { params: In<typeof recoveryCodeParams>; result: StaffMe };
  'desk.auth.me': { params: None; result: StaffMe };
  'desk.auth.signOut': { params: None; result: null };
  'desk.enrol.start': { params: In<typeof enrolStartParams>; result: EnrolmentStart };
  'desk.enrol.finish': { params: In<typeof enrolFinishParams>; result: EnrolmentDone };
  'desk.staff.list': { params: None; result: StaffMember[] };
  'desk.staff.invite': { params: In<typeof staffInviteParams>; result: Invitation };
  'desk.staff.setRole': { params: In<typeof staffSetRoleParams>; result: StaffMember };
  'desk.staff.setDisabled': { params: In<typeof staffSetDisabledParams>; result: StaffMember };
  'desk.audit.list': { params: In<typeof auditListParams>; result: AuditPage };
  'desk.orders.search': { params: In<typeof ordersSearchParams>; result: OrderHit[] };
  'desk.orders.get': { params: In<typeof ordersGetParams>; result: OrderView };
  'desk.queue.list': { params: In<typeof queueListParams>; result: QueueLead[] };
  'desk.queue.take': { params: In<typeof leadParams>; result: QueueLead };
  'desk.queue.release': { params: In<typeof leadParams>; result: null };
  'desk.calls.record': { params: In<typeof callOutcomeParams>; result: CallResult };
  'desk.dispatch.list': { params: In<typeof dispatchListParams>; result: DispatchParcel[] };
  'desk.dispatch.courierCsv': { params: In<typeof courierCsvParams>; result: CourierCsv };
  'desk.dispatch.ship': { params: In<typeof shipParams>; result: ParcelMoved };
  'desk.dispatch.importShipped': { params: In<typeof csvImportParams>; result: CsvImportResult };
  'desk.delivery.record': { params: In<typeof deliveryParams>; result: ParcelMoved };
  'desk.delivery.import': { params: In<typeof csvImportParams>; result: CsvImportResult };
  'desk.calls.quote': { params: In<typeof callQuoteParams>; result: CallQuote };
  'desk.calls.amend': { params: In<typeof callAmendParams>; result: CallQuote };
  'desk.phones.list': { params: None; result: BlockedPhone[] };
  'desk.phones.block': { params: In<typeof blockPhoneParams>; result: BlockedPhone };
  'desk.phones.unblock': { params: In<typeof unblockPhoneParams>; result: null };
  'desk.numbers.report': { params: In<typeof numbersParams>; result: NumbersReport };
  'desk.club.list': { params: In<typeof clubListParams>; result: ClubPage };
  'desk.club.activate': { params: In<typeof clubActivateParams>; result: ClubActivated };
  'desk.club.cancel': { params: In<typeof clubCancelParams>; result: ClubRow };
} & DeskRecordsApi &
  DeskReviewsApi;

export type DeskMethod = keyof DeskApi;

/**
 * Who may call each method: 'public' (the sign-in steps and enrolment, each checking its own
 * proof), 'staff' (anyone fully signed in), or the roles allowed (a manager may use everything).
 */
export type DeskAccess = 'public' | 'staff' | readonly StaffRole[];

export const DESK_ACCESS = {
  'desk.auth.signIn': 'public',
  'desk.auth.verifyCode': 'public',
  'desk.auth.recoveryCode': 'public',
  'desk.enrol.start': 'public',
  'desk.enrol.finish': 'public',
  'desk.auth.me': 'staff',
  'desk.auth.signOut': 'staff',
  'desk.staff.list': ['manager'],
  'desk.staff.invite': ['manager'],
  'desk.staff.setRole': ['manager'],
  'desk.staff.setDisabled': ['manager'],
  'desk.audit.list': ['manager'],
  'desk.orders.search': ['agent'],
  'desk.orders.get': ['agent'],
  'desk.queue.list': ['agent'],
  'desk.queue.take': ['agent'],
  'desk.queue.release': ['agent'],
  'desk.calls.record': ['agent'],
  'desk.dispatch.list': ['agent'],
  'desk.dispatch.courierCsv': ['agent'],
  'desk.dispatch.ship': ['agent'],
  'desk.dispatch.importShipped': ['agent'],
  'desk.delivery.record': ['agent'],
  'desk.delivery.import': ['agent'],
  'desk.calls.quote': ['agent'],
  'desk.calls.amend': ['agent'],
  'desk.phones.list': ['manager'],
  'desk.phones.block': ['manager'],
  'desk.phones.unblock': ['manager'],
  'desk.numbers.report': ['manager'],
  ...RECORDS_ACCESS,
  // Agents phone the people who asked to join, so they read the list; the fee and cancelling are managers' (decision 032).
  'desk.club.list': ['agent'],
  'desk.club.activate': ['manager'],
  'desk.club.cancel': ['manager'],
  ...DESK_REVIEWS_ACCESS,
} as const satisfies Record<DeskMethod, DeskAccess>;

/** The desk's event streams: the queue says when it changed (the screen then asks for it again). */
export type DeskSubscriptions = {
  'desk.queue.changes': { params: Record<string, never>; data: { at: string } };
};
