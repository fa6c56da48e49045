// Operator commands of the quiz: the mailing group per product and country, and the funnel.
import { isCountryCode, QUIZ_FUNNEL_EVENTS, QUIZ_SET_FAMILIES, textFor } from '@zdravo/contract';
import { quizGoalMessages } from '@zdravo/contract/messages/quiz';
import { CliUsageError, type CliCommand } from '../../cli/types.ts';
import { funnelSince, type FunnelRow } from './funnel.ts';
import { listMailingGroups, removeMailingGroup, setMailingGroup } from './groups.ts';

const GROUP_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} ._-]{0,99}$/u;

function parseDays(args: string[]): number {
  const at = args.findIndex((a) => a === '--days' || a.startsWith('--days='));
  if (at === -1) {
    if (args.length > 0) throw new CliUsageError(`Unknown argument "${args[0]}"; use --days N`);
    return 30;
  }
  const raw = args[at]?.startsWith('--days=') ? args[at]?.slice(7) : args[at + 1];
  const days = Number(raw);
  if (!Number.isInteger(days) || days < 1 || days > 3660)
    throw new CliUsageError('--days must be a whole number from 1 to 3660');
  return days;
}

const pct = (part: number, whole: number): string => (whole > 0 ? `${Math.round((part / whole) * 100)}%` : '—');

function funnelLines(row: FunnelRow): string[] {
  const name = textFor(quizGoalMessages[row.goal], 'BA');
  const line = (label: string, n: number) =>
    `    ${label.padEnd(22)} ${String(n).padStart(7)}  ${pct(n, row.started).padStart(5)}`;
  return [
    `Set ${row.goal} (${QUIZ_SET_FAMILIES[row.goal]}) — "${name}"`,
    line('started', row.started),
    ...row.questions.map((n, i) => line(`question ${i + 1} reached`, n)),
    line('e-mail step reached', row.emailStep),
    line('phone step reached', row.phoneStep),
    line('e-mail left', row.emailLeft),
    line('phone left', row.phoneLeft),
    line('result seen', row.result),
    line('offer opened', row.offerOpened),
  ];
}

export function quizCommands(): Record<string, CliCommand> {
  return {
    'quiz:funnel': {
      usage: 'quiz:funnel [--days N]',
      summary: `Anonymous quiz counts per goal over the last N days (default 30): ${QUIZ_FUNNEL_EVENTS.join(', ')}`,
      async run(args, ctx) {
        const days = parseDays(args);
        const rows = await funnelSince(ctx.db, days);
        ctx.out(`Quiz funnel, last ${days} day(s) (UTC), share of runs started:`);
        for (const row of rows) for (const line of funnelLines(row)) ctx.out(line);
      },
    },

    'quiz:group': {
      usage: 'quiz:group <slog> <country> <group> | quiz:group <slog> <country> --remove',
      summary: "Set the mailing group the quiz's e-mail step signs shoppers up to, per product and country",
      async run(args, ctx) {
        const [slog = '', rawCountry = '', ...rest] = args;
        const country = rawCountry.toUpperCase();
        const group = rest.join(' ').trim();
        if (!/^[a-z0-9-]{1,100}$/.test(slog)) throw new CliUsageError('Give the product slug, e.g. pure-fit');
        if (!isCountryCode(country)) throw new CliUsageError('The country must be one of BA, RS, HR, ME');
        const offer = await ctx.db.selectFrom('offers').select('id').where('slog', '=', slog).executeTakeFirst();
        if (!offer) throw new CliUsageError(`No product "${slog}" in the catalog`);
        if (group === '--remove') {
          const removed = await removeMailingGroup(ctx.db, slog, country);
          return ctx.out(
            removed
              ? `${slog} in ${country} has no mailing group now: the quiz's e-mail step answers an error there.`
              : `${slog} in ${country} had no mailing group.`,
          );
        }
        if (!GROUP_PATTERN.test(group))
          throw new CliUsageError('Give the group name: letters, digits, spaces, . _ - (up to 100)');
        await setMailingGroup(ctx.db, slog, country, group);
        ctx.out(`Quiz e-mail sign-ups for ${slog} in ${country} now go to the group "${group}".`);
      },
    },

    'quiz:groups': {
      usage: 'quiz:groups',
      summary: 'List the mailing group of every product and country',
      async run(_args, ctx) {
        const rows = await listMailingGroups(ctx.db);
        if (rows.length === 0) return ctx.out('No mailing groups: set one with quiz:group <slog> <country> <group>.');
        for (const r of rows) ctx.out(`${r.slog.padEnd(24)} ${r.country}  ${r.group}`);
      },
    },
  };
}
