// Operator commands for orders: list, show, move an order through its lifecycle, and retry the
// outbox (leads that could not reach the CRM, messages that could not be sent).
import {
  COUNTRY_TERMS,
  findCourier,
  formatMoney,
  fromMinor,
  isOrderStatus,
  localDay,
  localMidnight,
  ORDER_STATUS_NEXT,
  ORDER_STATUSES,
  parseCountry,
} from '@zdravo/contract';
import { CliUsageError, parseLimit, type CliCommand } from '../../cli/types.ts';
import { nowIso } from '../../db/dialect.ts';
import { findOrderId } from './find.ts';
import { EVENT_FIELD_MAX, recordOrderEvent } from './events.ts';
import { announceQueueChange } from '../../platform/call-queue.ts';

const money = (minor: number, country: string): string => formatMoney(fromMinor(minor), parseCountry(country));

/** The statuses an operator sets; withdrawn is the shopper's own act. */
const MOVABLE = ORDER_STATUSES.filter((s) => s !== 'withdrawn');

/** A delivery date: YYYY-MM-DD (noon on the shop's clock, safely inside that day), not in the future. */
function parseDeliveryDate(value: string | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) throw new CliUsageError('--at needs a date as YYYY-MM-DD');
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const midnight = localMidnight(y, m, d);
  if (localDay(midnight.toISOString()) !== `${match[1]}-${match[2]}-${match[3]}`)
    throw new CliUsageError(`${value} is not a date`);
  const noon = new Date(midnight.getTime() + 12 * 3_600_000);
  if (noon.getTime() > Date.now() + 12 * 3_600_000) throw new CliUsageError('A delivery date cannot be in the future');
  return noon.toISOString();
}

interface StatusFlags {
  force: boolean;
  at: string | undefined;
  courier: string | undefined;
  trackingNumber: string | undefined;
  rest: string[];
}

/** --force, --at YYYY-MM-DD, --courier NAME, --number PARCEL (each also as --flag=value). */
function statusFlags(args: string[]): StatusFlags {
  const flags: StatusFlags = { force: false, at: undefined, courier: undefined, trackingNumber: undefined, rest: [] };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const [name, inline] =
      arg.startsWith('--') && arg.includes('=')
        ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
        : [arg, undefined];
    const value = () => inline ?? args[++i];
    if (name === '--force') flags.force = true;
    else if (name === '--at') flags.at = parseDeliveryDate(value());
    else if (name === '--courier') flags.courier = value();
    else if (name === '--number') flags.trackingNumber = value();
    else flags.rest.push(arg);
  }
  for (const [flag, given] of [
    ['--courier', flags.courier],
    ['--number', flags.trackingNumber],
  ] as const) {
    if (given !== undefined && (given.trim() === '' || given.length > EVENT_FIELD_MAX))
      throw new CliUsageError(`${flag} needs a value of 1–${EVENT_FIELD_MAX} characters`);
  }
  return flags;
}

export function orderCommands(): Record<string, CliCommand> {
  return {
    'orders:list': {
      usage: 'orders:list [limit] [status]',
      summary: 'List orders, newest first (optionally only one status)',
      async run(args, ctx) {
        const status = args.find((a) => !/^\d+$/.test(a));
        if (status !== undefined && !isOrderStatus(status))
          throw new CliUsageError(`Unknown status "${status}" (one of ${ORDER_STATUSES.join(', ')})`);
        let query = ctx.db
          .selectFrom('orders')
          .selectAll()
          .orderBy('id', 'desc')
          .limit(
            parseLimit(
              args.find((a) => /^\d+$/.test(a)),
              50,
            ),
          );
        if (status) query = query.where('status', '=', status);
        const rows = await query.execute();
        if (rows.length === 0) return ctx.out(status ? `No ${status} orders.` : 'No orders yet.');
        for (const o of rows) {
          const lead = o.lead_forwarded_at ? 'lead sent' : 'lead QUEUED';
          ctx.out(
            `#${String(o.id).padEnd(5)} ${o.lead_id}  ${o.created_at.slice(0, 16).replace('T', ' ')}  ${o.status.padEnd(9)} ${o.country}  ` +
              `${money(o.total_minor, o.country).padStart(13)}  ${o.first_name} ${o.last_name}, ${o.phone}  (${lead})`,
          );
        }
        ctx.out(`${rows.length} order(s).`);
      },
    },

    'orders:status': {
      usage: 'orders:status <id|number> <status> [--at YYYY-MM-DD] [--courier NAME --number PARCEL] [--force]',
      summary: `Move an order on (${MOVABLE.join(' | ')}), adding a line to its history; --at dates a delivery, --courier/--number name a shipment`,
      async run(args, ctx) {
        const { force, at, courier: courierGiven, trackingNumber, rest } = statusFlags(args);
        const [ref, status] = rest;
        if (status === 'withdrawn')
          throw new CliUsageError(
            'Only the shopper withdraws (account → order history, or shopOrders.f.withdraw): it records the statement and sends the acknowledgement.',
          );
        if (!isOrderStatus(status)) throw new CliUsageError(`Give a status: one of ${MOVABLE.join(', ')}`);
        if (at !== undefined && status !== 'delivered')
          throw new CliUsageError('--at dates a delivery: use it with "delivered"');
        if ((courierGiven !== undefined || trackingNumber !== undefined) && status !== 'shipped')
          throw new CliUsageError('--courier and --number describe a shipment: use them with "shipped"');
        if ((courierGiven === undefined) !== (trackingNumber === undefined))
          throw new CliUsageError('Give both --courier and --number, or neither');
        const id = await findOrderId(ctx.db, ref);
        const order = await ctx.db
          .selectFrom('orders')
          .select(['status', 'lead_id', 'country'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!order) throw new CliUsageError(`No order #${ref}`);
        // The courier by its id or name, kept by its name as the desk keeps it (the shopper reads it).
        const country = parseCountry(order.country);
        const found = courierGiven === undefined ? undefined : findCourier(country, courierGiven);
        if (found === null)
          throw new CliUsageError(
            `No courier "${courierGiven}" in ${country}: ${COUNTRY_TERMS[country].couriers.map((c) => `${c.name} (${c.id})`).join(', ')}`,
          );
        const courier = found?.name;
        const from = isOrderStatus(order.status) ? order.status : 'received';
        // The same status again is a new line only when it says something new (a parcel number, a delivery date).
        if (from === status && at === undefined && courier === undefined)
          return ctx.out(`Order #${id} (${order.lead_id}) is already ${status}; nothing changed.`);
        // The withdrawal period counts from the delivery: a delivery always gets its date.
        const eventAt = status === 'delivered' ? (at ?? nowIso()) : undefined;
        const result = await ctx.db.transaction().execute((trx) =>
          recordOrderEvent(trx, {
            orderId: id,
            kind: status,
            at: eventAt,
            courier,
            trackingNumber,
            from,
            force,
            source: 'cli',
          }),
        );
        if (!result.ok && result.reason === 'not_allowed') {
          const next = ORDER_STATUS_NEXT[result.status];
          throw new CliUsageError(
            `Order #${id} is ${result.status}; it can go to ${next.length ? next.join(' or ') : 'nothing (final)'}. Add --force to override.`,
          );
        }
        if (!result.ok) throw new Error(`Order #${id} changed meanwhile; run the command again.`);
        if (result.queueChanged) await announceQueueChange(ctx.events);
        const dated = eventAt ? ` on ${eventAt.slice(0, 10)}` : '';
        const parcel = courier ? ` (${courier} ${trackingNumber})` : '';
        ctx.out(`Order #${id} (${order.lead_id}): ${from} → ${status}${dated}${parcel}${force ? ' (forced)' : ''}.`);
      },
    },

    'outbox:retry': {
      usage: 'outbox:retry [id]',
      summary: 'Retry failed or waiting outbox messages now (CRM leads, e-mail, SMS)',
      async run(args, ctx) {
        const id = args[0] === undefined ? undefined : Number(args[0]);
        if (id !== undefined && !Number.isInteger(id)) throw new CliUsageError('id must be a whole number');
        // Back to "due now": a running server's worker picks them up within a second.
        let query = ctx.db
          .updateTable('outbox')
          .set({ status: 'pending', next_attempt_at: nowIso(), locked_until: null })
          .where('status', 'in', ['pending', 'failed']);
        if (id !== undefined) query = query.where('id', '=', id);
        const result = await query.executeTakeFirst();
        const n = Number(result.numUpdatedRows);
        if (id !== undefined && n === 0)
          throw new CliUsageError(`Outbox message #${id} does not exist or was already sent`);
        ctx.out(
          n === 0
            ? 'Nothing to retry: every outbox message was sent.'
            : `${n} message(s) due now; a running server delivers them within a second.`,
        );
      },
    },
  };
}
