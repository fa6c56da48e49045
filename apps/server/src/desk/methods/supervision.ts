// Supervision's methods (docs/desk.md, "Supervision"): the backlog on top of the queue, and a
// manager handing a held lead to another agent.
import { fail } from '@zdravo/rpc/server';
import { deskNoParams, leadReassignParams, requestReassignParams } from '@zdravo/contract/desk/methods';
import { actorOf } from '../context.ts';
import { deskMethod, type DeskAreaMethods } from '../method.ts';
import { reassignLead, reassignRequest, type ReassignResult } from '../queue/supervision.ts';
import { changed } from './queue.ts';

const refusal = (result: Exclude<ReassignResult, 'reassigned'>) =>
  fail(result === 'noLead' ? 'NOT_FOUND' : 'NOT_AN_AGENT');

export function deskSupervisionMethods(): DeskAreaMethods<
  'desk.queue.backlog' | 'desk.queue.reassign' | 'desk.requests.reassign'
> {
  return {
    'desk.queue.backlog': deskMethod('desk.queue.backlog', {
      params: deskNoParams,
      handler: (_params, ctx) => ctx.queuePages.backlog(),
    }),

    'desk.queue.reassign': deskMethod('desk.queue.reassign', {
      params: leadReassignParams,
      async handler({ orderId, staffId }, ctx) {
        const result = await reassignLead(ctx.db, orderId, staffId, { ...actorOf(ctx), staffId: ctx.staff.id });
        if (result !== 'reassigned') return refusal(result);
        await changed(ctx);
        return null;
      },
    }),

    'desk.requests.reassign': deskMethod('desk.requests.reassign', {
      params: requestReassignParams,
      async handler({ id, staffId }, ctx) {
        const result = await reassignRequest(ctx.db, id, staffId, { ...actorOf(ctx), staffId: ctx.staff.id });
        if (result !== 'reassigned') return refusal(result);
        await changed(ctx);
        return null;
      },
    }),
  };
}
