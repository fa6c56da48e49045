// Scheduled prices of a product (docs/decisions/063-scheduled-prices-at-read-time.md): the ones in
// effect or to come, each removable, and a form for a new one — a country, a price and its reference,
// a start and an optional end, on the shop's clock (shop-time.ts). Each is saved on its own, on the product's
// version (the same check as the editor's save); the editor goes on with the new version. Each answer
// replaces what the form said before (a refusal never stands beside an earlier success), and a success
// empties the form for the next one.
import { useState, type FormEvent } from 'react';
import { COUNTRIES, COUNTRY_CODES, CURRENCY_LABELS, fillText, type CountryCode } from '@zdravo/contract';
import type { CatalogLastSave, DeskPriceSchedule } from '@zdravo/contract/desk';
import { deskCatalogEditorMessages, deskCatalogFieldMessages } from '@zdravo/contract/messages/desk-catalog';
import { TextField } from '../../components/ui/form/index.ts';
import { DeskPanel } from '../DeskScreen.tsx';
import { Notice } from '../Notice.tsx';
import { SelectField } from '../SelectField.tsx';
import { deskRpc } from '../rpc.ts';
import { money, stamp } from '../format.ts';
import { useDeskErrorText, useT } from '../texts.ts';
import { parsePrice } from './editor-form.ts';
import { shopLocalToIso } from '../shop-time.ts';

interface Props {
  offerId: number;
  version: number;
  schedules: DeskPriceSchedule[];
  /** After a change: the product's new version (the editor reloads the schedules). */
  onChanged: (version: number) => void;
  onStale: (last: CatalogLastSave | null) => void;
}

export function SchedulePanel({ offerId, version, schedules, onChanged, onStale }: Props) {
  const t = useT(deskCatalogEditorMessages);
  const fieldTexts = useT(deskCatalogFieldMessages);
  const errorText = useDeskErrorText();
  const [country, setCountry] = useState<CountryCode>('BA');
  const [price, setPrice] = useState('');
  const [old, setOld] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const errorOf = (path: string) =>
    errors[path] ? (fieldTexts[errors[path] as keyof typeof fieldTexts] ?? fieldTexts.other) : null;
  const rowText = (s: DeskPriceSchedule) =>
    fillText(t.scheduleRow, {
      country: s.country,
      new: money(s.newMinor, s.country),
      old: money(s.oldMinor, s.country),
      from: stamp(s.startsAt),
      to: s.endsAt ? stamp(s.endsAt) : t.forGood,
    });

  async function answered(
    answer: Awaited<ReturnType<typeof deskRpc.call<'desk.catalog.schedulePrice'>>>,
    done: string,
  ) {
    setBusy(false);
    setErrors({});
    setNotice(null);
    if (answer.status === 'ok') {
      setPrice('');
      setOld('');
      setFrom('');
      setTo('');
      setNotice({ kind: 'ok', text: done });
      return onChanged(answer.data.version);
    }
    if (answer.data === 'CATALOG_CHANGED') return onStale((answer.details as CatalogLastSave | null) ?? null);
    if (answer.data === 'VALIDATION_ERROR' && Array.isArray(answer.details)) {
      const issues = answer.details as { path?: (string | number)[]; message?: string }[];
      return setErrors(Object.fromEntries(issues.map((i) => [(i.path ?? []).join('.'), i.message ?? 'other'])));
    }
    setNotice({ kind: 'error', text: errorText(answer.data) });
  }

  async function schedule(event: FormEvent) {
    event.preventDefault();
    const fresh = parsePrice(price);
    const reference = old.trim() ? parsePrice(old) : fresh;
    const startsAt = shopLocalToIso(from);
    const endsAt = to ? shopLocalToIso(to) : null;
    const local: Record<string, string> = {};
    if (fresh === null) local['price.new'] = 'priceForm';
    if (reference === null) local['price.old'] = 'priceForm';
    if (startsAt === null) local.startsAt = 'timeForm';
    if (to && endsAt === null) local.endsAt = 'timeForm';
    setErrors(local);
    setNotice(null);
    if (Object.keys(local).length > 0 || fresh === null || reference === null || startsAt === null) return;
    setBusy(true);
    await answered(
      await deskRpc.call('desk.catalog.schedulePrice', {
        offerId,
        version,
        country,
        price: { new: fresh, old: reference },
        startsAt,
        endsAt,
      }),
      t.scheduled,
    );
  }

  async function unschedule(s: DeskPriceSchedule) {
    setBusy(true);
    await answered(
      await deskRpc.call('desk.catalog.unschedulePrice', { offerId, version, scheduleId: s.id }),
      t.unscheduled,
    );
  }

  const currency = CURRENCY_LABELS[COUNTRIES[country].currency];
  return (
    <DeskPanel title={t.schedules} wide onSubmit={(e) => void schedule(e)}>
      <p className="desk-muted">{t.schedulesLead}</p>
      {schedules.length === 0 ? (
        <p>{t.noSchedules}</p>
      ) : (
        <ul className="desk-editor__schedules" data-testid="schedules">
          {schedules.map((s) => (
            <li key={s.id}>
              <span>{rowText(s)}</span>
              <button
                type="button"
                className="btn btn--ghost btn--small"
                disabled={busy}
                aria-label={fillText(t.unscheduleName, { row: rowText(s) })}
                onClick={() => void unschedule(s)}
              >
                {t.unschedule}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="desk-editor__grid">
        <SelectField
          label={t.country}
          value={country}
          onValue={setCountry}
          options={COUNTRY_CODES.map((c) => ({ value: c, label: `${c} · ${COUNTRIES[c].name}` }))}
        />
        <TextField
          label={fillText(t.newPrice, { currency })}
          inputMode="decimal"
          value={price}
          onValue={setPrice}
          error={errorOf('price.new') ?? errorOf('country')}
        />
        <TextField
          label={fillText(t.oldPrice, { currency })}
          inputMode="decimal"
          value={old}
          onValue={setOld}
          error={errorOf('price.old')}
        />
        <TextField
          label={t.startsAt}
          type="datetime-local"
          value={from}
          onValue={setFrom}
          error={errorOf('startsAt')}
        />
        <TextField label={t.endsAt} type="datetime-local" value={to} onValue={setTo} error={errorOf('endsAt')} />
      </div>
      <div className="desk-editor__bar desk-editor__bar--inline">
        <button type="submit" className="btn btn--primary btn--small" disabled={busy} aria-busy={busy}>
          {t.schedule}
        </button>
        <div className="desk-editor__notice">{notice ? <Notice kind={notice.kind}>{notice.text}</Notice> : null}</div>
      </div>
    </DeskPanel>
  );
}
