// Managers' numbers ("Brojke", docs/desk.md "The numbers"): the COD funnel, the call promise, the agents,
// the money by state and the quiz funnel, for a range of days or weeks and one country or all. Each
// section has its chart, its table beside it, and a "CSV" button whose file holds exactly that table.
import { useMemo, useState, type FormEvent } from 'react';
import { COUNTRY_CODES, localDay, type CountryCode } from '@zdravo/contract';
import { addDays, NUMBERS_GRAINS, type NumbersGrain, type NumbersReport, type StaffMe } from '@zdravo/contract/desk';
import { deskGrainLabels, deskNumbersMessages } from '@zdravo/contract/messages/desk-numbers';
import { quizGoalMessages } from '@zdravo/contract/messages/quiz';
import { deskReturnReasonLabels } from '@zdravo/contract/messages/desk';
import { TextField } from '../../components/ui/form/index.ts';
import { deskRpc } from '../rpc.ts';
import { QueryState } from '../QueryState.tsx';
import { SelectField } from '../SelectField.tsx';
import { useDeskQuery } from '../use-desk-query.ts';
import { fill, useT } from '../texts.ts';
import { NumbersChart } from '../numbers/Chart.tsx';
import { numbersCharts } from '../numbers/charts.ts';
import { numberFormats } from '../numbers/format.ts';
import { NUMBERS_SECTIONS, numbersTables, tableCsv, type NumbersTable } from '../numbers/tables.ts';
import { saveFile } from '../save-file.ts';
import { CourierMoney } from '../numbers/CourierMoney.tsx';
import '../numbers/numbers.css';
import { DeskScreen } from '../DeskScreen.tsx';

interface Filter {
  from: string;
  to: string;
  grain: NumbersGrain;
  country: CountryCode | '';
}

/** The last two weeks, today included, on the shop's clock. */
function lastTwoWeeks(): Filter {
  const today = localDay(new Date().toISOString());
  return { from: addDays(today, -13), to: today, grain: 'day', country: '' };
}

const BUSY_RETRIES = 8;
const BUSY_RETRY_MS = 750;

/**
 * The report, asked again a few times while the server answers BUSY (docs/desk.md, "The numbers"): the
 * server runs one report per person, so a filter changed before the last report came is BUSY at first.
 * Only after that does the screen say the numbers are being read and offer to try again.
 */
async function reportWhenFree(params: { from: string; to: string; grain: NumbersGrain; country?: CountryCode }) {
  for (let attempt = 0; ; attempt++) {
    const answer = await deskRpc.call('desk.numbers.report', params);
    if (answer.status === 'ok' || answer.data !== 'BUSY' || attempt >= BUSY_RETRIES) return answer;
    await new Promise((resolve) => setTimeout(resolve, BUSY_RETRY_MS));
  }
}

function downloadCsv(table: NumbersTable, r: NumbersReport) {
  saveFile(
    `zdravo-brojke-${table.section}-${r.From}-${r.To}${r.Countries.length === 1 ? `-${r.Countries[0]}` : ''}.csv`,
    tableCsv(table),
  );
}

function TableOf({ table }: { table: NumbersTable }) {
  const align = (i: number) => (table.numeric[i] ? 'desk-num' : undefined);
  // A wide table scrolls sideways on a narrow screen: focusable, so it scrolls by keyboard too.
  return (
    <div className="desk-table-wrap" tabIndex={0} role="group" aria-label={table.title}>
      <table className="desk-table numbers-table">
        <thead>
          <tr>
            {table.head.map((h, i) => (
              <th key={i} scope="col" className={align(i)}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, i) => (
                <td key={i} className={align(i)}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {table.foot && (
          <tfoot>
            <tr>
              {table.foot.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={i} className={align(i)}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

function Report({ report, me }: { report: NumbersReport; me: StaffMe }) {
  const t = useT(deskNumbersMessages);
  const goals = useT(quizGoalMessages);
  const formats = useMemo(() => numberFormats(me.Country, t.none), [me.Country, t.none]);
  const reasons = useT(deskReturnReasonLabels);
  const tables = useMemo(() => numbersTables(report, t, formats, goals, reasons), [report, t, formats, goals, reasons]);
  const charts = useMemo(() => numbersCharts(report, t, formats, goals, reasons), [report, t, formats, goals, reasons]);
  return (
    <>
      {NUMBERS_SECTIONS.map((section) => {
        const table = tables[section];
        const id = `numbers-${section}`;
        return (
          <section key={section} className="numbers-section" aria-labelledby={id}>
            <div className="numbers-section__head">
              <h2 id={id} className="numbers-section__title">
                {table.title}
              </h2>
              <button
                type="button"
                className="btn btn--ghost btn--small"
                title={fill(t.csvOf, { title: table.title })}
                disabled={table.rows.length === 0}
                onClick={() => downloadCsv(table, report)}
              >
                {t.csv}
              </button>
            </div>
            <p className="desk-muted numbers-section__note">{table.note}</p>
            {table.rows.length === 0 ? (
              <p className="desk-state">{t.empty}</p>
            ) : (
              <div className={`numbers-section__body${table.head.length > 6 ? ' numbers-section__body--wide' : ''}`}>
                <NumbersChart config={charts[section]} label={fill(t.chartOf, { title: table.title })} />
                <TableOf table={table} />
              </div>
            )}
          </section>
        );
      })}
    </>
  );
}

export default function Numbers({ me }: { me: StaffMe }) {
  const t = useT(deskNumbersMessages);
  const grains = useT(deskGrainLabels);
  const [draft, setDraft] = useState<Filter>(lastTwoWeeks);
  const [filter, setFilter] = useState<Filter>(draft);
  const params = {
    from: filter.from,
    to: filter.to,
    grain: filter.grain,
    ...(filter.country ? { country: filter.country } : {}),
  };
  const report = useDeskQuery<NumbersReport>(`numbers:${JSON.stringify(params)}`, () => reportWhenFree(params));

  function apply(event: FormEvent) {
    event.preventDefault();
    setFilter(draft);
  }

  return (
    <DeskScreen title={t.heading} lead={t.lead} className="numbers">
      <form className="desk-filters" onSubmit={apply}>
        <TextField label={t.from} type="date" value={draft.from} onValue={(from) => setDraft({ ...draft, from })} />
        <TextField label={t.to} type="date" value={draft.to} onValue={(to) => setDraft({ ...draft, to })} />
        <SelectField
          label={t.grain}
          value={draft.grain}
          onValue={(grain) => setDraft({ ...draft, grain })}
          options={NUMBERS_GRAINS.map((g) => ({ value: g, label: grains[g] }))}
        />
        <SelectField
          label={t.country}
          value={draft.country}
          onValue={(country) => setDraft({ ...draft, country })}
          options={[
            { value: '' as const, label: t.allCountries },
            ...COUNTRY_CODES.map((c) => ({ value: c, label: c })),
          ]}
        />
        <button type="submit" className="btn btn--primary desk-filters__submit">
          {t.show}
        </button>
      </form>
      {report.state === 'ok' ? (
        <Report report={report.data} me={me} />
      ) : (
        <QueryState query={report} reload={report.reload} />
      )}
      <CourierMoney />
    </DeskScreen>
  );
}
