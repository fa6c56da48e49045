// Managers' blocked numbers: add one (with why), see them, take one off. Orders from them still land,
// flagged in the call queue.
import { useState, type FormEvent } from 'react';
import type { BlockedPhone, StaffMe } from '@zdravo/contract/desk';
import { COUNTRY_CODES, type CountryCode } from '@zdravo/contract';
import { SelectField } from '../SelectField.tsx';
import { deskPhonesMessages } from '@zdravo/contract/messages/desk';
import { TextField } from '../../components/ui/form/index.ts';
import { deskRpc } from '../rpc.ts';
import { stamp } from '../format.ts';
import { QueryState } from '../QueryState.tsx';
import { DeskTable, ErrorLine } from '../DeskTable.tsx';
import { useDeskQuery } from '../use-desk-query.ts';
import { useDeskErrorText, useT } from '../texts.ts';
import { DeskScreen } from '../DeskScreen.tsx';

export default function Phones({ me }: { me: StaffMe }) {
  const t = useT(deskPhonesMessages);
  const errorText = useDeskErrorText();
  const query = useDeskQuery<BlockedPhone[]>('phones', () => deskRpc.call('desk.phones.list'));
  const [phone, setPhone] = useState('');
  const [note, setNote] = useState('');
  // A number without its dial code is read in this country (a BA manager may block a Montenegrin 069 …).
  const [country, setCountry] = useState<CountryCode>(me.Country);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function block(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const answer = await deskRpc.call('desk.phones.block', { phone, country, ...(note.trim() ? { note } : {}) });
    setBusy(false);
    if (answer.status !== 'ok') return setError(errorText(answer.data));
    setPhone('');
    setNote('');
    query.reload();
  }

  async function unblock(entry: BlockedPhone) {
    const answer = await deskRpc.call('desk.phones.unblock', { phone: entry.Phone });
    if (answer.status !== 'ok') setError(errorText(answer.data));
    query.reload();
  }

  return (
    <DeskScreen title={t.heading} lead={t.lead}>
      <form className="desk-panel desk-filters" onSubmit={(e) => void block(e)}>
        <SelectField
          label={t.country}
          value={country}
          onValue={setCountry}
          options={COUNTRY_CODES.map((c) => ({ value: c, label: c }))}
        />
        <TextField label={t.phone} type="tel" required value={phone} onValue={setPhone} autoComplete="off" />
        <TextField label={t.note} value={note} onValue={setNote} maxLength={200} />
        <button type="submit" className="btn btn--primary desk-filters__submit" disabled={busy} aria-busy={busy}>
          {t.block}
        </button>
      </form>
      <ErrorLine text={error} />
      {query.state !== 'ok' ? (
        <QueryState query={query} reload={query.reload} />
      ) : query.data.length === 0 ? (
        <p className="desk-state">{t.none}</p>
      ) : (
        <DeskTable
          columns={[{ label: t.phone }, { label: t.note }, { label: t.since }, { label: t.unblock, hidden: true }]}
          cards
        >
          {query.data.map((entry) => (
            <tr key={entry.Phone}>
              <td className="desk-nowrap">{entry.PhoneDisplay}</td>
              <td data-label={t.note}>{entry.Note ?? '—'}</td>
              <td className="desk-nowrap" data-label={t.since}>
                {stamp(entry.CreatedAt)}
              </td>
              <td>
                <button
                  type="button"
                  className="btn btn--ghost btn--small"
                  onClick={() => void unblock(entry)}
                  aria-label={`${t.unblock} ${entry.PhoneDisplay}`}
                >
                  {t.unblock}
                </button>
              </td>
            </tr>
          ))}
        </DeskTable>
      )}
    </DeskScreen>
  );
}
