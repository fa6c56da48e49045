// Operator commands of the lead & CRM service: shipment lines, leads, subscribers (the club's are in club/cli.ts).
import { isLeadId, normalizeLeadId } from '@zdravo/contract';
import { CliUsageError, parseLimit, type CliCommand } from '../../cli/types.ts';
import { addShipmentLine, shipmentLines } from './shipments.ts';
import { listLeads } from '../../platform/crm-leads.ts';
import { subscriberLines } from './subscriber-lines.ts';

export function crmCommands(): Record<string, CliCommand> {
  return {
    'shipment:add': {
      usage: 'shipment:add <number> <text…>',
      summary: 'Append a shipment line the shopper sees on /track',
      async run(args, ctx) {
        const [ref, ...words] = args;
        const leadId = normalizeLeadId(ref ?? '');
        const text = words.join(' ').trim();
        if (!isLeadId(leadId))
          throw new CliUsageError(`"${ref ?? ''}" is not an order number (8 characters, e.g. K7M2Q9XR)`);
        if (text === '') throw new CliUsageError('Give the text of the line');
        if (text.length > 300) throw new CliUsageError('Keep the line under 300 characters');
        if (!(await addShipmentLine(ctx.db, leadId, text)))
          throw new CliUsageError(`No lead ${leadId} in this CRM database`);
        const lines = (await shipmentLines(ctx.db, leadId)) ?? [];
        ctx.out(`Added to ${leadId}: "${text}". The shopper now sees ${lines.length} line(s):`);
        for (const line of lines) ctx.out(`  ${line}`);
      },
    },

    'leads:list': {
      usage: 'leads:list [limit]',
      summary: 'List leads (orders to call back), newest first',
      async run(args, ctx) {
        const leads = await listLeads(ctx.db, parseLimit(args[0], 50));
        if (leads.length === 0) return ctx.out('No leads yet.');
        for (const l of leads) {
          const withdrawn = l.withdrawnAt
            ? `  WITHDRAWN ${l.withdrawnAt.slice(0, 16).replace('T', ' ')}: stop or collect the parcel`
            : '';
          ctx.out(
            `${l.leadId}  ${l.createdAt.slice(0, 16).replace('T', ' ')}  ${l.country}  ${l.total.padStart(12)}  ${l.name}, ${l.phone}  (${l.lines} shipment line(s))${withdrawn}`,
          );
        }
        ctx.out(`${leads.length} lead(s).`);
      },
    },

    'subscribers:list': {
      usage: 'subscribers:list [limit]',
      summary: 'List mailing-list and call-back subscribers, newest first',
      async run(args, ctx) {
        const rows = await ctx.db
          .selectFrom('subscribers')
          .selectAll()
          .orderBy('id', 'desc')
          .limit(parseLimit(args[0], 50))
          .execute();
        if (rows.length === 0) return ctx.out('No subscribers yet.');
        for (const s of rows) for (const line of subscriberLines(s)) ctx.out(line);
        ctx.out(`${rows.length} subscriber(s).`);
      },
    },
  };
}
