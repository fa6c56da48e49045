// Operator commands for orders: list, show, move an order through its lifecycle, and retry the
// outbox (leads that could not reach the CRM, messages that could not be sent).
import { COUNTRY_TERMS, findCourier, formatMoney, fromMinor, isOrderStatus, localDay, localMidnight, ORDER_STATUS_NEXT, ORDER_STATUSES, parseCountry, toMinor } from '@zdravo/contract';
import type { Kysely } from 'kysely';
import { CliUsageError, parseLimit, type CliCommand } from '../../cli/types.ts';
import type { Database } from '../../db/schema/index.ts';
import { nowIso } from '../../db/dialect.ts';
import { normalizeLeadId } from '@zdravo/contract';
import { shipmentLines } from '../crm/shipments.ts';
import { orderById } from './queries.ts';
import { EVENT_FIELD_MAX, recordOrderEvent } from './events.ts';
import { withdrawalLines } from '../withdrawal/cli.ts';
import { announceQueueChange } from '../../desk/queue/leads.ts';

const money = (minor: number, country: string): string => formatMoney(fromMinor(minor), parseCountry(country));

/** An order by its id (42) or its number (K7M2Q9XR). */
async function findOrderId(db: Kysely<Database>, ref: string | undefined): Promise<number> {
  if (!ref) throw new CliUsageError('Give an order id or order number (LeadID)');
  if (/^\d+$/.test(ref)) return Number(ref);
  const row = await db.selectFrom('orders').select('id').where('lead_id', '=', normalizeLeadId(ref)).executeTakeFirst();
  if (!row) throw new CliUsageError(`No order with number "${ref}"`);
  return row.id;
}

/** The statuses an operator sets; withdrawn is the shopper's own act. */
const MOVABLE = ORDER_STATUSES.filter((s) => s !== 'withdrawn');

/** A delivery date: YYYY-MM-DD (noon on the shop's clock, safely inside that day), not in the future. */
function parseDeliveryDate(value: string | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) throw new CliUsageError('--at needs a date as YYYY-MM-DD');
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const midnight = localMidnight(y, m, d);
  if (localDay(midnight.toISOString()) !== `${match[1]}-${match[2]}-${match[3]}`) throw new CliUsageError(`${value} is not a date`);
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
    const [name, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = () => inline ?? args[++i];
    if (name === '--force') flags.force = true;
    else if (name === '--at') flags.at = parseDeliveryDate(value());
    else if (name === '--courier') flags.courier = value();
    else if (name === '--number') flags.trackingNumber = value();
    else flags.rest.push(arg);
  }
  for (const [flag, given] of [['--courier', flags.courier], ['--number', flags.trackingNumber]] as const) {
    if (given !== undefined && (given.trim() === '' || given.length > EVENT_FIELD_MAX)) throw new CliUsageError(`${flag} needs a value of 1–${EVENT_FIELD_MAX} characters`);
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
        if (status !== undefined && !isOrderStatus(status)) throw new CliUsageError(`Unknown status "${status}" (one of ${ORDER_STATUSES.join(', ')})`);
        let query = ctx.db.selectFrom('orders').selectAll().orderBy('id', 'desc').limit(parseLimit(args.find((a) => /^\d+$/.test(a)), 50));
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

    'orders:show': {
      usage: 'orders:show <id|number>',
      summary: 'Show one order: customer, lines, totals, lead, and its history as /track shows it',
      async run(args, ctx) {
        const found = await orderById(ctx.db, await findOrderId(ctx.db, args[0]));
        if (!found) throw new CliUsageError(`No order #${args[0]}`);
        const { row: o, order } = found;
        ctx.out(`Order #${o.id}, number ${o.lead_id}, ${o.status} (${order.StatusLabel}), placed ${o.created_at}`);
        ctx.out(`Customer: ${o.first_name} ${o.last_name}, ${o.phone}, user #${o.user_id}, country ${o.country}`);
        for (const l of order.Articles) {
          ctx.out(`  ${String(l.Quantity).padStart(3)} × ${l.Name} (offer ${l.ID}) at ${money(toMinor(l.Price), o.country)} = ${money(toMinor(l.Total), o.country)}`);
        }
        if (o.club_discount_minor > 0) ctx.out(`  Club discount: −${money(o.club_discount_minor, o.country)}`);
        ctx.out(`  Delivery: ${money(o.delivery_minor, o.country)}   Total to collect: ${money(o.total_minor, o.country)}`);
        ctx.out(o.lead_forwarded_at ? `Lead sent to the CRM at ${o.lead_forwarded_at}.` : 'Lead NOT yet with the CRM (queued in the outbox; see "outbox").');
        for (const line of await withdrawalLines(ctx.db, o, order)) ctx.out(line);
        const lines = await shipmentLines(ctx.db, o.lead_id);
        if (lines === null) {
          ctx.out('History (the account shows it; /track adds the separate CRM service\'s shipment lines):');
          for (const e of order.Events) ctx.out(`  ${e.At} · ${e.Text}`);
        } else if (lines.length === 0) ctx.out('Tracking lines: none yet (the shopper sees "Paket u pripremi za slanje").');
        else {
          ctx.out('Tracking lines (what the shopper sees on /track):');
          for (const line of lines) ctx.out(`  ${line}`);
        }
      },
    },

    'orders:status': {
      usage: 'orders:status <id|number> <status> [--at YYYY-MM-DD] [--courier NAME --number PARCEL] [--force]',
      summary: `Move an order on (${MOVABLE.join(' | ')}), adding a line to its history; --at dates a delivery, --courier/--number name a shipment`,
      async run(args, ctx) {
        const { force, at, courier: courierGiven, trackingNumber, rest } = statusFlags(args);
        const [ref, status] = rest;
        if (status === 'withdrawn') throw new CliUsageError('Only the shopper withdraws (account → order history, or shopOrders.f.withdraw): it records the statement and sends the acknowledgement.');
        if (!isOrderStatus(status)) throw new CliUsageError(`Give a status: one of ${MOVABLE.join(', ')}`);
        if (at !== undefined && status !== 'delivered') throw new CliUsageError('--at dates a delivery: use it with "delivered"');
        if ((courierGiven !== undefined || trackingNumber !== undefined) && status !== 'shipped') throw new CliUsageError('--courier and --number describe a shipment: use them with "shipped"');
        if ((courierGiven === undefined) !== (trackingNumber === undefined)) throw new CliUsageError('Give both --courier and --number, or neither');
        const id = await findOrderId(ctx.db, ref);
        const order = await ctx.db.selectFrom('orders').select(['status', 'lead_id', 'country']).where('id', '=', id).executeTakeFirst();
        if (!order) throw new CliUsageError(`No order #${ref}`);
        // The courier by its id or name, kept by its name as the desk keeps it (the shopper reads it).
        const country = parseCountry(order.country);
        const found = courierGiven === undefined ? undefined : findCourier(country, courierGiven);
        if (found === null) throw new CliUsageError(`No courier "${courierGiven}" in ${country}: ${COUNTRY_TERMS[country].couriers.map((c) => `${c.name} (${c.id})`).join(', ')}`);
        const courier = found?.name;
        const from = isOrderStatus(order.status) ? order.status : 'received';
        // The same status again is a new line only when it says something new (a parcel number, a delivery date).
        if (from === status && at === undefined && courier === undefined) return ctx.out(`Order #${id} (${order.lead_id}) is already ${status}; nothing changed.`);
        // The withdrawal period counts from the delivery: a delivery always gets its date.
        const eventAt = status === 'delivered' ? (at ?? nowIso()) : undefined;
        const result = await ctx.db.transaction().execute((trx) =>
          recordOrderEvent(trx, { orderId: id, kind: status, at: eventAt, courier, trackingNumber, from, force, source: 'cli' }),
        );
        if (!result.ok && result.reason === 'not_allowed') {
          const next = ORDER_STATUS_NEXT[result.status];
          throw new CliUsageError(`Order #${id} is ${result.status}; it can go to ${next.length ? next.join(' or ') : 'nothing (final)'}. Add --force to override.`);
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
        if (id !== undefined && n === 0) throw new CliUsageError(`Outbox message #${id} does not exist or was already sent`);
        ctx.out(n === 0 ? 'Nothing to retry: every outbox message was sent.' : `${n} message(s) due now; a running server delivers them within a second.`);
      },
    },
  };
}
