// Dispatch and delivery (agents and managers, docs/desk.md): the lists per country, the courier's
// file, marking parcels shipped and recording how their delivery ended, one by one or from a CSV.
import {
  courierCsvParams,
  csvImportParams,
  deliveryParams,
  dispatchListParams,
  shipBatchParams,
  shipParams,
} from '@zdravo/contract/desk/methods';
import { actorOf, type StaffContext } from '../context.ts';
import { recordAudit } from '../../platform/audit.ts';
import { deskMethod, type DeskAreaMethods } from '../method.ts';
import { courierCsv, dispatchList } from '../dispatch/parcels.ts';
import { importOutcomes, importShipped, recordDelivery, shipBatch, shipOne } from '../dispatch/moves.ts';
import { queueReviewRequests } from '../../modules/reviews/index.ts';

type Area =
  | 'desk.dispatch.list'
  | 'desk.dispatch.courierCsv'
  | 'desk.dispatch.ship'
  | 'desk.dispatch.shipBatch'
  | 'desk.dispatch.importShipped'
  | 'desk.delivery.record'
  | 'desk.delivery.import';

/**
 * A delivery starts the review request's clock (reviews/request.ts); one pass right away sends it
 * for a delivery reported late enough to be due already, the periodic job sends the others.
 */
async function reviewRequestsNow(ctx: StaffContext): Promise<void> {
  // The delivery is committed already: a failure here must not answer the call as failed (the
  // periodic job sends the request on its next pass).
  await queueReviewRequests(ctx.db, ctx.config).catch((error: unknown) =>
    ctx.req.log.warn({ err: error }, 'review requests after a delivery'),
  );
}

export function deskDispatchMethods(): DeskAreaMethods<Area> {
  return {
    'desk.dispatch.list': deskMethod('desk.dispatch.list', {
      params: dispatchListParams,
      handler: ({ country, stage }, ctx) => dispatchList(ctx.db, country, stage),
    }),

    'desk.dispatch.courierCsv': deskMethod('desk.dispatch.courierCsv', {
      params: courierCsvParams,
      // A read, but a file of shoppers' names, phones and addresses leaving the shop: who took it is kept.
      handler: ({ country }, ctx) =>
        ctx.db.transaction().execute(async (trx) => {
          const file = await courierCsv(trx, country);
          await recordAudit(trx, actorOf(ctx), {
            action: 'dispatch.courierCsv',
            subject: 'dispatch',
            subjectId: country,
            after: { rows: file.Rows, file: file.FileName },
          });
          return file;
        }),
    }),

    'desk.dispatch.ship': deskMethod('desk.dispatch.ship', {
      params: shipParams,
      handler: (params, ctx) => shipOne(ctx.db, actorOf(ctx), params),
    }),

    'desk.dispatch.shipBatch': deskMethod('desk.dispatch.shipBatch', {
      params: shipBatchParams,
      handler: (params, ctx) => shipBatch(ctx.db, actorOf(ctx), params),
    }),

    'desk.dispatch.importShipped': deskMethod('desk.dispatch.importShipped', {
      params: csvImportParams,
      handler: ({ csv }, ctx) => importShipped(ctx.db, actorOf(ctx), csv),
    }),

    'desk.delivery.record': deskMethod('desk.delivery.record', {
      params: deliveryParams,
      async handler(params, ctx) {
        const result = await recordDelivery(ctx.db, actorOf(ctx), params);
        if ('Status' in result && result.Status === 'delivered') await reviewRequestsNow(ctx);
        return result;
      },
    }),

    'desk.delivery.import': deskMethod('desk.delivery.import', {
      params: csvImportParams,
      async handler({ csv }, ctx) {
        const result = await importOutcomes(ctx.db, actorOf(ctx), csv);
        if (result.Applied > 0) await reviewRequestsNow(ctx);
        return result;
      },
    }),
  };
}
