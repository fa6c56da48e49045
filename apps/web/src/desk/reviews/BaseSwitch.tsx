// Managers: per country, whether an offer's count adds the ratings gathered elsewhere (what the CLI's
// reviews:base does; docs/decisions/015). Each switch is audited on the server.
import { useState } from 'react';
import { COUNTRIES, type CountryCode } from '@zdravo/contract';
import type { ReviewBaseSwitch } from '@zdravo/contract/desk';
import { deskReviewsMessages } from '@zdravo/contract/messages/desk-reviews';
import { deskRpc } from '../rpc.ts';
import { QueryState } from '../QueryState.tsx';
import { ErrorLine } from '../DeskTable.tsx';
import { useDeskQuery } from '../use-desk-query.ts';
import { useDeskErrorText, useT } from '../texts.ts';
import { DeskPanel } from '../DeskScreen.tsx';

export function BaseSwitch() {
  const t = useT(deskReviewsMessages);
  const errorText = useDeskErrorText();
  const query = useDeskQuery<ReviewBaseSwitch[]>('reviews:base', () => deskRpc.call('desk.reviews.base'));
  const [busy, setBusy] = useState<CountryCode | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The switch moves at once; the server's answer (the whole table) then replaces it, or a failure puts it back.
  const [shown, setShown] = useState<ReviewBaseSwitch[] | null>(null);
  const switches = shown ?? (query.state === 'ok' ? query.data : []);

  async function flip(country: CountryCode, on: boolean) {
    setBusy(country);
    setError(null);
    setShown(switches.map((s) => (s.Country === country ? { ...s, On: on } : s)));
    const answer = await deskRpc.call('desk.reviews.setBase', { country, on });
    setBusy(null);
    if (answer.status === 'ok') return setShown(answer.data);
    setError(errorText(answer.data));
    setShown(null);
    query.reload();
  }

  return (
    <DeskPanel title={t.baseHeading}>
      <p className="desk-muted">{t.baseLead}</p>
      <ErrorLine text={error} />
      {query.state !== 'ok' ? (
        <QueryState query={query} reload={query.reload} />
      ) : (
        <ul className="desk-base">
          {switches.map((s) => (
            <li key={s.Country} className="desk-base__row">
              <label className="desk-base__label">
                <input
                  type="checkbox"
                  role="switch"
                  checked={s.On}
                  disabled={busy !== null}
                  onChange={(e) => void flip(s.Country, e.target.checked)}
                />
                <span className="desk-base__country">{COUNTRIES[s.Country].name}</span>
                <span className="visually-hidden">: {t.baseSwitch}</span>
              </label>
              <span className={`desk-state-pill--${s.On ? 'on' : 'off'} desk-base__state`}>
                {s.On ? t.baseOn : t.baseOff}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DeskPanel>
  );
}
