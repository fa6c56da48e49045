// The desk's texts (the team's console, docs/desk.md), per spelling variant like the shop's: a staff
// member's country picks which one they read. The shop's bundle never imports this module.
import type { DeskErrorCode } from '../desk/errors.ts';
import type { StaffRole } from '../desk/roles.ts';
import type { CallOutcome, CancelReason, CsvRowProblem, DeliveryOutcome } from '../desk/types.ts';
import type { ReturnReason } from '../desk/delivery-outcomes.ts';
import type { Text } from '../text.ts';
import { fieldLabels } from './fields.ts';
import deskShellJson from './texts/desk-shell.json' with { type: 'json' };
import deskRoleLabelsJson from './texts/desk-role-labels.json' with { type: 'json' };
import deskSignInJson from './texts/desk-sign-in.json' with { type: 'json' };
import deskEnrolJson from './texts/desk-enrol.json' with { type: 'json' };
import deskOrdersJson from './texts/desk-orders.json' with { type: 'json' };
import deskStaffJson from './texts/desk-staff.json' with { type: 'json' };
import deskAuditJson from './texts/desk-audit.json' with { type: 'json' };
import deskErrorJson from './texts/desk-error.json' with { type: 'json' };
import deskQueueJson from './texts/desk-queue.json' with { type: 'json' };
import deskCallJson from './texts/desk-call.json' with { type: 'json' };
import deskOutcomeLabelsJson from './texts/desk-outcome-labels.json' with { type: 'json' };
import deskCancelReasonLabelsJson from './texts/desk-cancel-reason-labels.json' with { type: 'json' };
import deskDispatchJson from './texts/desk-dispatch.json' with { type: 'json' };
import deskDeliveryOutcomeLabelsJson from './texts/desk-delivery-outcome-labels.json' with { type: 'json' };
import deskCsvProblemLabelsJson from './texts/desk-csv-problem-labels.json' with { type: 'json' };
import deskReturnReasonLabelsJson from './texts/desk-return-reason-labels.json' with { type: 'json' };
import deskPhonesJson from './texts/desk-phones.json' with { type: 'json' };
import deskAmendJson from './texts/desk-amend.json' with { type: 'json' };

export const deskShellMessages = deskShellJson satisfies Record<string, Text>;

export const deskRoleLabels = deskRoleLabelsJson satisfies Record<StaffRole, Text>;

export const deskSignInMessages = {
  ...deskSignInJson,
  email: fieldLabels.email,
  password: fieldLabels.password,
} satisfies Record<string, Text>;

export const deskEnrolMessages = deskEnrolJson satisfies Record<string, Text>;

export const deskOrdersMessages = {
  ...deskOrdersJson,
  phone: fieldLabels.phone,
} satisfies Record<string, Text>;

export const deskStaffMessages = {
  ...deskStaffJson,
  email: fieldLabels.email,
} satisfies Record<string, Text>;

export const deskAuditMessages = deskAuditJson satisfies Record<string, Text>;

export const deskErrorMessages = deskErrorJson satisfies Partial<Record<DeskErrorCode, Text>> & { other: Text };

export const deskQueueMessages = deskQueueJson satisfies Record<string, Text>;

export const deskCallMessages = deskCallJson satisfies Record<string, Text>;

/** The outcomes as an agent picks them ("Potvrđeno" is the confirm button's word). */
export const deskOutcomeLabels = deskOutcomeLabelsJson satisfies Record<CallOutcome, Text>;

export const deskCancelReasonLabels = deskCancelReasonLabelsJson satisfies Record<CancelReason, Text>;

export const deskDispatchMessages = deskDispatchJson satisfies Record<string, Text>;

export const deskDeliveryOutcomeLabels = deskDeliveryOutcomeLabelsJson satisfies Record<DeliveryOutcome, Text>;

export const deskCsvProblemLabels = deskCsvProblemLabelsJson satisfies Record<CsvRowProblem, Text>;

/** Why a parcel came back, and "not given" for one nobody named. */
export const deskReturnReasonLabels = deskReturnReasonLabelsJson satisfies Record<ReturnReason | 'none', Text>;

export const deskPhonesMessages = deskPhonesJson satisfies Record<string, Text>;

export const deskAmendMessages = deskAmendJson satisfies Record<string, Text>;
