// The call flow's methods (docs/desk.md, "The call queue"): N's next lead, the phone link pressed, the
// call's history and notes, and the agent's own day.
import { fail } from '@zdravo/rpc/server';
import { deskNoParams, leadParams, nextLeadParams, orderNoteParams } from '@zdravo/contract/desk/methods';
import { actorOf } from '../context.ts';
import { deskMethod, type DeskAreaMethods } from '../method.ts';
import { freeLead, leadOf, markDialed, takeNextLead } from '../queue/leads.ts';
import { recordAudit } from '../../platform/audit.ts';
import { callHistory } from '../queue/history.ts';
import { addNote, myDay } from '../queue/notes.ts';
import { changed } from './queue.ts';

export function deskCallFlowMethods(): DeskAreaMethods<
  | 'desk.queue.next'
  | 'desk.calls.dial'
  | 'desk.calls.history'
  | 'desk.notes.add'
  | 'desk.calls.myDay'
  | 'desk.queue.free'
> {
  return {
    'desk.queue.next': deskMethod('desk.queue.next', {
      params: nextLeadParams,
      async handler(params, ctx) {
        const orderId = await takeNextLead(ctx.db, { ...actorOf(ctx), staffId: ctx.staff.id }, params?.country);
        if (orderId === null) return null;
        await changed(ctx);
        return leadOf(ctx.db, orderId);
      },
    }),

    'desk.calls.dial': deskMethod('desk.calls.dial', {
      params: leadParams,
      async handler({ orderId }, ctx) {
        return (await markDialed(ctx.db, orderId, ctx.staff.id)) ? null : fail('LEAD_NOT_HELD');
      },
    }),

    'desk.calls.history': deskMethod('desk.calls.history', {
      params: leadParams,
      handler: async ({ orderId }, ctx) => (await callHistory(ctx.db, orderId)) ?? fail('NOT_FOUND'),
    }),

    'desk.notes.add': deskMethod('desk.notes.add', {
      params: orderNoteParams,
      async handler({ orderId, text }, ctx) {
        return (
          (await addNote(ctx.db, { ...actorOf(ctx), staffId: ctx.staff.id, name: ctx.staff.name }, orderId, text)) ??
          fail('NOT_FOUND')
        );
      },
    }),

    'desk.calls.myDay': deskMethod('desk.calls.myDay', {
      params: deskNoParams,
      handler: (_params, ctx) => myDay(ctx.db, ctx.staff.id),
    }),

    'desk.queue.free': deskMethod('desk.queue.free', {
      params: leadParams,
      async handler({ orderId }, ctx) {
        const heldBy = await freeLead(ctx.db, orderId, (trx, holder) =>
          recordAudit(trx, actorOf(ctx), {
            action: 'lead.free',
            subject: 'order',
            subjectId: orderId,
            before: { heldBy: holder },
            after: { heldBy: null },
          }),
        );
        if (heldBy === null) return fail('NOT_FOUND');
        await changed(ctx);
        return null;
      },
    }),
  };
}
