// club:remind — one pass of the renewal reminders now, or as of a day (for an operator catching up
// after an outage, and for tests: the clock is given here, never switched inside the server).
import type { CliCommand } from '../../cli/types.ts';
import { flagValue, parseDay } from './accounts.ts';
import { queueClubReminders } from './reminders.ts';

/** Noon on the shop's clock: a day given is read in the middle, away from either midnight. */
const NOON_MS = 12 * 3_600_000;

export function remindCommand(): Record<string, CliCommand> {
  return {
    'club:remind': {
      usage: 'club:remind [--at YYYY-MM-DD]',
      summary: 'Queue the club renewal reminders due (14 and 3 days before the end; each once), as of now or of a day',
      async run(args, ctx) {
        const { value } = flagValue(args, '--at');
        const at = value === undefined ? new Date() : new Date(parseDay(value, '--at').getTime() + NOON_MS);
        const queued = await queueClubReminders(ctx.db, ctx.config, at);
        ctx.out(`${queued} renewal reminder(s) queued as of ${at.toISOString()}.`);
      },
    },
  };
}
