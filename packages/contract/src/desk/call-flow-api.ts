// The call flow in the API map (api.ts joins them): N's next lead, the phone link pressed, the call's
// history and notes, and the agent's own day. Agents (and managers) only.
import type { Call } from './call.ts';
import type { nextLeadParams, orderNoteParams } from './call-flow-params.ts';
import type { deskNoParams, leadParams } from './methods.ts';
import type { CallHistory, MyDay, OrderNote } from './call-flow-types.ts';
import type { QueueLead } from './types.ts';

export type DeskCallFlowApi = {
  /** Takes the next lead to call (null when none is left) — the server chooses, so two agents never get one. */
  'desk.queue.next': Call<typeof nextLeadParams, QueueLead | null>;
  'desk.calls.dial': Call<typeof leadParams, null>;
  'desk.calls.history': Call<typeof leadParams, CallHistory>;
  'desk.notes.add': Call<typeof orderNoteParams, OrderNote>;
  'desk.calls.myDay': Call<typeof deskNoParams, MyDay>;
  /** A manager lets go of a lead another agent holds (audited), e.g. when the agent left without saving. */
  'desk.queue.free': Call<typeof leadParams, null>;
};

export const CALL_FLOW_ACCESS = {
  'desk.queue.next': ['agent'],
  'desk.calls.dial': ['agent'],
  'desk.calls.history': ['agent'],
  'desk.notes.add': ['agent'],
  'desk.calls.myDay': ['agent'],
  'desk.queue.free': ['manager'],
} as const;
