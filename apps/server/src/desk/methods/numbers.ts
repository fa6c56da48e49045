// The managers' numbers (docs/desk.md, "The numbers"): one report per call, read-only.
import { numbersParams } from '@zdravo/contract/desk/methods';
import { deskMethod, type DeskAreaMethods } from '../method.ts';
import { numbersReport } from '../numbers/report.ts';

export function deskNumbersMethods(): DeskAreaMethods<'desk.numbers.report'> {
  return {
    'desk.numbers.report': deskMethod('desk.numbers.report', {
      params: numbersParams,
      handler: (query, ctx) => numbersReport(ctx.db, query),
    }),
  };
}
