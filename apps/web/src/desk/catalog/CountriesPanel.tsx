// Status and prices per country, each with what its shoppers will see — and in HR, said plainly,
// whether the 30-day rule lets a lower price show as a reduction.
import {
  CURRENCY_LABELS,
  COUNTRIES,
  COUNTRY_CODES,
  LISTING_STATUSES,
  fillText,
  type CountryCode,
  type ListingStatus,
  type PricePeriod,
} from '@zdravo/contract';
import { deskCatalogEditorMessages, deskCatalogStatuses } from '@zdravo/contract/messages/desk-catalog';
import { TextField } from '../../components/ui/form/index.ts';
import { DeskPanel } from '../DeskScreen.tsx';
import { SelectField } from '../SelectField.tsx';
import { money } from '../format.ts';
import { useT } from '../texts.ts';
import { parsePrice, type EditorForm } from './editor-form.ts';
import { pricePreview } from './price-preview.ts';

interface Props {
  form: EditorForm;
  history: Partial<Record<CountryCode, PricePeriod[]>>;
  errorOf: (path: string) => string | null;
  onStatus: (country: CountryCode, status: ListingStatus) => void;
  onPrice: (country: CountryCode, which: 'new' | 'old', typed: string) => void;
}

function Preview({ country, form, history }: { country: CountryCode; form: EditorForm; history: PricePeriod[] }) {
  const t = useT(deskCatalogEditorMessages);
  const fresh = parsePrice(form.prices[country].new);
  const old = form.prices[country].old.trim() ? parsePrice(form.prices[country].old) : fresh;
  if (fresh === null || old === null || fresh <= 0) return null;
  const p = pricePreview(country, fresh, old, history);
  return (
    <div className="desk-editor__preview" data-testid={`price-preview-${country}`}>
      <p>
        {p.kind === 'struck'
          ? fillText(t.seesStruck, { new: money(p.newMinor, country), old: money(p.oldMinor, country) })
          : fillText(t.seesPlain, { new: money(p.newMinor, country) })}
      </p>
      {p.kind === 'struck' && p.byRule ? (
        <p className="desk-muted">{fillText(t.ruleStruck, { prior: money(p.oldMinor, country) })}</p>
      ) : null}
      {p.kind === 'plain' && p.refusedByRule ? <p className="desk-muted">{t.ruleNone}</p> : null}
    </div>
  );
}

export function CountriesPanel({ form, history, errorOf, onStatus, onPrice }: Props) {
  const t = useT(deskCatalogEditorMessages);
  const statuses = useT(deskCatalogStatuses);
  return (
    <DeskPanel title={t.countries} wide>
      <div className="desk-editor__countries">
        {COUNTRY_CODES.map((c) => {
          const currency = CURRENCY_LABELS[COUNTRIES[c].currency];
          return (
            <fieldset key={c} className="desk-editor__country" data-testid={`country-${c}`}>
              <legend>
                {c} · {COUNTRIES[c].name}
              </legend>
              <SelectField
                label={t.status}
                value={form.status[c]}
                onValue={(s) => onStatus(c, s)}
                options={LISTING_STATUSES.map((s) => ({ value: s, label: statuses[s] }))}
              />
              <TextField
                label={fillText(t.newPrice, { currency })}
                inputMode="decimal"
                value={form.prices[c].new}
                onValue={(v) => onPrice(c, 'new', v)}
                error={errorOf(`prices.${c}.new`) ?? errorOf(`prices.${c}`)}
              />
              <TextField
                label={fillText(t.oldPrice, { currency })}
                inputMode="decimal"
                value={form.prices[c].old}
                onValue={(v) => onPrice(c, 'old', v)}
                error={errorOf(`prices.${c}.old`)}
              />
              <Preview country={c} form={form} history={history[c] ?? []} />
            </fieldset>
          );
        })}
      </div>
    </DeskPanel>
  );
}
