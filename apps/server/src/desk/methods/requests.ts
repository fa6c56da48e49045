// The promised calls' methods (agents and managers): the open requests by kind, taking and releasing
// one, recording a call. Each change is announced like the orders' leads, so every queue follows.
import { requestParams, requestRecordParams, requestsListParams } from '@zdravo/contract/desk/requests-params';
import { actorOf } from '../context.ts';
import { deskMethod, type DeskAreaMethods } from '../method.ts';
import { listRequests, recordRequestCall, releaseRequest, takeRequest } from '../requests/requests.ts';
import { changed } from './queue.ts';

type Area = 'desk.requests.list' | 'desk.requests.take' | 'desk.requests.release' | 'desk.requests.record';

export function deskRequestMethods(): DeskAreaMethods<Area> {
  return {
    'desk.requests.list': deskMethod('desk.requests.list', {
      params: requestsListParams,
      handler: (filter, ctx) => listRequests(ctx.db, filter ?? {}),
    }),
    'desk.requests.take': deskMethod('desk.requests.take', {
      params: requestParams,
      async handler({ id }, ctx) {
        const result = await takeRequest(ctx.db, id, ctx.staff.id);
        if ('ID' in result) await changed(ctx);
        return result;
      },
    }),
    'desk.requests.release': deskMethod('desk.requests.release', {
      params: requestParams,
      async handler({ id }, ctx) {
        await releaseRequest(ctx.db, id, ctx.staff.id);
        await changed(ctx);
        return null;
      },
    }),
    'desk.requests.record': deskMethod('desk.requests.record', {
      params: requestRecordParams,
      async handler(params, ctx) {
        const result = await recordRequestCall(ctx.db, { ...actorOf(ctx), staffId: ctx.staff.id }, params);
        if ('Closed' in result) await changed(ctx);
        return result;
      },
    }),
  };
}
