// `orders:show`: one order as the team sees it — customer, lines, totals, the lead — with what the other
// areas add to it: the withdrawal's state and the lines /track shows (the embedded CRM's courier lines
// merged with the order's history). It lives here, where the commands are composed, because it reads
// three areas.
import { formatMoney, fromMinor, parseCountry, toMinor } from '@zdravo/contract';
import { CliUsageError, type CliCommand } from './types.ts';
import { findOrderId } from '../modules/orders/index.ts';
import { orderById } from '../modules/orders/index.ts';
import { withdrawalLines } from '../modules/withdrawal/index.ts';
import { shipmentLines } from '../modules/crm/index.ts';

const money = (minor: number, country: string): string => formatMoney(fromMinor(minor), parseCountry(country));

export function orderShowCommand(): Record<string, CliCommand> {
  return {
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
          ctx.out(
            `  ${String(l.Quantity).padStart(3)} × ${l.Name} (offer ${l.ID}) at ${money(toMinor(l.Price), o.country)} = ${money(toMinor(l.Total), o.country)}`,
          );
        }
        if (o.club_discount_minor > 0) ctx.out(`  Club discount: −${money(o.club_discount_minor, o.country)}`);
        ctx.out(
          `  Delivery: ${money(o.delivery_minor, o.country)}   Total to collect: ${money(o.total_minor, o.country)}`,
        );
        ctx.out(
          o.lead_forwarded_at
            ? `Lead sent to the CRM at ${o.lead_forwarded_at}.`
            : 'Lead NOT yet with the CRM (queued in the outbox; see "outbox").',
        );
        for (const line of await withdrawalLines(ctx.db, o, order)) ctx.out(line);
        const lines = await shipmentLines(ctx.db, o.lead_id);
        if (lines === null) {
          ctx.out("History (the account shows it; /track adds the separate CRM service's shipment lines):");
          for (const e of order.Events) ctx.out(`  ${e.At} · ${e.Text}`);
        } else if (lines.length === 0)
          ctx.out('Tracking lines: none yet (the shopper sees "Paket u pripremi za slanje").');
        else {
          ctx.out('Tracking lines (what the shopper sees on /track):');
          for (const line of lines) ctx.out(`  ${line}`);
        }
      },
    },
  };
}
