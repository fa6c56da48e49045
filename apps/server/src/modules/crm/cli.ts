// Operator commands of the lead & CRM service: shipment lines, leads, subscribers, club members.
import { isLeadId, normalizeLeadId } from '@zdravo/contract';
import { CliUsageError, type CliCommand } from '../../cli/types.ts';
import { nowIso } from '../../db/dialect.ts';
import { addShipmentLine, shipmentLines } from './shipments.ts';
import { listLeads } from './leads.ts';
import { subscriberLines } from './subscriber-lines.ts';

const DIAL_COUNTRIES: Record<string, string> = { '+387': 'BA', '+381': 'RS', '+385': 'HR', '+382': 'ME' };
/** Account phones are E.164, so the dial code names the country. */
const countryOfPhone = (e164: string): string => DIAL_COUNTRIES[e164.slice(0, 4)] ?? '';

function parseLimit(value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 10_000) throw new CliUsageError('limit must be a whole number from 1 to 10000');
  return n;
}

export function crmCommands(): Record<string, CliCommand> {
  return {
    'shipment:add': {
      usage: 'shipment:add <number> <text…>',
      summary: 'Append a shipment line the shopper sees on /track',
      async run(args, ctx) {
        const [ref, ...words] = args;
        const leadId = normalizeLeadId(ref ?? '');
        const text = words.join(' ').trim();
        if (!isLeadId(leadId)) throw new CliUsageError(`"${ref ?? ''}" is not an order number (8 characters, e.g. K7M2Q9XR)`);
        if (text === '') throw new CliUsageError('Give the text of the line');
        if (text.length > 300) throw new CliUsageError('Keep the line under 300 characters');
        if (!(await addShipmentLine(ctx.db, leadId, text))) throw new CliUsageError(`No lead ${leadId} in this CRM database`);
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
          const withdrawn = l.withdrawnAt ? `  WITHDRAWN ${l.withdrawnAt.slice(0, 16).replace('T', ' ')}: stop or collect the parcel` : '';
          ctx.out(`${l.leadId}  ${l.createdAt.slice(0, 16).replace('T', ' ')}  ${l.country}  ${l.total.padStart(12)}  ${l.name}, ${l.phone}  (${l.lines} shipment line(s))${withdrawn}`);
        }
        ctx.out(`${leads.length} lead(s).`);
      },
    },

    'subscribers:list': {
      usage: 'subscribers:list [limit]',
      summary: 'List mailing-list and call-back subscribers, newest first',
      async run(args, ctx) {
        const rows = await ctx.db.selectFrom('subscribers').selectAll().orderBy('id', 'desc').limit(parseLimit(args[0], 50)).execute();
        if (rows.length === 0) return ctx.out('No subscribers yet.');
        for (const s of rows) for (const line of subscriberLines(s)) ctx.out(line);
        ctx.out(`${rows.length} subscriber(s).`);
      },
    },

    'club:list': {
      usage: 'club:list [limit]',
      summary: 'List club members and join requests, newest first',
      async run(args, ctx) {
        const rows = await ctx.db.selectFrom('club_members').selectAll().orderBy('id', 'desc').limit(parseLimit(args[0], 50)).execute();
        if (rows.length === 0) return ctx.out('No club members or requests yet.');
        const now = nowIso();
        for (const m of rows) {
          const state = m.expires_at === null ? 'REQUEST (not active)' : m.expires_at > now ? `active until ${m.expires_at.slice(0, 10)}` : `expired ${m.expires_at.slice(0, 10)}`;
          ctx.out(`#${m.id}  ${m.first_last_name}, ${m.phone}, ${m.country}  ${m.user_id ? `user #${m.user_id}` : 'no account'}  ${state}`);
        }
      },
    },

    'club:add': {
      usage: 'club:add <email|phone> [months]',
      summary: 'Activate a paid club membership for an account (25% off, free delivery)',
      async run(args, ctx) {
        const [who, monthsArg] = args;
        if (!who) throw new CliUsageError('Give the account e-mail or phone (as stored, e.g. +38761234567)');
        const months = monthsArg === undefined ? 12 : Number(monthsArg);
        if (!Number.isInteger(months) || months < 1 || months > 36) throw new CliUsageError('months must be a whole number from 1 to 36');
        const user = await ctx.db
          .selectFrom('users')
          .select(['id', 'first_name', 'last_name', 'phone', 'email'])
          .where((eb) => eb.or([eb('email_key', '=', who.trim().toLowerCase()), eb('phone', '=', who.replace(/[\s-]/g, ''))]))
          .executeTakeFirst();
        if (!user) throw new CliUsageError(`No account with e-mail or phone "${who}"`);
        // A renewal extends from the current expiry, so paying early loses no days.
        const current = await ctx.db
          .selectFrom('club_members')
          .select(['id', 'expires_at'])
          .where('user_id', '=', user.id)
          .where('expires_at', '>', nowIso())
          .orderBy('expires_at', 'desc')
          .executeTakeFirst();
        const from = current?.expires_at ? new Date(current.expires_at) : new Date();
        const expires = new Date(from);
        expires.setUTCMonth(expires.getUTCMonth() + months);
        await ctx.db
          .insertInto('club_members')
          .values({
            user_id: user.id,
            first_last_name: `${user.first_name} ${user.last_name}`.trim() || user.email,
            phone: user.phone,
            club_name: `${ctx.config.shopName} Klub`,
            country: countryOfPhone(user.phone),
            expires_at: expires.toISOString(),
            created_at: nowIso(),
          })
          .execute();
        ctx.out(`${user.email} (user #${user.id}) is a club member until ${expires.toISOString().slice(0, 10)}: 25% off and free delivery on new orders.`);
      },
    },
  };
}
