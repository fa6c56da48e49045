// The managers' numbers (docs/desk.md, "The numbers"): one report per call, read-only, bounded (one at a
// time per person, a few in the process; any other answers BUSY) and on SQLite read off the main thread.
import { fail } from '@zdravo/rpc/server';
import { numbersParams } from '@zdravo/contract/desk/methods';
import { deskMethod, type DeskAreaMethods } from '../method.ts';

export function deskNumbersMethods(): DeskAreaMethods<'desk.numbers.report'> {
  return {
    'desk.numbers.report': deskMethod('desk.numbers.report', {
      params: numbersParams,
      async handler(query, ctx) {
        const report = await ctx.numbers.report(ctx.staff.id, query);
        return report === 'BUSY' ? fail('BUSY') : report;
      },
    }),
  };
}
