// The desk's records (docs/desk.md, "Withdrawals" and "Quiz leads"): withdrawals with the team's
// to-do (agents and managers), and the quiz leads and newsletter subscribers with their CSV (managers).
import { parseCountry, type CountryCode } from '@zdravo/contract';
import {
  quizLeadsCsvParams,
  quizLeadsListParams,
  refundPaidParams,
  withdrawalDoneParams,
  withdrawalsListParams,
} from '@zdravo/contract/desk/records-params';
import { actorOf, type StaffContext } from '../context.ts';
import { recordAudit } from '../../platform/audit.ts';
import { deskMethod, type DeskAreaMethods } from '../method.ts';
import { listWithdrawals, markRefundPaid, markWithdrawalDone } from '../records/withdrawals.ts';
import { listQuizLeads, QUIZ_LEADS_PAGE } from '../records/quiz-leads.ts';
import { quizLeadsCsv } from '../records/quiz-leads-csv.ts';

type Area =
  | 'desk.withdrawals.list'
  | 'desk.withdrawals.done'
  | 'desk.withdrawals.refundPaid'
  | 'desk.quizLeads.list'
  | 'desk.quizLeads.csv';

/** The staff member's country picks the wording of the goal's name and the CSV's header. */
const readerOf = (ctx: StaffContext): CountryCode => parseCountry(ctx.staff.country);

export function deskRecordsMethods(): DeskAreaMethods<Area> {
  return {
    'desk.withdrawals.list': deskMethod('desk.withdrawals.list', {
      params: withdrawalsListParams,
      handler: ({ state, beforeId }, ctx) => listWithdrawals(ctx.db, state, beforeId),
    }),

    'desk.withdrawals.done': deskMethod('desk.withdrawals.done', {
      params: withdrawalDoneParams,
      handler: (input, ctx) => markWithdrawalDone(ctx.db, actorOf(ctx), input),
    }),

    'desk.withdrawals.refundPaid': deskMethod('desk.withdrawals.refundPaid', {
      params: refundPaidParams,
      handler: (input, ctx) => markRefundPaid(ctx.db, actorOf(ctx), input),
    }),

    'desk.quizLeads.list': deskMethod('desk.quizLeads.list', {
      params: quizLeadsListParams,
      async handler(filter, ctx) {
        const { leads, more } = await listQuizLeads(ctx.db, filter ?? {}, readerOf(ctx), QUIZ_LEADS_PAGE);
        return { Leads: leads, NextBeforeID: more ? (leads.at(-1)?.ID ?? null) : null };
      },
    }),

    'desk.quizLeads.csv': deskMethod('desk.quizLeads.csv', {
      params: quizLeadsCsvParams,
      // A read, but a file of people's contacts (and consented health answers) leaving the shop: who took it is kept.
      handler: (filter, ctx) =>
        ctx.db.transaction().execute(async (trx) => {
          const file = await quizLeadsCsv(trx, filter ?? {}, readerOf(ctx));
          await recordAudit(trx, actorOf(ctx), {
            action: 'quizLeads.csv',
            subject: 'subscribers',
            subjectId: filter?.country ?? null,
            after: { rows: file.Rows, file: file.FileName, ...filter },
          });
          return file;
        }),
    }),
  };
}
