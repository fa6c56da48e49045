// The promised calls in the API map (api.ts joins them): quiz phone leads, club join requests and
// pick-ups, worked by the agents like the orders' leads (docs/desk.md, "Every promised call").
import type { Call } from './call.ts';
import type { requestParams, requestRecordParams, requestsListParams } from './requests-params.ts';
import type { CallRequest, CallRequestResult } from './requests.ts';

export type DeskRequestsApi = {
  'desk.requests.list': Call<typeof requestsListParams, CallRequest[]>;
  'desk.requests.take': Call<typeof requestParams, CallRequest>;
  'desk.requests.release': Call<typeof requestParams, null>;
  'desk.requests.record': Call<typeof requestRecordParams, CallRequestResult>;
};

export const REQUESTS_ACCESS = {
  'desk.requests.list': ['agent'],
  'desk.requests.take': ['agent'],
  'desk.requests.release': ['agent'],
  'desk.requests.record': ['agent'],
} as const;
