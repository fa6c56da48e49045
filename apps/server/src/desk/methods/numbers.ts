// The managers' numbers (docs/desk.md, "The numbers"): one report per call, read-only.
import { numbersParams } from '@zdravo/contract/desk/methods';
import type { StaffContext } from '../context.ts';
import { deskMethod, type DeskAreaMethods } from '../method.ts';
import { numbersReport, type NumbersQuery } from '../numbers/report.ts';

export function deskNumbersMethods(): DeskAreaMethods<'desk.numbers.report'> {
  return {
    'desk.numbers.report': deskMethod('desk.numbers.report', {
      params: numbersParams,
      handler: (query: NumbersQuery, ctx: StaffContext) => numbersReport(ctx.db, query),
    }),
  };
}
