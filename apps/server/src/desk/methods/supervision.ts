// Supervision's methods (docs/desk.md, "Supervision"): the backlog on top of the queue, and a
// manager handing a held lead to another agent.
import { fail } from '@zdravo/rpc/server';
import { deskNoParams, leadReassignParams } from '@zdravo/contract/desk/methods';
import { actorOf } from '../context.ts';
import { deskMethod, type DeskAreaMethods } from '../method.ts';
import { reassignLead } from '../queue/supervision.ts';
import { changed } from './queue.ts';

export function deskSupervisionMethods(): DeskAreaMethods<'desk.queue.backlog' | 'desk.queue.reassign'> {
  return {
    'desk.queue.backlog': deskMethod('desk.queue.backlog', {
      params: deskNoParams,
      handler: (_params, ctx) => ctx.queuePages.backlog(),
    }),

    'desk.queue.reassign': deskMethod('desk.queue.reassign', {
      params: leadReassignParams,
      async handler({ orderId, staffId }, ctx) {
        const result = await reassignLead(ctx.db, orderId, staffId, { ...actorOf(ctx), staffId: ctx.staff.id });
        if (result === 'noLead') return fail('NOT_FOUND');
        if (result === 'notAnAgent') return fail('NOT_AN_AGENT');
        await changed(ctx);
        return null;
      },
    }),
  };
}
