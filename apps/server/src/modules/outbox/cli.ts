// `npm run shop -- outbox [limit]`: the messages the shop sent or is sending, newest first, with
// their text (in the embedded default this is where reset codes are read).
import { CliUsageError, type CliCommand } from '../../cli/types.ts';

export function outboxCommands(): Record<string, CliCommand> {
  return {
    outbox: {
      usage: 'outbox [limit]',
      summary: 'List outgoing messages (e-mail, SMS, …), newest first',
      async run(args, ctx) {
        const limit = args[0] === undefined ? 20 : Number(args[0]);
        if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
          throw new CliUsageError('limit must be a whole number from 1 to 1000');
        const rows = await ctx.db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
        if (rows.length === 0) {
          ctx.out('The outbox is empty.');
          return;
        }
        for (const row of rows) {
          const payload = JSON.parse(row.payload) as Record<string, unknown>;
          const state =
            row.status === 'sent'
              ? `sent by ${row.delivered_by ?? '?'}`
              : `${row.status}, ${row.attempts} tries${row.last_error ? ` (${row.last_error})` : ''}`;
          ctx.out(`#${row.id}  ${row.created_at}  ${row.channel}  to ${row.recipient}  [${state}]`);
          if (typeof payload.subject === 'string') ctx.out(`    ${payload.subject}`);
          const { subject: _s, sensitive: _x, ...rest } = payload;
          ctx.out(`    ${typeof rest.text === 'string' ? rest.text : JSON.stringify(rest)}`);
        }
      },
    },
  };
}
