// The product editor (docs/desk.md "The catalog"): one product whole — address, group, status and
// prices per country with what shoppers will see, texts per spelling variant, ingredients, bundle
// contents — saved as one audited change on the version it was opened at, and previewed unsaved as a
// country's shoppers would see its page. A refused field is named
// under it; the glossary's words of another variant are listed after a save; a save on a stale version
// names who saved first and when. Merchandisers and managers.
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { SHOP_GROUPS, fillText, type CountryCode, type TextVariant } from '@zdravo/contract';
import type { CatalogGlossaryWarning, CatalogLastSave, DeskCatalogEditor, DeskCatalogRow } from '@zdravo/contract/desk';
import { deskCatalogEditorMessages, deskCatalogFieldMessages } from '@zdravo/contract/messages/desk-catalog';
import { groupMessages } from '@zdravo/contract/messages/shell';
import { TextField } from '../../components/ui/form/index.ts';
import { deskRpc } from '../rpc.ts';
import { stamp } from '../format.ts';
import { QueryState } from '../QueryState.tsx';
import { DeskPanel, DeskScreen } from '../DeskScreen.tsx';
import { SelectField } from '../SelectField.tsx';
import { useDeskQuery } from '../use-desk-query.ts';
import { useDeskErrorText, useT } from '../texts.ts';
import { emptyForm, formOf, offerOf, type EditorForm } from '../catalog/editor-form.ts';
import { CountriesPanel } from '../catalog/CountriesPanel.tsx';
import { TextsPanel } from '../catalog/TextsPanel.tsx';
import { IngredientsPanel } from '../catalog/IngredientsPanel.tsx';
import { CheckBox } from '../catalog/fields.tsx';
import { SchedulePanel } from '../catalog/SchedulePanel.tsx';
import { PhotosPanel } from '../catalog/PhotosPanel.tsx';
import { PreviewPanel } from '../catalog/PreviewPanel.tsx';
import '../screens/catalog.css';
import { Notice } from '../Notice.tsx';

const COUNTRY_OF: Record<TextVariant, CountryCode> = { ije: 'BA', me: 'ME', eke: 'RS', hr: 'HR' };

type Notice =
  | { kind: 'saved'; version: number }
  | { kind: 'unchanged' }
  | { kind: 'invalid' }
  | { kind: 'stale'; last: CatalogLastSave | null }
  | { kind: 'error'; text: string };

function Warnings({ warnings }: { warnings: CatalogGlossaryWarning[] }) {
  const t = useT(deskCatalogEditorMessages);
  if (warnings.length === 0) return null;
  const label = (field: string) => {
    const [head, ...rest] = field.split('.');
    const known = head && head in t ? t[head as keyof typeof t] : head;
    return rest.length
      ? `${known} ${rest
          .filter((r) => /^\d+$/.test(r))
          .map((r) => Number(r) + 1)
          .join('.')}`.trim()
      : known;
  };
  return (
    <DeskPanel title={t.warnings} wide className="desk-editor__warnings">
      <ul data-testid="glossary-warnings">
        {warnings.map((w) => (
          <li key={`${w.variant}-${w.field}-${w.found}`}>
            {fillText(t.warning, {
              country: COUNTRY_OF[w.variant],
              field: label(w.field) ?? w.field,
              found: w.found,
              instead: w.instead,
            })}
          </li>
        ))}
      </ul>
    </DeskPanel>
  );
}

function Editor({ opened, products }: { opened: DeskCatalogEditor | null; products: DeskCatalogRow[] }) {
  const t = useT(deskCatalogEditorMessages);
  const fieldTexts = useT(deskCatalogFieldMessages);
  const groups = useT(groupMessages);
  const errorText = useDeskErrorText();
  const [, navigate] = useLocation();
  const [form, setForm] = useState<EditorForm>(() => (opened ? formOf(opened.offer) : emptyForm()));
  const [version, setVersion] = useState<number | null>(opened?.version ?? null);
  const [warnings, setWarnings] = useState(opened?.warnings ?? []);
  const [schedules, setSchedules] = useState(opened?.schedules ?? []);
  const [history, setHistory] = useState(opened?.history ?? {});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const id = opened?.offer.id ?? null;
  const set = (change: Partial<EditorForm>) => setForm((f) => ({ ...f, ...change }));
  const errorOf = (path: string): string | null => {
    const code = errors[path];
    return code ? (fieldTexts[code as keyof typeof fieldTexts] ?? fieldTexts.other) : null;
  };
  const choices = products.filter((p) => !p.bundle && p.slog !== form.slog);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const { offer, unreadable } = offerOf(form, id);
    setErrors(unreadable);
    if (Object.keys(unreadable).length > 0) return setNotice({ kind: 'invalid' });
    setBusy(true);
    const answer = await deskRpc.call('desk.catalog.save', { version, offer });
    setBusy(false);
    if (answer.status === 'ok') {
      setWarnings(answer.data.warnings);
      setNotice(
        answer.data.version === version ? { kind: 'unchanged' } : { kind: 'saved', version: answer.data.version },
      );
      setVersion(answer.data.version);
      if (id === null) navigate(`/catalog/${answer.data.id}`, { replace: true });
      return;
    }
    if (answer.data === 'VALIDATION_ERROR') {
      const issues = Array.isArray(answer.details)
        ? (answer.details as { path?: (string | number)[]; message?: string }[])
        : [];
      setErrors(Object.fromEntries(issues.map((i) => [(i.path ?? []).slice(1).join('.'), i.message ?? 'other'])));
      return setNotice({ kind: 'invalid' });
    }
    if (answer.data === 'CATALOG_CHANGED')
      return setNotice({ kind: 'stale', last: (answer.details as CatalogLastSave | null) ?? null });
    setNotice({ kind: 'error', text: errorText(answer.data) });
  }

  return (
    <DeskScreen
      title={opened ? fillText(t.headingEdit, { name: opened.offer.texts.ije.name }) : t.headingNew}
      className="desk-editor"
      tools={<Link href="/catalog">{t.back}</Link>}
    >
      {opened?.lastSave ? (
        <p className="desk-muted">{fillText(t.lastSave, { by: opened.lastSave.by, at: stamp(opened.lastSave.at) })}</p>
      ) : null}
      <form className="desk-editor__form" onSubmit={(e) => void save(e)} noValidate>
        <DeskPanel title={t.basics} wide>
          <div className="desk-editor__grid">
            <TextField
              label={t.slog}
              hint={t.slogHint}
              value={form.slog}
              onValue={(slog) => set({ slog })}
              error={errorOf('slog')}
              autoComplete="off"
              spellCheck={false}
            />
            <SelectField
              label={t.group}
              value={form.group}
              onValue={(group) => set({ group })}
              options={SHOP_GROUPS.map((g) => ({ value: g, label: groups[g] }))}
            />
            <TextField
              label={t.popularity}
              inputMode="numeric"
              value={form.popularity}
              onValue={(popularity) => set({ popularity })}
              error={errorOf('popularity')}
            />
            <TextField
              label={t.stockDays}
              inputMode="numeric"
              value={form.stockDays}
              onValue={(stockDays) => set({ stockDays })}
              error={errorOf('stockDays')}
            />
            <TextField
              label={t.scaleleadId}
              value={form.scaleleadId}
              onValue={(scaleleadId) => set({ scaleleadId })}
              error={errorOf('scaleleadId')}
              autoComplete="off"
            />
            <TextField
              label={t.ingredientsImage}
              value={form.ingredientsImage}
              onValue={(ingredientsImage) => set({ ingredientsImage })}
              error={errorOf('ingredientsImage')}
              autoComplete="off"
            />
          </div>
        </DeskPanel>
        <PhotosPanel
          images={form.images}
          alts={form.alts}
          errorOf={errorOf}
          onImages={(images) => set({ images })}
          onAlts={(alts) => set({ alts })}
        />
        <CountriesPanel
          form={form}
          history={history}
          errorOf={errorOf}
          onStatus={(c, s) => setForm((f) => ({ ...f, status: { ...f.status, [c]: s } }))}
          onPrice={(c, which, typed) =>
            setForm((f) => ({ ...f, prices: { ...f.prices, [c]: { ...f.prices[c], [which]: typed } } }))
          }
        />
        <TextsPanel
          form={form}
          errorOf={errorOf}
          onText={(v, field, value) =>
            setForm((f) => ({ ...f, texts: { ...f.texts, [v]: { ...f.texts[v], [field]: value } } }))
          }
        />
        <DeskPanel title={t.bundle} wide>
          <CheckBox label={t.isBundle} checked={form.bundle} onChecked={(bundle) => set({ bundle })} />
          {form.bundle ? (
            <fieldset className="desk-editor__children">
              <legend>{t.bundleHint}</legend>
              {errorOf('children') ? (
                <p className="field__error" role="alert">
                  {errorOf('children')}
                </p>
              ) : null}
              {choices.map((p) => (
                <CheckBox
                  key={p.slog}
                  label={p.name}
                  checked={form.children.includes(p.slog)}
                  onChecked={(on) =>
                    set({ children: on ? [...form.children, p.slog] : form.children.filter((s) => s !== p.slog) })
                  }
                />
              ))}
            </fieldset>
          ) : null}
        </DeskPanel>
        {form.bundle ? null : <IngredientsPanel form={form} errorOf={errorOf} onChange={set} />}
        <Warnings warnings={warnings} />
        <div className="desk-editor__bar">
          <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy}>
            {busy ? t.saving : t.save}
          </button>
          <div className="desk-editor__notice">
            {notice?.kind === 'saved' ? (
              <Notice kind="ok">{fillText(t.saved, { version: notice.version })}</Notice>
            ) : null}
            {notice?.kind === 'unchanged' ? <Notice kind="ok">{t.unchanged}</Notice> : null}
            {notice?.kind === 'invalid' ? <Notice kind="error">{t.invalid}</Notice> : null}
            {notice?.kind === 'error' ? <Notice kind="error">{notice.text}</Notice> : null}
            {notice?.kind === 'stale' ? (
              <Notice kind="error" testId="stale">
                <p>{fillText(t.stale, { by: notice.last?.by ?? '—', at: stamp(notice.last?.at ?? null) })}</p>
                <button type="button" className="btn btn--ghost btn--small" onClick={() => window.location.reload()}>
                  {t.reopen}
                </button>
              </Notice>
            ) : null}
          </div>
        </div>
      </form>
      <PreviewPanel form={form} id={id} onInvalid={setErrors} />
      {id !== null && version !== null ? (
        <SchedulePanel
          offerId={id}
          version={version}
          schedules={schedules}
          onStale={(last) => setNotice({ kind: 'stale', last })}
          onChanged={(next) => {
            setVersion(next);
            void deskRpc.call('desk.catalog.get', { id }).then((answer) => {
              if (answer.status !== 'ok') return;
              setSchedules(answer.data.schedules);
              setHistory(answer.data.history);
            });
          }}
        />
      ) : null}
    </DeskScreen>
  );
}

export default function CatalogEditor({ id }: { id: number | null }) {
  const opened = useDeskQuery<DeskCatalogEditor | null>(`catalog-offer-${id ?? 'new'}`, () =>
    id === null ? Promise.resolve({ status: 'ok', data: null }) : deskRpc.call('desk.catalog.get', { id }),
  );
  const products = useDeskQuery<DeskCatalogRow[]>('catalog', () => deskRpc.call('desk.catalog.list'));
  const loaded = useMemo(
    () => (opened.state === 'ok' && products.state === 'ok' ? { opened: opened.data, products: products.data } : null),
    [opened, products],
  );
  if (!loaded)
    return (
      <QueryState
        query={opened.state !== 'ok' ? opened : products}
        reload={opened.state !== 'ok' ? opened.reload : products.reload}
      />
    );
  return <Editor key={`${id ?? 'new'}`} opened={loaded.opened} products={loaded.products} />;
}
