// Operator commands for stock (docs/operations.md "Stock"): set a product's count in a country's
// warehouse (which starts counting it), list every counted product, import a stocktake CSV (all or
// nothing), and book in a returned parcel. Each write is a ledger row and an audit row.
import { promises as fs } from 'node:fs';
import { isOrderStatus, normalizeLeadId } from '@zdravo/contract';
import type { Kysely } from 'kysely';
import { CliUsageError, type CliCommand, type CliContext } from '../../cli/types.ts';
import type { Database } from '../../db/schema/index.ts';
import { nowIso } from '../../db/dialect.ts';
import { CLI_ACTOR, recordAudit } from '../../platform/audit.ts';
import { announceCatalogChange } from '../../platform/catalog-version.ts';
import { checkCounts, parseStocktakeCsv, writeCounts, type RowProblem } from './counts.ts';
import { stockList } from './levels.ts';
import { bookInOrderStock, isBookedIn } from './movements.ts';

const PROBLEM_WORDS: Record<RowProblem['problem'], string> = {
  unknown_offer: 'no offer with this slog',
  unknown_country: 'country must be BA, RS, HR or ME',
  bad_quantity: 'quantity must be a whole number from 0 to 1000000',
  bundle: 'a bundle is not counted: count its products',
  repeated: 'this product and warehouse appear twice',
  bad_header: 'the header must name slog, country and quantity',
};

const told = async (ctx: CliContext) => {
  if (ctx.events) await announceCatalogChange(ctx.events);
};

async function orderIdOf(db: Kysely<Database>, ref: string | undefined): Promise<number> {
  if (!ref) throw new CliUsageError('Give an order id or order number (LeadID)');
  const row = /^\d+$/.test(ref)
    ? await db.selectFrom('orders').select('id').where('id', '=', Number(ref)).executeTakeFirst()
    : await db.selectFrom('orders').select('id').where('lead_id', '=', normalizeLeadId(ref)).executeTakeFirst();
  if (!row) throw new CliUsageError(`No order "${ref}"`);
  return row.id;
}

export function stockCommands(): Record<string, CliCommand> {
  return {
    'stock:set': {
      usage: 'stock:set <slog> <country> <quantity>',
      summary: 'Set what is on the shelf of the country’s warehouse (starts counting the product)',
      async run(args, ctx) {
        const [slog, country, quantity] = args;
        if (!slog || !country || quantity === undefined)
          throw new CliUsageError('usage: stock:set <slog> <country> <quantity>');
        const { ok, problems } = await checkCounts(ctx.db, [{ line: 1, slog, country, quantity }]);
        if (problems.length > 0) throw new CliUsageError(PROBLEM_WORDS[problems[0]!.problem]);
        await writeCounts(ctx.db, ok, 'set', CLI_ACTOR);
        await told(ctx);
        const row = (await stockList(ctx.db)).find(
          (r) => r.offerId === ok[0]!.offerId && r.country === ok[0]!.country,
        )!;
        ctx.out(
          `${row.slog} ${row.country} (${row.location}): stocked ${row.stocked}, reserved ${row.reserved}, available ${row.available}`,
        );
      },
    },
    'stock:list': {
      usage: 'stock:list',
      summary: 'Every counted product per country: slog, country, stocked, reserved, available',
      async run(_args, ctx) {
        const rows = await stockList(ctx.db);
        ctx.out('slog\tcountry\tstocked\treserved\tavailable');
        for (const r of rows) ctx.out(`${r.slog}\t${r.country}\t${r.stocked}\t${r.reserved}\t${r.available}`);
        if (rows.length === 0) ctx.out('(no product is counted: every offer is unlimited until stock:set)');
      },
    },
    'stock:import': {
      usage: 'stock:import <file.csv>',
      summary: 'A stocktake: slog,country,quantity per line; any bad line changes nothing',
      async run(args, ctx) {
        if (!args[0]) throw new CliUsageError('usage: stock:import <file.csv>');
        const parsed = parseStocktakeCsv(await fs.readFile(args[0], 'utf8'));
        if ('problem' in parsed) throw new CliUsageError(PROBLEM_WORDS.bad_header);
        const { ok, problems } = await checkCounts(ctx.db, parsed.lines);
        if (problems.length > 0) {
          for (const p of problems) ctx.out(`line ${p.line}: ${PROBLEM_WORDS[p.problem]}`);
          throw new CliUsageError(`${problems.length} bad line(s): nothing was changed`);
        }
        await writeCounts(ctx.db, ok, 'stocktake', CLI_ACTOR);
        await told(ctx);
        ctx.out(`${ok.length} count(s) written`);
      },
    },
    'stock:bookin': {
      usage: 'stock:bookin <id|number> restock | write-off <reason…>',
      summary: 'Book a returned or refused parcel back in: on the shelf (restock) or written off with a reason',
      async run(args, ctx) {
        const orderId = await orderIdOf(ctx.db, args[0]);
        const outcome = args[1];
        const reason = args.slice(2).join(' ').trim();
        if (outcome !== 'restock' && outcome !== 'write-off')
          throw new CliUsageError('say restock or write-off <reason>');
        if (outcome === 'write-off' && !reason) throw new CliUsageError('a write-off needs its reason');
        const units = await ctx.db.transaction().execute(async (trx) => {
          const order = await trx
            .selectFrom('orders')
            .select('status')
            .where('id', '=', orderId)
            .executeTakeFirstOrThrow();
          if (!isOrderStatus(order.status) || !['returned', 'refused'].includes(order.status))
            throw new CliUsageError(`the order is ${order.status}: only a returned or refused parcel is booked in`);
          if (await isBookedIn(trx, orderId)) throw new CliUsageError('this parcel was booked in already');
          const bookIn =
            outcome === 'restock' ? ({ outcome: 'restock' } as const) : ({ outcome: 'write_off', reason } as const);
          const n = await bookInOrderStock(trx, orderId, bookIn, CLI_ACTOR.label, nowIso());
          await recordAudit(trx, CLI_ACTOR, {
            action: `stock.${bookIn.outcome}`,
            subject: 'order',
            subjectId: orderId,
            after: { units: n, ...(reason ? { reason } : {}) },
          });
          return n;
        });
        await told(ctx);
        ctx.out(`${units} unit(s) ${outcome === 'restock' ? 'back on the shelf' : 'written off'}`);
      },
    },
  };
}
