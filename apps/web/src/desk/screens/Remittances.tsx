// The courier's money (docs/desk.md, "The courier's money"): a courier's payout statement imported
// whole or not at all, each payout with its lines matched to our parcels — paid in full, short, over,
// or for a parcel we do not know — and the delivered parcels it should have paid and did not.
import { useId, useState, type FormEvent } from 'react';
import { COUNTRY_CODES, COUNTRY_TERMS, type CountryCode } from '@zdravo/contract';
import { REMITTANCE_COLUMNS } from '@zdravo/contract/courier-remittance';
import type { Remittance, RemittanceImport, RemittanceSummary, StaffMe } from '@zdravo/contract/desk';
import { deskRemittanceMessages, deskRemittanceProblems } from '@zdravo/contract/messages/desk-remittances';
import { deskRpc } from '../rpc.ts';
import { CsvFileField } from '../CsvFileField.tsx';
import { money } from '../format.ts';
import { QueryState } from '../QueryState.tsx';
import { DeskTable } from '../DeskTable.tsx';
import { SelectField } from '../SelectField.tsx';
import { useDeskQuery } from '../use-desk-query.ts';
import { fill, useDeskErrorText, useT } from '../texts.ts';
import { DeskScreen } from '../DeskScreen.tsx';
import { RemittanceCounts, RemittanceView } from './RemittanceView.tsx';
import { dayText } from './WithdrawalCard.tsx';
import './remittances.css';
import { Notice } from '../Notice.tsx';

type Notice = { kind: 'ok'; text: string } | { kind: 'error'; text: string; rows?: string[] };

function ImportForm({
  country,
  onDone,
}: {
  country: CountryCode;
  onDone: (notice: Notice, imported?: Remittance) => void;
}) {
  const t = useT(deskRemittanceMessages);
  const problems = useT(deskRemittanceProblems);
  const errorText = useDeskErrorText();
  const hintId = useId();
  const couriers = COUNTRY_TERMS[country].couriers;
  const [courier, setCourier] = useState(couriers[0]?.id ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const columns = REMITTANCE_COLUMNS[courier];
  async function send(e: FormEvent) {
    e.preventDefault();
    if (!file) return;
    setBusy(true);
    const answer = await deskRpc.call('desk.remittances.import', {
      country,
      courier,
      fileName: file.name,
      csv: await file.text(),
    });
    setBusy(false);
    if (answer.status !== 'ok') return onDone({ kind: 'error', text: errorText(answer.data) });
    const result: RemittanceImport = answer.data;
    if (result.Remittance)
      return onDone({ kind: 'ok', text: fill(t.imported, { file: file.name }) }, result.Remittance);
    onDone({
      kind: 'error',
      text: t.refused,
      rows: result.Errors.map((r) =>
        fill(t.rowError, { row: r.Row, problem: problems[r.Problem], value: r.Value || '—' }),
      ),
    });
  }
  return (
    <form className="desk-panel desk-import" onSubmit={(e) => void send(e)}>
      <h2 className="eyebrow desk-panel__title">{t.importTitle}</h2>
      <p className="desk-muted" id={hintId}>
        {columns
          ? fill(t.importHint, {
              columns: [columns.trackingNumber, columns.collected, columns.fee, columns.payoutDate]
                .map((c) => `„${c}“`)
                .join(', '),
            })
          : null}
      </p>
      <div className="remittance-import__fields">
        <SelectField
          label={t.courier}
          value={courier}
          onValue={setCourier}
          options={couriers.map((c) => ({ value: c.id, label: c.name }))}
        />
        <CsvFileField label={t.file} hintId={hintId} onFile={setFile} />
      </div>
      <button type="submit" className="btn btn--primary btn--small" disabled={!file || busy} aria-busy={busy}>
        {t.import}
      </button>
    </form>
  );
}

function PayoutList({ payouts, onOpen }: { payouts: RemittanceSummary[]; onOpen: (id: number) => void }) {
  const t = useT(deskRemittanceMessages);
  if (payouts.length === 0) return <p className="desk-state">{t.none}</p>;
  return (
    <DeskTable
      cards
      className="remittance-list"
      columns={[
        { label: t.payoutOn },
        { label: t.courier },
        { label: t.collected, numeric: true },
        { label: t.counts },
        { label: t.open, hidden: true },
      ]}
    >
      {payouts.map((p) => (
        <tr key={p.ID} data-remittance={p.ID}>
          <td className="desk-nowrap">{dayText(p.PayoutOn)}</td>
          <td>
            {p.CourierName}
            <div className="desk-muted">{p.FileName}</div>
          </td>
          <td className="desk-num desk-nowrap" data-label={t.collected}>
            {money(p.CollectedMinor, p.Country)}
          </td>
          <td>
            <RemittanceCounts counts={p.Counts} />
          </td>
          <td>
            <button
              type="button"
              className="btn btn--ghost btn--small"
              aria-label={fill(t.openPayout, { date: dayText(p.PayoutOn), courier: p.CourierName })}
              onClick={() => onOpen(p.ID)}
            >
              {t.open}
            </button>
          </td>
        </tr>
      ))}
    </DeskTable>
  );
}

export default function Remittances({ me }: { me: StaffMe }) {
  const t = useT(deskRemittanceMessages);
  const [country, setCountry] = useState<CountryCode>(me.Country);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useDeskQuery<RemittanceSummary[]>(`remittances:${country}`, () =>
    deskRpc.call('desk.remittances.list', { country }),
  );
  const opened = useDeskQuery<Remittance>(openId === null ? null : `remittance:${openId}`, () =>
    deskRpc.call('desk.remittances.get', { id: openId! }),
  );

  function imported(next: Notice, remittance?: Remittance) {
    setNotice(next);
    if (remittance) {
      setOpenId(remittance.ID);
      list.reload();
    }
  }

  return (
    <DeskScreen
      title={t.heading}
      lead={t.lead}
      tools={
        <div className="desk-queue__country">
          <SelectField
            label={t.country}
            value={country}
            onValue={(c) => {
              setCountry(c);
              setNotice(null);
              setOpenId(null);
            }}
            options={COUNTRY_CODES.map((c) => ({ value: c, label: c }))}
          />
        </div>
      }
    >
      {notice ? (
        <Notice kind={notice.kind}>
          <p>{notice.text}</p>
          {notice.kind === 'error' && notice.rows ? (
            <ul className="desk-import__rows">
              {notice.rows.map((row) => (
                <li key={row}>{row}</li>
              ))}
            </ul>
          ) : null}
        </Notice>
      ) : null}
      {openId !== null ? (
        opened.state === 'ok' ? (
          <RemittanceView remittance={opened.data} onBack={() => setOpenId(null)} />
        ) : (
          <QueryState query={opened} reload={opened.reload} />
        )
      ) : (
        <>
          <ImportForm key={country} country={country} onDone={imported} />
          <h2 className="remittance-heading">{t.payouts}</h2>
          {list.state === 'ok' ? (
            <PayoutList payouts={list.data} onOpen={setOpenId} />
          ) : (
            <QueryState query={list} reload={list.reload} />
          )}
        </>
      )}
    </DeskScreen>
  );
}
