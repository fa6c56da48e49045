// The numbers' section on cash on delivery (docs/desk.md, "The courier's money"): per country, what
// couriers collected at the door, paid out, took as fees, and still hold — by days since delivery.
// As of now, whatever days the report above covers: money owed does not belong to a period.
import { OUTSTANDING_AGES, type CourierMoney as Money } from '@zdravo/contract/desk';
import { deskCourierMoneyMessages } from '@zdravo/contract/messages/desk-remittances';
import { deskRpc } from '../rpc.ts';
import { money } from '../format.ts';
import { DeskTable } from '../DeskTable.tsx';
import { QueryState } from '../QueryState.tsx';
import { useDeskQuery } from '../use-desk-query.ts';
import { useT } from '../texts.ts';

export function CourierMoney() {
  const t = useT(deskCourierMoneyMessages);
  const query = useDeskQuery<Money[]>('courier-money', () => deskRpc.call('desk.remittances.money', {}));
  return (
    <section className="numbers-section" aria-labelledby="numbers-courier-money">
      <div className="numbers-section__head">
        <h2 id="numbers-courier-money" className="numbers-section__title">
          {t.title}
        </h2>
        <a className="desk-link" href="#/remittances">
          {t.details}
        </a>
      </div>
      <p className="desk-muted numbers-section__note">{t.note}</p>
      {query.state !== 'ok' ? (
        <QueryState query={query} reload={query.reload} />
      ) : query.data.length === 0 ? (
        <p className="desk-state">{t.none}</p>
      ) : (
        <DeskTable
          className="numbers-table courier-money"
          columns={[
            { label: t.country },
            { label: t.collected, numeric: true },
            { label: t.remitted, numeric: true },
            { label: t.fees, numeric: true },
            { label: t.outstanding, numeric: true },
            ...OUTSTANDING_AGES.map((age) => ({ label: t[age], numeric: true })),
          ]}
        >
          {query.data.map((m) => (
            <tr key={m.Country} data-country={m.Country}>
              <th scope="row">{m.Country}</th>
              <td className="desk-num desk-nowrap">{money(m.CollectedMinor, m.Country)}</td>
              <td className="desk-num desk-nowrap">{money(m.RemittedMinor, m.Country)}</td>
              <td className="desk-num desk-nowrap">{money(m.FeeMinor, m.Country)}</td>
              <td className="desk-num desk-nowrap" data-outstanding={m.OutstandingMinor}>
                <strong>{money(m.OutstandingMinor, m.Country)}</strong>
              </td>
              {OUTSTANDING_AGES.map((age) => (
                <td key={age} className="desk-num desk-nowrap">
                  {money(m.OutstandingByAge[age], m.Country)}
                </td>
              ))}
            </tr>
          ))}
        </DeskTable>
      )}
    </section>
  );
}
