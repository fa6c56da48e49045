// Dispatch (docs/desk.md): per country, the confirmed orders waiting for a courier — the courier's
// CSV, and each marked shipped with its courier and number (typed, or a CSV imported back) — and the
// parcels on the way, each closed with its delivery outcome (one at a time or from the courier's CSV).
// An import is applied whole or not at all; a refused file lists every bad row. Parcels to ship show
// what is inside; chosen ones (else all) make the pick list and the packing slips to print, and ship
// together as one batch.
import { useId, useState, type FormEvent } from 'react';
import { COUNTRY_CODES, COUNTRY_TERMS, type CountryCode } from '@zdravo/contract';
import {
  DELIVERY_OUTCOMES,
  type CsvImportResult,
  type DeskErrorCode,
  type DispatchParcel,
  type DispatchStage,
  type StaffMe,
} from '@zdravo/contract/desk';
import type { RpcAnswer } from '@zdravo/rpc';
import { deskCsvProblemLabels, deskDispatchMessages } from '@zdravo/contract/messages/desk';
import { deskRpc } from '../rpc.ts';
import { CsvFileField } from '../CsvFileField.tsx';
import { money } from '../format.ts';
import { QueryState } from '../QueryState.tsx';
import { DeskTable } from '../DeskTable.tsx';
import { SelectField } from '../SelectField.tsx';
import { useDeskQuery } from '../use-desk-query.ts';
import { fill, useDeskErrorText, useT } from '../texts.ts';
import { saveFile } from '../save-file.ts';
import { DeskScreen } from '../DeskScreen.tsx';
import { PrintSheets } from '../dispatch/PrintSheets.tsx';
import { OutcomeForm } from '../dispatch/OutcomeForm.tsx';
import { Notice } from '../Notice.tsx';

type Notice = { kind: 'ok'; text: string } | { kind: 'error'; text: string; rows?: string[] };

function ShipRow({
  parcel,
  number,
  setNumber,
  onDone,
}: {
  parcel: DispatchParcel;
  number: string;
  setNumber: (value: string) => void;
  onDone: (notice: Notice) => void;
}) {
  const t = useT(deskDispatchMessages);
  const errorText = useDeskErrorText();
  const couriers = COUNTRY_TERMS[parcel.Country].couriers;
  const [courier, setCourier] = useState(couriers[0]?.id ?? '');
  const [busy, setBusy] = useState(false);
  async function ship(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    // No number typed: the server ships it under the order number, as the batch does; its refusal reads
    // in the desk's words (never the browser's own).
    const typed = number.trim();
    const answer = await deskRpc.call('desk.dispatch.ship', {
      orderId: parcel.OrderID,
      courier,
      ...(typed ? { trackingNumber: typed } : {}),
    });
    setBusy(false);
    const refusal =
      answer.status === 'ok' ? '' : answer.data === 'VALIDATION_ERROR' ? t.badTracking : errorText(answer.data);
    onDone(
      answer.status === 'ok'
        ? { kind: 'ok', text: fill(t.shipped, { number: parcel.Number }) }
        : { kind: 'error', text: `${parcel.Number}: ${refusal}` },
    );
  }
  return (
    <form className="desk-ship" onSubmit={(e) => void ship(e)}>
      <select
        className="field__input"
        aria-label={fill(t.courierFor, { number: parcel.Number })}
        value={courier}
        onChange={(e) => setCourier(e.target.value)}
      >
        {couriers.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
      <input
        className="field__input"
        aria-label={fill(t.trackingFor, { number: parcel.Number })}
        value={number}
        onChange={(e) => setNumber(e.target.value)}
        maxLength={40}
        autoComplete="off"
        spellCheck={false}
      />
      <button type="submit" className="btn btn--primary btn--small" disabled={busy} aria-busy={busy}>
        {t.ship}
      </button>
    </form>
  );
}

function CsvImport({
  title,
  hint,
  method,
  onDone,
}: {
  title: string;
  hint: string;
  method: 'desk.dispatch.importShipped' | 'desk.delivery.import';
  onDone: (notice: Notice) => void;
}) {
  const t = useT(deskDispatchMessages);
  const problems = useT(deskCsvProblemLabels);
  const errorText = useDeskErrorText();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  async function send(e: FormEvent) {
    e.preventDefault();
    if (!file) return;
    setBusy(true);
    const answer: RpcAnswer<CsvImportResult, DeskErrorCode> = await deskRpc.call(method, { csv: await file.text() });
    setBusy(false);
    if (answer.status !== 'ok') return onDone({ kind: 'error', text: errorText(answer.data) });
    const { Applied, Errors } = answer.data;
    if (Errors.length === 0) return onDone({ kind: 'ok', text: fill(t.imported, { count: Applied }) });
    onDone({
      kind: 'error',
      text: t.importRefused,
      rows: Errors.map((r) => fill(t.rowError, { row: r.Row, problem: problems[r.Problem], value: r.Value || '—' })),
    });
  }
  return (
    <form className="desk-panel desk-import" onSubmit={(e) => void send(e)}>
      <h2 className="eyebrow desk-panel__title">{title}</h2>
      <p className="desk-muted" id={hintId}>
        {hint}
      </p>
      <CsvFileField label={t.file} hintId={hintId} onFile={setFile} />
      <button type="submit" className="btn btn--ghost btn--small" disabled={!file || busy} aria-busy={busy}>
        {t.import}
      </button>
    </form>
  );
}

/** The chosen parcels (else all) shipped with one courier, and their pick list and slips printed. */
function BatchBar({
  country,
  chosen,
  numbers,
  all,
  onDone,
}: {
  country: CountryCode;
  chosen: DispatchParcel[];
  /** Nothing ticked: the button ships every parcel listed, and says so. */
  all: boolean;
  numbers: Record<number, string>;
  onDone: (notice: Notice) => void;
}) {
  const t = useT(deskDispatchMessages);
  const errorText = useDeskErrorText();
  const couriers = COUNTRY_TERMS[country].couriers;
  const [courier, setCourier] = useState(couriers[0]?.id ?? '');
  const [busy, setBusy] = useState(false);
  const hintId = useId();
  async function shipAll() {
    setBusy(true);
    const parcels = chosen.map((p) =>
      numbers[p.OrderID]?.trim()
        ? { orderId: p.OrderID, trackingNumber: numbers[p.OrderID]!.trim() }
        : { orderId: p.OrderID },
    );
    const answer = await deskRpc.call('desk.dispatch.shipBatch', { courier, parcels });
    setBusy(false);
    onDone(
      answer.status === 'ok'
        ? { kind: 'ok', text: fill(t.batchShipped, { count: answer.data.Shipped }) }
        : { kind: 'error', text: errorText(answer.data) },
    );
  }
  return (
    <div className="dispatch-batch">
      <SelectField
        label={t.batchCourier}
        value={courier}
        onValue={setCourier}
        options={couriers.map((c) => ({ value: c.id, label: c.name }))}
      />
      <button
        type="button"
        className="btn btn--primary btn--small"
        onClick={() => void shipAll()}
        disabled={busy || chosen.length === 0}
        aria-busy={busy}
        aria-describedby={hintId}
      >
        {all ? t.batchShipAll : t.batchShip} ({chosen.length})
      </button>
      <button
        type="button"
        className="btn btn--ghost btn--small"
        onClick={() => window.print()}
        disabled={chosen.length === 0}
      >
        {t.print}
      </button>
      <p className="desk-muted" id={hintId}>
        {t.batchHint}
      </p>
    </div>
  );
}

export default function Dispatch({ me }: { me: StaffMe }) {
  const t = useT(deskDispatchMessages);
  const errorText = useDeskErrorText();
  const [country, setCountry] = useState<CountryCode>(me.Country);
  const [stage, setStage] = useState<DispatchStage>('toShip');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const [numbers, setNumbers] = useState<Record<number, string>>({});
  const query = useDeskQuery<DispatchParcel[]>(`dispatch:${country}:${stage}`, () =>
    deskRpc.call('desk.dispatch.list', { country, stage }),
  );
  const parcels = query.state === 'ok' ? query.data : [];
  const chosen = picked.size > 0 ? parcels.filter((p) => picked.has(p.OrderID)) : parcels;
  const done = (next: Notice) => {
    setNotice(next);
    setPicked(new Set());
    query.reload();
  };
  const pick = (id: number, on: boolean) =>
    setPicked((before) => {
      const after = new Set(before);
      if (on) after.add(id);
      else after.delete(id);
      return after;
    });

  async function download() {
    const answer = await deskRpc.call('desk.dispatch.courierCsv', { country });
    if (answer.status !== 'ok') return setNotice({ kind: 'error', text: errorText(answer.data) });
    saveFile(answer.data.FileName, answer.data.Csv);
  }

  return (
    <DeskScreen
      className="dispatch"
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
              setPicked(new Set());
            }}
            options={COUNTRY_CODES.map((c) => ({ value: c, label: c }))}
          />
        </div>
      }
    >
      <div className="desk-stages">
        {(['toShip', 'onTheWay'] as const).map((s) => (
          <button
            key={s}
            type="button"
            className={`desk-stage${stage === s ? ' desk-stage--on' : ''}`}
            aria-pressed={stage === s}
            onClick={() => {
              setStage(s);
              setNotice(null);
              setPicked(new Set());
            }}
          >
            {t[s]}
          </button>
        ))}
        {stage === 'toShip' ? (
          <button
            type="button"
            className="btn btn--primary btn--small desk-stages__download"
            onClick={() => void download()}
            disabled={parcels.length === 0}
          >
            {t.download}
          </button>
        ) : null}
      </div>
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
      {query.state !== 'ok' ? (
        <QueryState query={query} reload={query.reload} />
      ) : parcels.length === 0 ? (
        <p className="desk-state">{stage === 'toShip' ? t.noneToShip : t.noneOnTheWay}</p>
      ) : (
        <>
          {stage === 'toShip' ? (
            <div className="dispatch-picking">
              <label className="dispatch-select">
                <input
                  type="checkbox"
                  checked={picked.size === parcels.length}
                  onChange={(e) => setPicked(e.target.checked ? new Set(parcels.map((p) => p.OrderID)) : new Set())}
                />
                {t.selectAll}
              </label>
              <span className="desk-muted" role="status">
                {fill(t.selected, { count: picked.size })}
              </span>
              <BatchBar country={country} chosen={chosen} all={picked.size === 0} numbers={numbers} onDone={done} />
            </div>
          ) : null}
          <DeskTable
            cards
            className="desk-dispatch"
            columns={[
              { label: t.order },
              { label: t.recipient },
              { label: t.address },
              { label: t.cod, numeric: true },
              { label: stage === 'toShip' ? `${t.courier} · ${t.trackingNumber}` : t.outcome },
            ]}
          >
            {parcels.map((p) => (
              <tr key={p.OrderID} data-order={p.Number}>
                <td>
                  {stage === 'toShip' ? (
                    <input
                      type="checkbox"
                      className="dispatch-select"
                      aria-label={fill(t.selectParcel, { number: p.Number })}
                      checked={picked.has(p.OrderID)}
                      onChange={(e) => pick(p.OrderID, e.target.checked)}
                    />
                  ) : null}
                  <strong>{p.Number}</strong>
                  <ul className="dispatch-lines" aria-label={t.contents}>
                    {p.Lines.map((l) => (
                      <li key={l.OfferID}>
                        {l.Quantity}× {l.Name}
                      </li>
                    ))}
                  </ul>
                  <div className="desk-muted">
                    {t.pieces}: {p.Pieces}
                  </div>
                </td>
                <td>
                  {p.Name}
                  <div className="desk-muted desk-nowrap">{p.PhoneDisplay}</div>
                </td>
                <td>
                  {p.Street}
                  <div className="desk-muted">
                    {p.PostalCode} {p.Place}
                  </div>
                  {p.Courier ? (
                    <div className="desk-muted">
                      {p.Courier} {p.TrackingNumber}{' '}
                      {p.TrackingUrl ? (
                        <a className="desk-link" href={p.TrackingUrl} target="_blank" rel="noopener noreferrer">
                          {t.track}
                        </a>
                      ) : null}
                    </div>
                  ) : null}
                </td>
                <td className="desk-num desk-nowrap">{money(p.CodMinor, p.Country)}</td>
                <td>
                  {stage === 'toShip' ? (
                    <ShipRow
                      parcel={p}
                      number={numbers[p.OrderID] ?? ''}
                      setNumber={(value) => setNumbers((n) => ({ ...n, [p.OrderID]: value }))}
                      onDone={done}
                    />
                  ) : (
                    <OutcomeForm orderId={p.OrderID} number={p.Number} outcomes={DELIVERY_OUTCOMES} onDone={done} />
                  )}
                </td>
              </tr>
            ))}
          </DeskTable>
          {stage === 'toShip' ? <PrintSheets parcels={chosen} /> : null}
        </>
      )}
      {stage === 'toShip' ? (
        <CsvImport
          key="shipped"
          title={t.importShipped}
          hint={t.importShippedHint}
          method="desk.dispatch.importShipped"
          onDone={done}
        />
      ) : (
        <CsvImport
          key="outcomes"
          title={t.importOutcomes}
          hint={t.importOutcomesHint}
          method="desk.delivery.import"
          onDone={done}
        />
      )}
    </DeskScreen>
  );
}
