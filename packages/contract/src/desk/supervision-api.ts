// Supervision in the API map (api.ts joins it): the backlog, and a manager handing a held lead (an
// order's or a promised call's) to another agent (docs/desk.md, "Supervision").
import type { Call } from './call.ts';
import type { deskNoParams } from './methods.ts';
import type { leadReassignParams, requestReassignParams } from './supervision-params.ts';
import type { BacklogRow } from './supervision.ts';

export type DeskSupervisionApi = {
  'desk.queue.backlog': Call<typeof deskNoParams, BacklogRow[]>;
  /** The lead is held for the chosen agent (10 minutes, as a take), whoever held it; audited as lead.reassign. */
  'desk.queue.reassign': Call<typeof leadReassignParams, null>;
  /** The same for a promised call (audited as request.reassign). */
  'desk.requests.reassign': Call<typeof requestReassignParams, null>;
};

export const SUPERVISION_ACCESS = {
  'desk.queue.backlog': ['agent'],
  'desk.queue.reassign': ['manager'],
  'desk.requests.reassign': ['manager'],
} as const;
