// The desk's stock (docs/desk.md "Stock"), managers only: the screen's rows, a product's count set,
// a stocktake CSV (all or nothing, the bad rows named), and a returned or refused parcel booked in —
// each write with its ledger rows and its audit row in one transaction.
import { fail } from '@zdravo/rpc/server';
import {
  stockBookInParams,
  stockListParams,
  stockSetParams,
  stocktakeParams,
} from '@zdravo/contract/desk/stock-params';
import { actorOf, type StaffContext } from '../context.ts';
import { recordAudit } from '../../platform/audit.ts';
import { deskMethod, type DeskAreaMethods } from '../method.ts';
import { nowIso } from '../../db/dialect.ts';
import { announceCatalogChange } from '../../platform/catalog-version.ts';
import { bookInOrderStock, isBookedIn } from '../../modules/stock/index.ts';
import { checkCounts, parseStocktakeCsv, writeCounts } from '../../modules/stock/index.ts';
import { deskStockRows } from '../../modules/stock/index.ts';

type Area = 'desk.stock.list' | 'desk.stock.set' | 'desk.stock.bookIn' | 'desk.stock.import';

/** Every process shows an offer that ran out or came back at once (the version poll is the fallback). */
const told = (ctx: StaffContext) =>
  announceCatalogChange(ctx.events).catch((error: unknown) =>
    ctx.req.log.warn({ err: error }, 'catalog change after a stock write'),
  );

export function deskStockMethods(): DeskAreaMethods<Area> {
  return {
    'desk.stock.list': deskMethod('desk.stock.list', {
      params: stockListParams,
      handler: (params, ctx) => deskStockRows(ctx.db, new Date(), params?.country),
    }),

    'desk.stock.set': deskMethod('desk.stock.set', {
      params: stockSetParams,
      async handler({ slog, country, quantity }, ctx) {
        const { ok, problems } = await checkCounts(ctx.db, [{ line: 1, slog, country, quantity: String(quantity) }]);
        if (problems.length > 0)
          return fail('VALIDATION_ERROR', [
            { path: [problems[0]!.problem === 'bad_quantity' ? 'quantity' : 'slog'], message: problems[0]!.problem },
          ]);
        await writeCounts(ctx.db, ok, 'set', actorOf(ctx));
        await told(ctx);
        return deskStockRows(ctx.db, new Date(), country);
      },
    }),

    'desk.stock.import': deskMethod('desk.stock.import', {
      params: stocktakeParams,
      async handler({ csv }, ctx) {
        const parsed = parseStocktakeCsv(csv);
        if ('problem' in parsed) return fail('VALIDATION_ERROR', [{ path: ['csv'], message: 'bad_header' }]);
        const { ok, problems } = await checkCounts(ctx.db, parsed.lines);
        // All or nothing: any bad line, and every bad line is named (its line number in the file).
        if (problems.length > 0)
          return fail(
            'VALIDATION_ERROR',
            problems.map((p) => ({ path: ['csv', p.line], message: p.problem })),
          );
        await writeCounts(ctx.db, ok, 'stocktake', actorOf(ctx));
        await told(ctx);
        return { Written: ok.length };
      },
    }),

    'desk.stock.bookIn': deskMethod('desk.stock.bookIn', {
      params: stockBookInParams,
      async handler({ orderId, outcome, reason }, ctx) {
        const actor = actorOf(ctx);
        const answer = await ctx.db.transaction().execute(async (trx) => {
          const order = await trx.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirst();
          if (!order) return fail('NOT_FOUND');
          // Only a parcel that came back, and only once.
          if (!['returned', 'refused'].includes(order.status) || (await isBookedIn(trx, orderId)))
            return fail('WRONG_ORDER_STATUS');
          const bookIn = outcome === 'restock' ? ({ outcome } as const) : ({ outcome, reason: reason ?? '' } as const);
          const units = await bookInOrderStock(trx, orderId, bookIn, actor.label, nowIso());
          await recordAudit(trx, actor, {
            action: `stock.${outcome}`,
            subject: 'order',
            subjectId: orderId,
            after: { units, ...(reason ? { reason } : {}) },
          });
          return { Units: units };
        });
        if ('Units' in answer) await told(ctx);
        return answer;
      },
    }),
  };
}
