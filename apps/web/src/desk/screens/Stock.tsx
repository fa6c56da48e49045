// Managers' stock (docs/desk.md "Stock"): per product and country what the warehouse holds, reserved
// and available, the low-stock line, and days of cover from the last 14 days' shipping; a counted shelf
// set by hand, and a stocktake CSV (all or nothing, every bad line named).
import { useId, useState, type FormEvent } from 'react';
import { WAREHOUSE_NAMES, type DeskCatalogRow, type DeskStockRow } from '@zdravo/contract/desk';
import { COUNTRY_CODES, type CountryCode } from '@zdravo/contract';
import { deskStockMessages, deskStockProblems } from '@zdravo/contract/messages/desk-stock';
import { TextField } from '../../components/ui/form/index.ts';
import { SelectField } from '../SelectField.tsx';
import { deskRpc } from '../rpc.ts';
import { CsvFileField } from '../CsvFileField.tsx';
import { QueryState } from '../QueryState.tsx';
import { DeskTable } from '../DeskTable.tsx';
import { useDeskQuery } from '../use-desk-query.ts';
import { fill, useDeskErrorText, useT } from '../texts.ts';
import { DeskPanel, DeskScreen } from '../DeskScreen.tsx';
import '../stock/stock.css';
import { Notice } from '../Notice.tsx';

type Notice = { kind: 'ok' | 'error'; text: string; lines?: string[] };
/** A refusal's details: the field (or the CSV and its line) and the problem's key. */
type Detail = { path: (string | number)[]; message: string };
const detailsOf = (details: unknown): Detail[] => (Array.isArray(details) ? (details as Detail[]) : []);

export default function Stock() {
  const t = useT(deskStockMessages);
  const problems = useT(deskStockProblems);
  const errorText = useDeskErrorText();
  const hintId = useId();
  const [country, setCountry] = useState<CountryCode | ''>('');
  const query = useDeskQuery<DeskStockRow[]>(`stock:${country}`, () =>
    deskRpc.call('desk.stock.list', country ? { country } : {}),
  );
  // What can be counted: the catalog's products (a bundle is counted as the products inside it), by name.
  const catalog = useDeskQuery<DeskCatalogRow[]>('catalog', () => deskRpc.call('desk.catalog.list', {}));
  const products = catalog.state === 'ok' ? catalog.data.filter((p) => !p.bundle) : [];
  const [slog, setSlog] = useState('');
  const [setCountryOf, setSetCountryOf] = useState<CountryCode>('BA');
  const [quantity, setQuantity] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);

  const problemText = (key: string) => (key in problems ? problems[key as keyof typeof problems] : key);

  async function saveCount(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const answer = await deskRpc.call('desk.stock.set', {
      slog: slog.trim(),
      country: setCountryOf,
      quantity: Number(quantity),
    });
    setBusy(false);
    if (answer.status !== 'ok') {
      const detail = detailsOf(answer.details)[0]?.message;
      return setNotice({ kind: 'error', text: detail ? problemText(detail) : errorText(answer.data) });
    }
    setNotice({ kind: 'ok', text: fill(t.importDone, { count: 1 }) });
    setSlog('');
    setQuantity('');
    query.reload();
  }

  async function importCsv(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    setBusy(true);
    const csv = await file.text();
    const answer = await deskRpc.call('desk.stock.import', { csv });
    setBusy(false);
    if (answer.status === 'ok') {
      setNotice({ kind: 'ok', text: fill(t.importDone, { count: answer.data.Written }) });
      return query.reload();
    }
    // Each refused row with its own text from the file, so the manager sees what to correct.
    const rows = csv.split(/\r?\n/);
    const lines = detailsOf(answer.details).map((d) => {
      const row = typeof d.path[1] === 'number' ? d.path[1] : null;
      return fill(t.lineProblem, {
        line: row === null ? '—' : String(row),
        problem: problemText(d.message),
        value: (row !== null ? rows[row - 1]?.trim() : '') || '—',
      });
    });
    setNotice({ kind: 'error', text: errorText(answer.data), lines });
  }

  return (
    <DeskScreen title={t.heading} lead={t.lead}>
      <div className="desk-filters desk-panel">
        <SelectField
          label={t.country}
          value={country}
          onValue={(v) => setCountry(v as CountryCode | '')}
          options={[{ value: '', label: t.allCountries }, ...COUNTRY_CODES.map((c) => ({ value: c, label: c }))]}
        />
      </div>
      {query.state !== 'ok' ? (
        <QueryState query={query} reload={query.reload} />
      ) : query.data.length === 0 ? (
        <p className="desk-state">{t.none}</p>
      ) : (
        <DeskTable
          className="desk-stock"
          cards
          columns={[
            { label: t.product },
            { label: t.country },
            { label: t.warehouse },
            { label: t.stocked, numeric: true },
            { label: t.reserved, numeric: true },
            { label: t.available, numeric: true },
            { label: t.shipped14, numeric: true },
            { label: t.cover, numeric: true },
          ]}
        >
          {query.data.map((r) => (
            <tr key={`${r.OfferID}/${r.Country}`} className={r.Low ? 'desk-stock__low' : undefined}>
              <td>
                {r.Name} <span className="desk-muted desk-stock__slog">{r.Slog}</span>
                {r.Low ? (
                  <span className="desk-stock__pill">
                    {t.low} · {fill(t.lowAt, { count: r.LowAt })}
                  </span>
                ) : null}
              </td>
              <td data-label={t.country}>{r.Country}</td>
              <td data-label={t.warehouse}>{WAREHOUSE_NAMES[r.Location] ?? r.Location}</td>
              <td className="desk-num" data-label={t.stocked}>
                {r.Stocked}
              </td>
              <td className="desk-num" data-label={t.reserved}>
                {r.Reserved}
              </td>
              <td className="desk-num" data-label={t.available}>
                <strong>{r.Available}</strong>
              </td>
              <td className="desk-num" data-label={t.shipped14}>
                {r.Shipped14}
              </td>
              <td className="desk-num" data-label={t.cover}>
                {r.DaysOfCover ?? '—'}
              </td>
            </tr>
          ))}
        </DeskTable>
      )}
      {notice ? (
        notice.kind === 'ok' ? (
          <Notice kind="ok">{notice.text}</Notice>
        ) : (
          <Notice kind="error">
            <p>{notice.text}</p>
            {notice.lines?.length ? (
              <ul className="desk-stock__problems">
                {notice.lines.map((l) => (
                  <li key={l}>{l}</li>
                ))}
              </ul>
            ) : null}
          </Notice>
        )
      ) : null}
      <div className="desk-grid">
        <DeskPanel title={t.setHeading}>
          <form className="desk-stock__form" onSubmit={(e) => void saveCount(e)}>
            <SelectField
              label={t.slog}
              value={slog}
              onValue={setSlog}
              options={[{ value: '', label: t.choose }, ...products.map((p) => ({ value: p.slog, label: p.name }))]}
            />
            <SelectField
              label={t.country}
              value={setCountryOf}
              onValue={(v) => setSetCountryOf(v as CountryCode)}
              options={COUNTRY_CODES.map((c) => ({ value: c, label: c }))}
            />
            <TextField
              label={t.quantity}
              required
              inputMode="numeric"
              value={quantity}
              onValue={setQuantity}
              autoComplete="off"
            />
            <button type="submit" className="btn btn--primary btn--small" disabled={busy} aria-busy={busy}>
              {t.save}
            </button>
          </form>
        </DeskPanel>
        <DeskPanel title={t.importHeading}>
          <form className="desk-stock__form" onSubmit={(e) => void importCsv(e)}>
            <p className="desk-muted" id={hintId}>
              {t.importHelp}
            </p>
            <CsvFileField label={t.importFile} hintId={hintId} onFile={setFile} />
            <button type="submit" className="btn btn--ghost btn--small" disabled={!file || busy} aria-busy={busy}>
              {t.importHeading}
            </button>
          </form>
        </DeskPanel>
      </div>
    </DeskScreen>
  );
}
