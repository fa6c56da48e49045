// The desk's API map: every `desk.` method → the params a caller sends, the data of an ok answer,
// and who may call it. The desk's browser client is typed on it, the server's registry must satisfy
// it, and DESK_ACCESS is the one table of roles the server enforces (docs/desk.md).
import type { Call } from './call.ts';
import type {
  deskNoParams,
  signInParams,
  verifyCodeParams,
  recoveryCodeParams,
  enrolStartParams,
  enrolFinishParams,
  staffInviteParams,
  staffSetRoleParams,
  staffSetDisabledParams,
  auditListParams,
  ordersSearchParams,
  ordersGetParams,
  queueListParams,
  leadParams,
  callOutcomeParams,
  blockPhoneParams,
  unblockPhoneParams,
  callQuoteParams,
  callAmendParams,
  callMergeParams,
} from './methods.ts';
import type {
  dispatchListParams,
  courierCsvParams,
  shipParams,
  shipBatchParams,
  csvImportParams,
  deliveryParams,
} from './methods.ts';
import type { numbersParams } from './methods.ts';
import type { NumbersReport } from './numbers.ts';
import type { BatchShipped, CourierCsv, CsvImportResult, DispatchParcel, ParcelMoved } from './types.ts';
import type {
  AuditPage,
  BlockedPhone,
  CallMerged,
  CallQuote,
  CallResult,
  EnrolmentDone,
  EnrolmentStart,
  Invitation,
  OrderHit,
  OrderView,
  QueueLead,
  SignInStep,
  StaffMe,
  StaffMember,
} from './types.ts';
import type { StaffRole } from './roles.ts';
import { RECORDS_ACCESS, type DeskRecordsApi } from './records-api.ts';
import { REQUESTS_ACCESS, type DeskRequestsApi } from './requests-api.ts';
import type { clubActivateParams, clubCancelParams, clubListParams } from './methods.ts';
import type { ClubActivated, ClubPage, ClubRow } from './club.ts';
import { DESK_REVIEWS_ACCESS, type DeskReviewsApi } from './review-api.ts';
import { CALL_FLOW_ACCESS, type DeskCallFlowApi } from './call-flow-api.ts';
import { DESK_CATALOG_ACCESS, type DeskCatalogApi } from './catalog-api.ts';
import { DESK_REMITTANCE_ACCESS, type DeskRemittanceApi } from './remittance-api.ts';
import { SUPERVISION_ACCESS, type DeskSupervisionApi } from './supervision-api.ts';
import { DESK_STOCK_ACCESS, type DeskStockApi } from './stock-api.ts';

export type DeskApi = {
  'desk.auth.signIn': Call<typeof signInParams, SignInStep>;
  'desk.auth.verifyCode': Call<typeof verifyCodeParams, StaffMe>;
  'desk.auth.recoveryCode': Call<typeof recoveryCodeParams, StaffMe>;
  'desk.auth.me': Call<typeof deskNoParams, StaffMe>;
  'desk.auth.signOut': Call<typeof deskNoParams, null>;
  'desk.enrol.start': Call<typeof enrolStartParams, EnrolmentStart>;
  'desk.enrol.finish': Call<typeof enrolFinishParams, EnrolmentDone>;
  'desk.staff.list': Call<typeof deskNoParams, StaffMember[]>;
  'desk.staff.invite': Call<typeof staffInviteParams, Invitation>;
  'desk.staff.setRole': Call<typeof staffSetRoleParams, StaffMember>;
  'desk.staff.setDisabled': Call<typeof staffSetDisabledParams, StaffMember>;
  'desk.audit.list': Call<typeof auditListParams, AuditPage>;
  'desk.orders.search': Call<typeof ordersSearchParams, OrderHit[]>;
  'desk.orders.get': Call<typeof ordersGetParams, OrderView>;
  'desk.queue.list': Call<typeof queueListParams, QueueLead[]>;
  'desk.queue.take': Call<typeof leadParams, QueueLead>;
  'desk.queue.release': Call<typeof leadParams, null>;
  'desk.calls.record': Call<typeof callOutcomeParams, CallResult>;
  'desk.dispatch.list': Call<typeof dispatchListParams, DispatchParcel[]>;
  'desk.dispatch.courierCsv': Call<typeof courierCsvParams, CourierCsv>;
  'desk.dispatch.ship': Call<typeof shipParams, ParcelMoved>;
  'desk.dispatch.shipBatch': Call<typeof shipBatchParams, BatchShipped>;
  'desk.dispatch.importShipped': Call<typeof csvImportParams, CsvImportResult>;
  'desk.delivery.record': Call<typeof deliveryParams, ParcelMoved>;
  'desk.delivery.import': Call<typeof csvImportParams, CsvImportResult>;
  'desk.calls.quote': Call<typeof callQuoteParams, CallQuote>;
  'desk.calls.amend': Call<typeof callAmendParams, CallQuote>;
  'desk.calls.merge': Call<typeof callMergeParams, CallMerged>;
  'desk.phones.list': Call<typeof deskNoParams, BlockedPhone[]>;
  'desk.phones.block': Call<typeof blockPhoneParams, BlockedPhone>;
  'desk.phones.unblock': Call<typeof unblockPhoneParams, null>;
  'desk.numbers.report': Call<typeof numbersParams, NumbersReport>;
  'desk.club.list': Call<typeof clubListParams, ClubPage>;
  'desk.club.activate': Call<typeof clubActivateParams, ClubActivated>;
  'desk.club.cancel': Call<typeof clubCancelParams, ClubRow>;
} & DeskRecordsApi &
  DeskRequestsApi &
  DeskReviewsApi &
  DeskCallFlowApi &
  DeskCatalogApi &
  DeskRemittanceApi &
  DeskSupervisionApi &
  DeskStockApi;

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
  'desk.dispatch.shipBatch': ['agent'],
  'desk.dispatch.importShipped': ['agent'],
  'desk.delivery.record': ['agent'],
  'desk.delivery.import': ['agent'],
  'desk.calls.quote': ['agent'],
  'desk.calls.amend': ['agent'],
  'desk.calls.merge': ['agent'],
  'desk.phones.list': ['manager'],
  'desk.phones.block': ['manager'],
  'desk.phones.unblock': ['manager'],
  'desk.numbers.report': ['manager'],
  ...RECORDS_ACCESS,
  ...REQUESTS_ACCESS,
  // Agents phone the people who asked to join, so they read the list; the fee and cancelling are managers' (decision 032).
  'desk.club.list': ['agent'],
  'desk.club.activate': ['manager'],
  'desk.club.cancel': ['manager'],
  ...DESK_REVIEWS_ACCESS,
  ...CALL_FLOW_ACCESS,
  ...DESK_CATALOG_ACCESS,
  ...DESK_REMITTANCE_ACCESS,
  ...SUPERVISION_ACCESS,
  ...DESK_STOCK_ACCESS,
} as const satisfies Record<DeskMethod, DeskAccess>;

/**
 * The calls that decide who the caller is: each must be the only call of its request (the server
 * refuses a batch holding one beside other calls with MUST_BE_ALONE; the desk's client sends each on
 * its own). Their limits and the codes' lock are then decided once per call, and nothing runs after a
 * sign-out under the session it ended (docs/desk.md "Signing in").
 */
export const DESK_ALONE_METHODS: readonly DeskMethod[] = [
  'desk.auth.signIn',
  'desk.auth.verifyCode',
  'desk.auth.recoveryCode',
  'desk.auth.signOut',
  'desk.enrol.finish',
];

/** The desk's event streams: the queue says when it changed (the screen then asks for it again). */
export type DeskSubscriptions = {
  'desk.queue.changes': { params: Record<string, never>; data: { at: string } };
};
