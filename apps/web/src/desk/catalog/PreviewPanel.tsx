// The editor's preview (docs/desk.md "The catalog"): the form's current values — saved or not — as the
// shop's own offer page in the country picked, rendered by the server (desk.catalog.preview) and shown
// in a frame sandboxed without scripts. Picking another country renders it again in that country's
// words and currency; a change to the form marks the preview as older than the form. Nothing is saved.
import { useRef, useState } from 'react';
import { COUNTRY_CODES, fillText, type CountryCode } from '@zdravo/contract';
import { deskCatalogEditorMessages } from '@zdravo/contract/messages/desk-catalog';
import { deskRpc } from '../rpc.ts';
import { DeskPanel } from '../DeskScreen.tsx';
import { SelectField } from '../SelectField.tsx';
import { useDeskErrorText, useT } from '../texts.ts';
import { offerOf, type EditorForm } from './editor-form.ts';

type Shown =
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'page'; html: string; country: CountryCode; form: EditorForm }
  | { kind: 'noPrice' }
  | { kind: 'invalid' }
  | { kind: 'error'; text: string };

interface Props {
  form: EditorForm;
  id: number | null;
  /** The fields the server refused (path under the offer → code), marked on the form as a save marks them. */
  onInvalid: (errors: Record<string, string>) => void;
}

export function PreviewPanel({ form, id, onInvalid }: Props) {
  const t = useT(deskCatalogEditorMessages);
  const errorText = useDeskErrorText();
  const [country, setCountry] = useState<CountryCode>('BA');
  const [shown, setShown] = useState<Shown>({ kind: 'none' });
  // Only the latest ask is shown, whichever answer comes last.
  const asked = useRef(0);

  async function show(which: CountryCode) {
    const { offer, unreadable } = offerOf(form, id);
    if (Object.keys(unreadable).length > 0) {
      onInvalid(unreadable);
      return setShown({ kind: 'invalid' });
    }
    const ask = ++asked.current;
    setShown({ kind: 'loading' });
    const answer = await deskRpc.call('desk.catalog.preview', { offer, country: which });
    if (ask !== asked.current) return;
    if (answer.status === 'ok') return setShown({ kind: 'page', html: answer.data.html, country: which, form });
    if (answer.data === 'VALIDATION_ERROR') {
      const issues = Array.isArray(answer.details)
        ? (answer.details as { path?: (string | number)[]; message?: string }[])
        : [];
      const refused = issues.map((i) => [(i.path ?? []).slice(1).join('.'), i.message ?? 'other'] as const);
      if (refused.length === 1 && refused[0]?.[0] === `prices.${which}`) return setShown({ kind: 'noPrice' });
      onInvalid(Object.fromEntries(refused));
      return setShown({ kind: 'invalid' });
    }
    setShown({ kind: 'error', text: errorText(answer.data) });
  }

  const pick = (next: CountryCode) => {
    setCountry(next);
    // A preview on screen follows the country at once.
    if (shown.kind !== 'none') void show(next);
  };

  return (
    <DeskPanel title={t.preview} wide className="desk-preview">
      <p className="desk-muted">{t.previewLead}</p>
      <div className="desk-preview__tools">
        <SelectField
          label={t.country}
          value={country}
          onValue={pick}
          options={COUNTRY_CODES.map((c) => ({ value: c, label: c }))}
        />
        <button
          type="button"
          className="btn btn--ghost btn--small"
          onClick={() => void show(country)}
          disabled={shown.kind === 'loading'}
        >
          {shown.kind === 'none' ? t.previewShow : t.previewRefresh}
        </button>
      </div>
      <div aria-live="polite">
        {shown.kind === 'loading' ? <p className="desk-state">{t.previewLoading}</p> : null}
        {shown.kind === 'noPrice' ? <p className="desk-error">{t.previewNoPrice}</p> : null}
        {shown.kind === 'invalid' ? <p className="desk-error">{t.previewInvalid}</p> : null}
        {shown.kind === 'error' ? <p className="desk-error">{shown.text}</p> : null}
        {shown.kind === 'page' ? (
          <p className="desk-preview__badge" data-testid="preview-badge">
            {t.previewBadge} · {shown.country}
            {shown.form !== form ? <span className="desk-preview__changed"> {t.previewChanged}</span> : null}
          </p>
        ) : null}
      </div>
      {shown.kind === 'page' ? (
        <iframe
          className="desk-preview__frame"
          title={fillText(t.previewFrame, { country: shown.country })}
          // No scripts run in it (none are sent either), no form, no popup, no navigation of the desk;
          // it keeps the desk's origin only so the shop's pictures load (they are same-origin only).
          sandbox="allow-same-origin"
          srcDoc={shown.html}
          data-testid="offer-preview"
        />
      ) : null}
    </DeskPanel>
  );
}
