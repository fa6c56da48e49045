// The call queue's methods (agents and managers): the open leads, taking and releasing one, and
// recording a call. Each change is announced so every agent's queue follows at once.
import { fail } from '@zdravo/rpc/server';
import {
  callAmendParams,
  callMergeParams,
  callOutcomeParams,
  callQuoteParams,
  leadParams,
  queueListParams,
} from '@zdravo/contract/desk/methods';
import { actorOf, type StaffContext } from '../context.ts';
import { deskMethod, type DeskAreaMethods } from '../method.ts';
import { leadOf, releaseLead, takeLead } from '../queue/leads.ts';
import { announceQueueChange } from '../../platform/call-queue.ts';
import { recordCall } from '../queue/outcomes.ts';
import { amendOrder, quoteCall } from '../queue/amend.ts';
import { mergeOrders } from '../queue/merge.ts';

/** This process's page at once (the writer's next look must see its own change), then every process. */
export async function changed(ctx: StaffContext): Promise<void> {
  ctx.queuePages.clear();
  await announceQueueChange(ctx.events);
}

export function deskQueueMethods(): DeskAreaMethods<
  | 'desk.queue.list'
  | 'desk.queue.take'
  | 'desk.queue.release'
  | 'desk.calls.record'
  | 'desk.calls.quote'
  | 'desk.calls.amend'
  | 'desk.calls.merge'
> {
  return {
    'desk.queue.list': deskMethod('desk.queue.list', {
      params: queueListParams,
      handler: (params, ctx) => {
        const { heldBy, ...rest } = params ?? {};
        return ctx.queuePages.get({
          ...rest,
          ...(heldBy === undefined ? {} : { heldBy: heldBy === 'mine' ? ctx.staff.id : heldBy }),
        });
      },
    }),

    'desk.queue.take': deskMethod('desk.queue.take', {
      params: leadParams,
      async handler({ orderId }, ctx) {
        const result = await takeLead(ctx.db, orderId, { ...actorOf(ctx), staffId: ctx.staff.id });
        if (result === 'closed') {
          // The order another path closed answers what it is now, so the screen can say so at once.
          const order = await ctx.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirst();
          return order ? fail('ORDER_CLOSED', { status: order.status }) : fail('NOT_FOUND');
        }
        if (result === 'held') return fail('LEAD_HELD');
        await changed(ctx);
        return (await leadOf(ctx.db, orderId)) ?? fail('NOT_FOUND');
      },
    }),

    'desk.queue.release': deskMethod('desk.queue.release', {
      params: leadParams,
      async handler({ orderId }, ctx) {
        await releaseLead(ctx.db, orderId, { ...actorOf(ctx), staffId: ctx.staff.id });
        await changed(ctx);
        return null;
      },
    }),

    'desk.calls.record': deskMethod('desk.calls.record', {
      params: callOutcomeParams,
      async handler(params, ctx) {
        const result = await recordCall(ctx.db, ctx.config, { ...actorOf(ctx), staffId: ctx.staff.id }, params);
        if ('Status' in result) await changed(ctx);
        return result;
      },
    }),

    'desk.calls.quote': deskMethod('desk.calls.quote', {
      params: callQuoteParams,
      handler: ({ orderId, lines }, ctx) => quoteCall(ctx.db, orderId, lines),
    }),

    'desk.calls.merge': deskMethod('desk.calls.merge', {
      params: callMergeParams,
      async handler(params, ctx) {
        const result = await mergeOrders(
          ctx.db,
          ctx.config.shopName,
          { ...actorOf(ctx), staffId: ctx.staff.id },
          params,
        );
        if ('Quote' in result) await changed(ctx);
        return result;
      },
    }),

    'desk.calls.amend': deskMethod('desk.calls.amend', {
      params: callAmendParams,
      async handler(params, ctx) {
        const result = await amendOrder(ctx.db, { ...actorOf(ctx), staffId: ctx.staff.id }, params);
        if ('Lines' in result) await changed(ctx);
        return result;
      },
    }),
  };
}
