// The numbers screen's tables, as text: what the screen shows beside each chart and, cell for cell,
// what its CSV export holds (one builder for both, so the file always equals the table).
import { COUNTRIES, CURRENCY_LABELS, fillText, type CountryCode, type CurrencyCode } from '@zdravo/contract';
import { outcomeRates, rate, type NumbersFunnelRow, type NumbersReport } from '@zdravo/contract/desk';
import { toCsv } from '@zdravo/contract/desk/csv';
import type { deskNumbersMessages } from '@zdravo/contract/messages/desk-numbers';
import type { deskReturnReasonLabels } from '@zdravo/contract/messages/desk';
import type { quizGoalMessages } from '@zdravo/contract/messages/quiz';
import type { Texts } from '../../lib/i18n.ts';
import type { NumberFormats } from './format.ts';

export const NUMBERS_SECTIONS = ['funnel', 'promise', 'agents', 'money', 'returns', 'productReturns', 'quiz'] as const;
export type NumbersSection = (typeof NUMBERS_SECTIONS)[number];

export interface NumbersTable {
  section: NumbersSection;
  title: string;
  note: string;
  head: string[];
  /** Which columns are figures (right-aligned). */
  numeric: boolean[];
  rows: string[][];
  /** The totals row, when the rows add up. */
  foot: string[] | null;
}

type T = Texts<typeof deskNumbersMessages>;
type Goals = Texts<typeof quizGoalMessages>;
type Reasons = Texts<typeof deskReturnReasonLabels>;

type FunnelCounts = Omit<NumbersFunnelRow, 'Period' | 'Country'>;
const FUNNEL_COUNTS = [
  'Orders',
  'Confirmed',
  'Shipped',
  'InTransit',
  'Delivered',
  'Refused',
  'Returned',
] as const satisfies readonly (keyof FunnelCounts)[];

const funnelSum = (rows: readonly NumbersFunnelRow[]): FunnelCounts => {
  const sum: FunnelCounts = {
    Orders: 0,
    Confirmed: 0,
    Shipped: 0,
    InTransit: 0,
    Delivered: 0,
    Refused: 0,
    Returned: 0,
  };
  for (const r of rows) for (const k of FUNNEL_COUNTS) sum[k] += r[k];
  return sum;
};

function funnelTable(r: NumbersReport, t: T, f: NumberFormats): NumbersTable {
  const cells = (c: FunnelCounts) => [
    ...FUNNEL_COUNTS.map((k) => f.count(c[k])),
    f.share(rate(c.Confirmed, c.Orders)),
    f.share(outcomeRates(c).delivery),
    f.share(outcomeRates(c).refusal),
    f.share(rate(c.Returned, c.Delivered)),
  ];
  return {
    section: 'funnel',
    title: t.funnel,
    note: t.funnelNote,
    head: [
      t.period,
      t.country,
      t.orders,
      t.confirmed,
      t.shipped,
      t.inTransit,
      t.delivered,
      t.refused,
      t.returned,
      t.confirmationRate,
      t.deliveryRate,
      t.refusalRate,
      t.returnRate,
    ],
    numeric: [false, false, ...Array<boolean>(11).fill(true)],
    rows: r.Funnel.map((row) => [f.period(row.Period, r.Grain), row.Country, ...cells(row)]),
    foot: r.Funnel.length > 0 ? [t.total, '', ...cells(funnelSum(r.Funnel))] : null,
  };
}

function promiseTable(r: NumbersReport, t: T, f: NumberFormats): NumbersTable {
  const due = r.Promise.reduce((n, p) => n + p.Due, 0);
  const onTime = r.Promise.reduce((n, p) => n + p.OnTime, 0);
  const saved = r.Promise.reduce((n, p) => n + p.SavedByRetry, 0);
  return {
    section: 'promise',
    title: t.promise,
    note: t.promiseNote,
    head: [t.period, t.country, t.due, t.onTime, t.onTimeShare, t.medianMinutes, t.savedByRetry],
    numeric: [false, false, true, true, true, true, true],
    rows: r.Promise.map((p) => [
      f.period(p.Period, r.Grain),
      p.Country,
      f.count(p.Due),
      f.count(p.OnTime),
      f.share(rate(p.OnTime, p.Due)),
      p.MedianMinutes === null ? t.none : f.count(p.MedianMinutes),
      f.count(p.SavedByRetry),
    ]),
    // A median does not add up across periods: the totals row leaves it out.
    foot:
      r.Promise.length > 0
        ? [t.total, '', f.count(due), f.count(onTime), f.share(rate(onTime, due)), '', f.count(saved)]
        : null,
  };
}

/** The currencies of the countries a report covers, in a fixed order (two countries share the euro). */
function currenciesOf(countries: readonly CountryCode[]): CurrencyCode[] {
  return (['EUR', 'BAM', 'RSD'] as const).filter((cur) => countries.some((c) => COUNTRIES[c].currency === cur));
}

function agentsTable(r: NumbersReport, t: T, f: NumberFormats): NumbersTable {
  const currencies = currenciesOf(r.Countries);
  return {
    section: 'agents',
    title: t.agents,
    note: t.agentsNote,
    head: [
      t.agent,
      t.calls,
      t.ordersCalled,
      t.confirmations,
      t.confirmationRate,
      ...currencies.flatMap((c) => [
        fillText(t.addedOnCalls, { currency: CURRENCY_LABELS[c] }),
        fillText(t.removedOnCalls, { currency: CURRENCY_LABELS[c] }),
      ]),
    ],
    numeric: [false, true, true, true, true, ...currencies.flatMap(() => [true, true])],
    rows: r.Agents.map((a) => [
      a.Name,
      f.count(a.Calls),
      f.count(a.OrdersCalled),
      f.count(a.Confirmations),
      f.share(rate(a.Confirmations, a.OrdersCalled)),
      ...currencies.flatMap((c) => [f.money(a.AddedMinor[c] ?? 0, c), f.money(a.RemovedMinor[c] ?? 0, c)]),
    ]),
    foot: null,
  };
}

function moneyTable(r: NumbersReport, t: T, f: NumberFormats): NumbersTable {
  return {
    section: 'money',
    title: t.money,
    note: t.moneyNote,
    head: [t.currency, t.collected, t.inTransit, t.waiting, t.lost, t.duplicate],
    numeric: [false, true, true, true, true, true],
    rows: r.Money.map((m) => [
      CURRENCY_LABELS[m.Currency],
      f.money(m.CollectedMinor, m.Currency),
      f.money(m.InTransitMinor, m.Currency),
      f.money(m.WaitingMinor, m.Currency),
      f.money(m.LostMinor, m.Currency),
      f.money(m.DuplicateMinor, m.Currency),
    ]),
    foot: null,
  };
}

function returnsTable(r: NumbersReport, t: T, f: NumberFormats, reasons: Reasons): NumbersTable {
  return {
    section: 'returns',
    title: t.returns,
    note: t.returnsNote,
    head: [t.country, t.reason, t.parcels, t.ofShipped, t.returnCost],
    numeric: [false, false, true, true, true],
    rows: r.Returns.map((x) => [
      x.Country,
      reasons[x.Reason ?? 'none'],
      f.count(x.Parcels),
      f.share(rate(x.Parcels, r.ShippedByCountry[x.Country] ?? 0)),
      f.money(x.CostMinor, COUNTRIES[x.Country].currency),
    ]),
    foot: null,
  };
}

function productReturnsTable(r: NumbersReport, t: T, f: NumberFormats): NumbersTable {
  return {
    section: 'productReturns',
    title: t.productReturns,
    note: t.productReturnsNote,
    head: [t.product, t.country, t.shipped, t.cameBack, t.returnRate],
    numeric: [false, false, true, true, true],
    rows: r.ProductReturns.map((p) => [
      p.Name,
      p.Country,
      f.count(p.Shipped),
      f.count(p.CameBack),
      f.share(rate(p.CameBack, p.Shipped)),
    ]),
    foot: null,
  };
}

/** The quiz's steps in the order a run goes through them, with how many runs reached each. */
function quizSteps(q: NumbersReport['Quiz'][number], t: T): [label: string, runs: number][] {
  return [
    [t.started, q.Started],
    ...q.Questions.map((n, i): [string, number] => [fillText(t.question, { n: i + 1 }), n]),
    [t.emailStep, q.EmailStep],
    [t.phoneStep, q.PhoneStep],
    [t.result, q.Result],
    [t.offerOpened, q.OfferOpened],
  ];
}

function quizTable(r: NumbersReport, t: T, f: NumberFormats, goals: Goals): NumbersTable {
  return {
    section: 'quiz',
    title: t.quiz,
    note: t.quizNote,
    head: [t.goal, t.step, t.runs, t.ofStarted],
    numeric: [false, false, true, true],
    rows: r.Quiz.filter((q) => q.Started > 0).flatMap((q) =>
      quizSteps(q, t).map(([step, runs]) => [goals[q.Goal], step, f.count(runs), f.share(rate(runs, q.Started))]),
    ),
    foot: null,
  };
}

export function numbersTables(
  r: NumbersReport,
  t: T,
  f: NumberFormats,
  goals: Goals,
  reasons: Reasons,
): Record<NumbersSection, NumbersTable> {
  return {
    funnel: funnelTable(r, t, f),
    promise: promiseTable(r, t, f),
    agents: agentsTable(r, t, f),
    money: moneyTable(r, t, f),
    returns: returnsTable(r, t, f, reasons),
    productReturns: productReturnsTable(r, t, f),
    quiz: quizTable(r, t, f, goals),
  };
}

/** The table as its CSV file holds it: the header, the rows, the totals. */
const tableCells = (table: NumbersTable): string[][] => [
  table.head,
  ...table.rows,
  ...(table.foot ? [table.foot] : []),
];

/** The table's CSV file, through the desk's one writer (a name such as "=HYPERLINK(…)" stays text). */
export const tableCsv = (table: NumbersTable): string => toCsv(tableCells(table));
