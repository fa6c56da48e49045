// Operator commands of the club: turn a paid join into a membership (one year), list members and
// join requests (or only memberships ending soon, to call about renewal), and cancel one.
import { CliUsageError, type CliCommand } from '../../cli/types.ts';
import { lastDayOf, localDay } from '@zdravo/contract';
import { nowIso } from '../../db/dialect.ts';
import { CLI_ACTOR } from '../../platform/audit.ts';
import { accountNamed, flagValue, parseDay } from './accounts.ts';
import { activateMembership, cancelClubRow } from './activation.ts';
import { remindCommand } from './remind-cli.ts';
import { phoneForDisplay } from '../../platform/phone.ts';

/** The shop clock's day of an instant. */
const day = (iso: string): string => localDay(iso);
/** The last day an exclusive end still counts. */
const lastDay = (iso: string): string => localDay(lastDayOf(iso));
const DAY_MS = 86_400_000;

export function clubCommands(): Record<string, CliCommand> {
  return {
    ...remindCommand(),
    'club:activate': {
      usage: 'club:activate <e-mail|phone> [--from YYYY-MM-DD]',
      summary:
        'Make a paid join a one-year membership (25% off, free delivery) from today, a date, or the end of the current one',
      async run(args, ctx) {
        const { value: fromArg, rest } = flagValue(args, '--from');
        const user = await accountNamed(ctx.db, rest[0]);
        // Without a date a renewal starts where the running (or already paid next) year ends: paying early loses no days.
        const start = fromArg !== undefined ? parseDay(fromArg, '--from') : 'chain';
        const done = await activateMembership(ctx.db, ctx.config, CLI_ACTOR, { userId: user.id, start });
        if (done === 'ENDED') throw new CliUsageError(`A year from ${fromArg} has already ended; give a later --from`);
        if (done === 'NOT_FOUND') throw new CliUsageError(`No account #${user.id}`);
        const when = done.startsAt <= nowIso() ? 'now' : `from ${day(done.startsAt)}`;
        const request = done.fromRequest ? ' (their join request is now this membership)' : '';
        ctx.out(
          `${user.email} (user #${user.id}) is a club member ${when} through ${lastDay(done.expiresAt)}: 25% off and free delivery on orders in that time${request}.`,
        );
      },
    },

    'club:list': {
      usage: 'club:list [--expiring DAYS]',
      summary: 'List memberships and join requests, newest first; --expiring: memberships ending within DAYS days',
      async run(args, ctx) {
        const { value: daysArg } = flagValue(args, '--expiring');
        const now = nowIso();
        let query = ctx.db.selectFrom('club_members').selectAll().orderBy('id', 'desc').limit(500);
        if (daysArg !== undefined) {
          const days = Number(daysArg);
          if (!Number.isInteger(days) || days < 1 || days > 3660)
            throw new CliUsageError('--expiring needs a whole number of days from 1 to 3660');
          query = query
            .where('cancelled_at', 'is', null)
            .where('starts_at', '<=', now)
            .where('expires_at', '>', now)
            .where('expires_at', '<=', new Date(Date.now() + days * DAY_MS).toISOString());
        }
        const rows = await query.execute();
        const ids = rows.map((r) => r.id);
        const withdrawn = new Set(
          ids.length === 0
            ? []
            : (
                await ctx.db
                  .selectFrom('withdrawals')
                  .select('subject_id')
                  .where('subject_kind', '=', 'club')
                  .where('subject_id', 'in', ids)
                  .execute()
              ).map((w) => w.subject_id),
        );
        if (rows.length === 0)
          return ctx.out(
            daysArg === undefined
              ? 'No club members or join requests yet.'
              : `No membership ends within ${daysArg} days.`,
          );
        for (const m of rows) {
          const state =
            m.expires_at === null || m.starts_at === null
              ? 'JOIN REQUEST: call, take the fee, then club:activate'
              : m.cancelled_at !== null
                ? withdrawn.has(m.id)
                  ? `WITHDRAWN by the shopper ${day(m.cancelled_at)}: refund the fee within 14 days`
                  : `cancelled ${day(m.cancelled_at)}`
                : m.starts_at > now
                  ? `starts ${day(m.starts_at)}, through ${lastDay(m.expires_at)}`
                  : m.expires_at > now
                    ? `active ${day(m.starts_at)} – ${lastDay(m.expires_at)}`
                    : `ended ${lastDay(m.expires_at)}`;
          ctx.out(
            `#${m.id}  ${m.first_last_name}, ${m.phone.startsWith('+') ? phoneForDisplay(m.phone) : m.phone}, ${m.country}  ${m.user_id ? `user #${m.user_id}` : 'no account'}  ${state}`,
          );
        }
        ctx.out(`${rows.length} row(s).`);
      },
    },

    'club:cancel': {
      usage: 'club:cancel <e-mail|phone>',
      summary:
        'Cancel the running and any paid-ahead membership of an account (orders from now on pay the normal price)',
      async run(args, ctx) {
        const user = await accountNamed(ctx.db, args[0]);
        const now = nowIso();
        const ids = await ctx.db
          .selectFrom('club_members')
          .select('id')
          .where('user_id', '=', user.id)
          .where('cancelled_at', 'is', null)
          .where('expires_at', '>', now)
          .execute();
        let n = 0;
        await ctx.db.transaction().execute(async (trx) => {
          for (const { id } of ids) if (await cancelClubRow(trx, CLI_ACTOR, id)) n++;
        });
        if (n === 0) throw new CliUsageError(`${user.email} has no running or paid-ahead membership`);
        ctx.out(
          `${user.email} (user #${user.id}): ${n} membership(s) cancelled; new orders pay the normal price and delivery.`,
        );
      },
    },
  };
}
