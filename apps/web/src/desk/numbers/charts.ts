// What each section of the numbers screen draws (the table beside it holds the same figures).
// Sums across countries per period; shares as percentages.
import type { ChartConfiguration } from 'chart.js';
import { rate, type NumbersReport } from '@zdravo/contract/desk';
import { CURRENCY_LABELS } from '@zdravo/contract';
import type { deskNumbersMessages } from '@zdravo/contract/messages/desk-numbers';
import type { deskReturnReasonLabels } from '@zdravo/contract/messages/desk';
import type { quizGoalMessages } from '@zdravo/contract/messages/quiz';
import type { Texts } from '../../lib/i18n.ts';
import type { NumberFormats } from './format.ts';
import type { NumbersSection } from './tables.ts';

type T = Texts<typeof deskNumbersMessages>;

/** The desk's palette: the shop's green, then warm colours for what is lost. */
const COLOURS = ['#2f6f4f', '#5f9e6e', '#a9c97a', '#d9a441', '#c0504d', '#7a6aa8'];

const common = {
  animation: false,
  responsive: true,
  maintainAspectRatio: false,
  plugins: { legend: { position: 'bottom' } },
} as const;

const sumBy = <R>(rows: readonly R[], key: (r: R) => string, value: (r: R) => number): Map<string, number> => {
  const sums = new Map<string, number>();
  for (const r of rows) sums.set(key(r), (sums.get(key(r)) ?? 0) + value(r));
  return sums;
};

const percent = (r: number | null) => (r === null ? null : Math.round(r * 1000) / 10);

export function numbersCharts(
  r: NumbersReport,
  t: T,
  f: NumberFormats,
  goals: Texts<typeof quizGoalMessages>,
  reasons: Texts<typeof deskReturnReasonLabels>,
): Record<NumbersSection, ChartConfiguration> {
  const labels = r.Periods.map((p) => f.period(p, r.Grain));
  const perPeriod = (value: (row: NumbersReport['Funnel'][number]) => number) => {
    const sums = sumBy(r.Funnel, (x) => x.Period, value);
    return r.Periods.map((p) => sums.get(p) ?? 0);
  };
  const due = sumBy(
    r.Promise,
    (x) => x.Period,
    (x) => x.Due,
  );
  const onTime = sumBy(
    r.Promise,
    (x) => x.Period,
    (x) => x.OnTime,
  );
  const moneyTotal = (m: NumbersReport['Money'][number]) =>
    m.CollectedMinor + m.InTransitMinor + m.WaitingMinor + m.LostMinor + m.DuplicateMinor;
  const byReason = sumBy(
    r.Returns,
    (x) => x.Reason ?? 'none',
    (x) => x.Parcels,
  );
  const byProduct = sumBy(
    r.ProductReturns,
    (x) => x.Name,
    (x) => x.CameBack,
  );
  const moneyShare = (pick: (m: NumbersReport['Money'][number]) => number) =>
    r.Money.map((m) => percent(rate(pick(m), moneyTotal(m))) ?? 0);
  const quiz = r.Quiz.filter((q) => q.Started > 0);
  const percentAxis = { y: { min: 0, max: 100, ticks: { callback: (v: string | number) => `${v} %` } } };
  return {
    funnel: {
      type: 'bar',
      data: {
        labels,
        datasets: [
          { label: t.orders, data: perPeriod((x) => x.Orders), backgroundColor: COLOURS[0] },
          { label: t.confirmed, data: perPeriod((x) => x.Confirmed), backgroundColor: COLOURS[1] },
          { label: t.shipped, data: perPeriod((x) => x.Shipped), backgroundColor: COLOURS[2] },
          { label: t.delivered, data: perPeriod((x) => x.Delivered), backgroundColor: COLOURS[3] },
        ],
      },
      options: common,
    },
    promise: {
      type: 'line',
      data: {
        labels,
        datasets: [
          {
            label: t.onTimeShare,
            data: r.Periods.map((p) => percent(rate(onTime.get(p) ?? 0, due.get(p) ?? 0))),
            borderColor: COLOURS[0],
            backgroundColor: COLOURS[0],
            spanGaps: true,
          },
        ],
      },
      options: { ...common, scales: percentAxis },
    },
    agents: {
      type: 'bar',
      data: {
        labels: r.Agents.map((a) => a.Name),
        datasets: [
          { label: t.calls, data: r.Agents.map((a) => a.Calls), backgroundColor: COLOURS[2] },
          { label: t.confirmations, data: r.Agents.map((a) => a.Confirmations), backgroundColor: COLOURS[0] },
        ],
      },
      options: common,
    },
    money: {
      type: 'bar',
      data: {
        labels: r.Money.map((m) => CURRENCY_LABELS[m.Currency]),
        datasets: [
          { label: t.collected, data: moneyShare((m) => m.CollectedMinor), backgroundColor: COLOURS[0] },
          { label: t.inTransit, data: moneyShare((m) => m.InTransitMinor), backgroundColor: COLOURS[2] },
          { label: t.waiting, data: moneyShare((m) => m.WaitingMinor), backgroundColor: COLOURS[3] },
          { label: t.lost, data: moneyShare((m) => m.LostMinor), backgroundColor: COLOURS[4] },
          { label: t.duplicate, data: moneyShare((m) => m.DuplicateMinor), backgroundColor: COLOURS[5] },
        ],
      },
      options: { ...common, scales: { x: { stacked: true }, y: { ...percentAxis.y, stacked: true } } },
    },
    returns: {
      type: 'bar',
      data: {
        labels: [...byReason.keys()].map((k) => reasons[k as keyof typeof reasons]),
        datasets: [{ label: t.parcels, data: [...byReason.values()], backgroundColor: COLOURS[4] }],
      },
      options: common,
    },
    productReturns: {
      type: 'bar',
      data: {
        labels: [...byProduct.keys()],
        datasets: [{ label: t.cameBack, data: [...byProduct.values()], backgroundColor: COLOURS[3] }],
      },
      options: common,
    },
    quiz: {
      type: 'bar',
      data: {
        labels: quiz.map((q) => goals[q.Goal]),
        datasets: (
          [
            [t.started, (q) => q.Started],
            [t.emailStep, (q) => q.EmailStep],
            [t.phoneStep, (q) => q.PhoneStep],
            [t.result, (q) => q.Result],
            [t.offerOpened, (q) => q.OfferOpened],
          ] as const satisfies readonly (readonly [string, (q: NumbersReport['Quiz'][number]) => number])[]
        ).map(([label, pick], i) => ({ label, data: quiz.map(pick), backgroundColor: COLOURS[i] })),
      },
      options: common,
    },
  };
}
