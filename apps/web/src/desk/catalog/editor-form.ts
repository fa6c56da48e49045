// The product editor's form state: the offer as the catalog file holds it (catalog-params.ts), with
// every value the person types kept as typed (prices as "12,90", lists one per line) until the save
// turns it back into the offer the server checks. HR and ME hold only what differs from the ijekavian
// text: an empty field reads the ijekavian one.
import { COUNTRY_CODES, SHOP_GROUPS, type CountryCode, type ListingStatus, type ShopGroup } from '@zdravo/contract';
import type { CatalogOffer, CatalogOfferIn, OfferTexts } from '@zdravo/contract/desk/catalog-params';

export const TEXT_FIELDS = [
  'name',
  'heading',
  'subHeading',
  'description',
  'howToUse',
  'advantages',
  'benefits',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
export const FORM_VARIANTS = ['ije', 'eke', 'hr', 'me'] as const;
export type FormVariant = (typeof FORM_VARIANTS)[number];
type TextsForm = Record<TextField, string>;

export interface IngredientForm {
  name: string;
  eke: string;
  hr: string;
  me: string;
  detail: string;
  amount: string;
  nrv: string;
  /** The variants' details as stored (the form edits names; details per variant stay as they are). */
  localDetails: Partial<Record<'eke' | 'hr' | 'me', string>>;
}

export interface AltForm {
  ije: string;
  eke: string;
  hr: string;
  me: string;
}

export const emptyAlt = (): AltForm => ({ ije: '', eke: '', hr: '', me: '' });

export interface EditorForm {
  slog: string;
  group: ShopGroup;
  popularity: string;
  scaleleadId: string;
  stockDays: string;
  images: string;
  /** Each picture's alt text per variant, by its reference (HR and ME empty: the ijekavian). */
  alts: Record<string, AltForm>;
  ingredientsImage: string;
  status: Record<CountryCode, ListingStatus>;
  prices: Record<CountryCode, { new: string; old: string }>;
  texts: Record<FormVariant, TextsForm>;
  bundle: boolean;
  dailyDose: string;
  packSize: string;
  rows: IngredientForm[];
  children: string[];
}

const LIST_BREAK = '\n';
const perCountry = <T>(value: (c: CountryCode) => T) =>
  Object.fromEntries(COUNTRY_CODES.map((c) => [c, value(c)])) as Record<CountryCode, T>;
const emptyTexts = (): TextsForm => ({
  name: '',
  heading: '',
  subHeading: '',
  description: '',
  howToUse: '',
  advantages: '',
  benefits: '',
});

/** "12,90" from 1290 minor units. */
const priceText = (minor: number | undefined): string =>
  minor === undefined ? '' : (minor / 100).toFixed(2).replace('.', ',');

/** Minor units from what was typed ("12,90", "12.9", "1.290,00"), or null when it is no price. */
export function parsePrice(typed: string): number | null {
  const clean = typed.trim().replace(/\s/g, '');
  if (!/^\d{1,3}(?:\.\d{3})*(?:,\d{1,2})?$|^\d+(?:[.,]\d{1,2})?$/.test(clean)) return null;
  const normal = clean.includes(',') ? clean.replace(/\./g, '').replace(',', '.') : clean;
  return Math.round(Number(normal) * 100);
}

const textsForm = (t: Partial<OfferTexts> | undefined): TextsForm => {
  const out = emptyTexts();
  if (!t) return out;
  for (const field of TEXT_FIELDS) {
    const value = t[field];
    if (value !== undefined) out[field] = Array.isArray(value) ? value.join(LIST_BREAK) : value;
  }
  return out;
};

export function emptyForm(): EditorForm {
  return {
    slog: '',
    group: SHOP_GROUPS[0],
    popularity: '0',
    scaleleadId: '',
    stockDays: '30',
    images: '',
    alts: {},
    ingredientsImage: '',
    status: perCountry(() => 'draft'),
    prices: perCountry(() => ({ new: '', old: '' })),
    texts: { ije: emptyTexts(), eke: emptyTexts(), hr: emptyTexts(), me: emptyTexts() },
    bundle: false,
    dailyDose: '',
    packSize: '',
    rows: [emptyIngredient()],
    children: [],
  };
}

export const emptyIngredient = (): IngredientForm => ({
  name: '',
  eke: '',
  hr: '',
  me: '',
  detail: '',
  amount: '',
  nrv: '',
  localDetails: {},
});

export function formOf(offer: CatalogOffer): EditorForm {
  return {
    slog: offer.slog,
    group: offer.group,
    popularity: String(offer.popularity),
    scaleleadId: offer.scaleleadId,
    stockDays: String(offer.stockDays),
    images: offer.images.join(LIST_BREAK),
    alts: Object.fromEntries(Object.entries(offer.imageAlts).map(([ref, a]) => [ref, { ...emptyAlt(), ...a }])),
    ingredientsImage: offer.ingredientsImage,
    status: { ...offer.status },
    prices: perCountry((c) => ({ new: priceText(offer.prices[c]?.new), old: priceText(offer.prices[c]?.old) })),
    texts: {
      ije: textsForm(offer.texts.ije),
      eke: textsForm(offer.texts.eke),
      hr: textsForm(offer.texts.hr),
      me: textsForm(offer.texts.me),
    },
    bundle: offer.children !== null,
    dailyDose: offer.ingredients?.dailyDose ?? '',
    packSize: offer.ingredients?.packSize ?? '',
    rows: (offer.ingredients?.rows ?? []).map((r) => ({
      name: r.name,
      eke: r.local?.eke?.name ?? '',
      hr: r.local?.hr?.name ?? '',
      me: r.local?.me?.name ?? '',
      detail: r.detail ?? '',
      amount: r.amount,
      nrv: r.nrv === undefined ? '' : String(r.nrv),
      localDetails: { eke: r.local?.eke?.detail, hr: r.local?.hr?.detail, me: r.local?.me?.detail },
    })),
    children: offer.children ?? [],
  };
}

const lines = (text: string): string[] =>
  text
    .split(LIST_BREAK)
    .map((l) => l.trim())
    .filter(Boolean);
const textsOf = (t: TextsForm): CatalogOfferIn['texts']['ije'] => ({
  ...t,
  advantages: lines(t.advantages),
  benefits: lines(t.benefits),
});
/** Only the fields typed in (an override); empty ones read the ijekavian text. */
function overridesOf(t: TextsForm): Partial<CatalogOfferIn['texts']['ije']> | undefined {
  const out: Partial<CatalogOfferIn['texts']['ije']> = {};
  for (const field of TEXT_FIELDS) {
    if (!t[field].trim()) continue;
    if (field === 'advantages' || field === 'benefits') out[field] = lines(t[field]);
    else out[field] = t[field];
  }
  return Object.keys(out).length > 0 ? out : undefined;
}
const whole = (typed: string): number => (/^\d+$/.test(typed.trim()) ? Number(typed.trim()) : Number.NaN);

function ingredientOf(r: IngredientForm) {
  const local: Partial<Record<'eke' | 'hr' | 'me', { name?: string; detail?: string }>> = {};
  for (const v of ['eke', 'hr', 'me'] as const) {
    const name = r[v].trim() && r[v].trim() !== r.name.trim() ? r[v].trim() : undefined;
    const detail = r.localDetails[v];
    if (name || detail) local[v] = { ...(name ? { name } : {}), ...(detail ? { detail } : {}) };
  }
  return {
    name: r.name,
    ...(r.detail.trim() ? { detail: r.detail } : {}),
    amount: r.amount,
    ...(r.nrv.trim() ? { nrv: whole(r.nrv) } : {}),
    ...(Object.keys(local).length ? { local } : {}),
  };
}

/** The offer to save, and the fields whose typed value is no number (the server is never asked about those). */
export function offerOf(
  form: EditorForm,
  id: number | null,
): { offer: CatalogOfferIn; unreadable: Record<string, 'priceForm'> } {
  const unreadable: Record<string, 'priceForm'> = {};
  const prices: CatalogOfferIn['prices'] = {};
  for (const c of COUNTRY_CODES) {
    const typed = form.prices[c];
    if (!typed.new.trim() && !typed.old.trim()) continue;
    const fresh = parsePrice(typed.new);
    // An empty reference price: no reduction, the reference is the price itself.
    const old = typed.old.trim() ? parsePrice(typed.old) : fresh;
    if (fresh === null) unreadable[`prices.${c}.new`] = 'priceForm';
    if (old === null) unreadable[`prices.${c}.old`] = 'priceForm';
    if (fresh !== null && old !== null) prices[c] = { new: fresh, old };
  }
  const hr = overridesOf(form.texts.hr);
  const me = overridesOf(form.texts.me);
  const offer: CatalogOfferIn = {
    ...(id === null ? {} : { id }),
    slog: form.slog.trim(),
    status: form.status,
    group: form.group,
    scaleleadId: form.scaleleadId,
    stockDays: whole(form.stockDays),
    popularity: whole(form.popularity),
    prices,
    texts: { ije: textsOf(form.texts.ije), eke: textsOf(form.texts.eke), ...(hr ? { hr } : {}), ...(me ? { me } : {}) },
    ingredients: form.bundle
      ? null
      : { dailyDose: form.dailyDose, packSize: form.packSize, rows: form.rows.map(ingredientOf) },
    images: lines(form.images),
    imageAlts: altsOf(form),
    ingredientsImage: form.ingredientsImage.trim(),
    children: form.bundle ? form.children : null,
  };
  return { offer, unreadable };
}

/** The alt texts of the pictures still on the list, each with anything typed (an empty required one is the server's to name). */
function altsOf(form: EditorForm): NonNullable<CatalogOfferIn['imageAlts']> {
  const out: NonNullable<CatalogOfferIn['imageAlts']> = {};
  for (const ref of lines(form.images)) {
    const alt = form.alts[ref];
    if (!alt || !Object.values(alt).some((v) => v.trim())) continue;
    out[ref] = {
      ije: alt.ije.trim(),
      eke: alt.eke.trim(),
      ...(alt.hr.trim() ? { hr: alt.hr.trim() } : {}),
      ...(alt.me.trim() ? { me: alt.me.trim() } : {}),
    };
  }
  return out;
}
