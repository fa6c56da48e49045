// The glossary per text variant (docs/glossary.md): the words each variant's shoppers read, and the
// words of another variant they must not read, with the forms that inflect. The wording tests run
// every shopper-facing text of a country through `glossaryFaults` (contract messages, the static
// pages and blogs, the catalog's offer and bundle copy, quiz, FAQ, e-mails and SMS).
//
//   ije — ijekavian Bosnian (BA), and Montenegrin where it reads alike
//   me  — Montenegrin (ME): the ijekavian text with its own words where they differ
//   eke — ekavian Serbian (RS)
//   hr  — standard Croatian (HR)
import type { CountryCode, TextVariant } from '../countries.ts';
import type { Text } from '../text.ts';
import glossaryWords from './glossary-words.json' with { type: 'json' };

/** A word a variant does not use, the pattern that finds its forms, and what the variant says instead. */
export interface ForeignWord {
  word: string;
  pattern: RegExp;
  instead: string;
}

const START = '(?<!\\p{L})';
const END = '(?!\\p{L})';

/** Whole words, exactly these forms: `exact('tko', 'netko')`. */
const exact = (...forms: string[]): RegExp => new RegExp(`${START}(?:${forms.join('|')})${END}`, 'iu');
/** Every word beginning with one of the stems: `stem('tjed')` finds tjedan, tjedna, tjednima… */
const stem = (...stems: string[]): RegExp => new RegExp(`${START}(?:${stems.join('|')})\\p{L}*`, 'iu');

const foreign = (word: string, pattern: RegExp, instead: string): ForeignWord => ({ word, pattern, instead });

/** One entry of glossary-words.json: the word, its forms (exact) or stems, what to say instead, and why where it is not plain. */
interface GlossaryEntry {
  word: string;
  exact?: string[];
  stem?: string[];
  instead: string;
  note?: string;
}

const fromData = (entries: readonly GlossaryEntry[]): ForeignWord[] =>
  entries.map((entry) =>
    foreign(entry.word, entry.exact ? exact(...entry.exact) : stem(...(entry.stem ?? [])), entry.instead),
  );

/** Croatian words Bosnian, Montenegrin and Serbian shoppers read as another country's shop. */
const CROATIAN_ONLY: readonly ForeignWord[] = fromData(glossaryWords.croatianOnly);

/** Bosnian and Montenegrin ask "šta"; "što" stays a conjunction ("zato što"), so only a question's first word is caught. */
const QUESTION_STO: ForeignWord = foreign('Što (question)', /(?:^|[.!?:–]\s+|\*\*)Što(?!\p{L})/u, 'Šta');

/** Ekavian forms an ijekavian text (BA, ME, HR) must not hold. */
const EKAVIAN: readonly ForeignWord[] = fromData(glossaryWords.ekavian);

/** Ijekavian forms a Serbian (ekavian) text must not hold. */
const IJEKAVIAN: readonly ForeignWord[] = fromData(glossaryWords.ijekavian);

/** Serbian-only words Croatian readers meet as another country's shop (NOT_CROATIAN holds the older list). */
const NOT_IN_CROATIAN: readonly ForeignWord[] = [
  ...fromData(glossaryWords.notInCroatian),
  foreign('Polja označena sa *', /označena sa \*/iu, 'Polja označena zvjezdicom (*)'),
];

/** Words a Serbian text does not use (beside the ijekavian forms and the Croatian words). */
const NOT_IN_SERBIAN: readonly ForeignWord[] = fromData(glossaryWords.notInSerbian);

/**
 * Montenegrin words differ from the Bosnian text's (uslovi, korišćenje, ishrana, istorija,
 * podešavanja, and nalog for a shopper's account); "račun" stays for money (a bank account, a bill),
 * so only the account's phrases are caught.
 */
const NOT_IN_MONTENEGRIN: readonly ForeignWord[] = [
  ...fromData(glossaryWords.notInMontenegrin),
  foreign(
    'račun (a shopper’s account)',
    /(?<!\p{L})(?:moj|svoj|svom|vašem|vaš|na|s|sa|brisanje|obriši|obrisati|postavke)\s+račun(?:a|u|om)?(?!\p{L})|(?<!\p{L})račun(?:a|u)?\s+(?:u trgovini|je obrisan|sa navedenim)/iu,
    'nalog',
  ),
];

/** The ijekavian words (BA), which Montenegrin reads too where it has none of its own. */
const IJEKAVIAN_USE = [
  'sedmica',
  'ko',
  'niko',
  'neko',
  'svako',
  'kafa',
  'hljeb',
  'kašika',
  'kupovina',
  'garancija',
  'pakovanje',
  'sačuvaj',
  'link',
  'ljekar',
  'farmaceut',
  'apoteka',
  'zloupotreba',
  'naprimjer',
  'duže',
  'lični podaci',
  'korpa',
  'narudžba',
  'hiljada',
] as const;

/** What each variant must read for the things the glossary names (docs/glossary.md). */
export const GLOSSARY_USE: Readonly<Record<TextVariant, readonly string[]>> = {
  ije: IJEKAVIAN_USE,
  eke: [
    'nedelja',
    'ko',
    'niko',
    'neko',
    'svako',
    'kafa',
    'hleb',
    'kašika',
    'kupovina',
    'garancija',
    'pakovanje',
    'sačuvaj',
    'link',
    'lekar',
    'farmaceut',
    'apoteka',
    'porudžbina',
    'korpa',
    'prodavnica',
    'pregledač',
    'podešavanja',
    'nalog',
    'uslovi',
  ],
  me: [...IJEKAVIAN_USE, 'uslovi', 'korišćenje', 'ishrana', 'istorija', 'podešavanja', 'nalog', 'hrom', 'nivo'],
  hr: [
    'tjedan',
    'tko',
    'nitko',
    'netko',
    'svatko',
    'kava',
    'kruh',
    'žlica',
    'kupnja',
    'jamstvo',
    'pakiranje',
    'spremi',
    'poveznica',
    'liječnik',
    'ljekarnik',
    'ljekarna',
    'zlouporaba',
    'primjerice',
    'dulje',
    'osobni podaci',
    'košarica',
    'narudžba',
    'tisuća',
    'neobvezno',
    'obvezno',
    'artikl',
  ],
};

/**
 * The shopper's account has one word per variant, the glossary's (račun in BA and HR, nalog in RS and
 * ME): the header, the account's tabs, the spec's "na vašem računu" and the login and sign-up forms
 * alike, never "profil" beside it (docs/decisions/065).
 */
const ACCOUNT_AS_PROFILE: ForeignWord = foreign(
  'profil (the shopper’s account)',
  stem('profil'),
  'račun (BA, HR) / nalog (RS, ME)',
);

/** Per variant, the words of another variant it must not read. */
export const GLOSSARY_AVOID: Readonly<Record<TextVariant, readonly ForeignWord[]>> = {
  ije: [...CROATIAN_ONLY, ...EKAVIAN, QUESTION_STO, ACCOUNT_AS_PROFILE],
  me: [...CROATIAN_ONLY, ...EKAVIAN, QUESTION_STO, ...NOT_IN_MONTENEGRIN, ACCOUNT_AS_PROFILE],
  eke: [...CROATIAN_ONLY, ...IJEKAVIAN, ...NOT_IN_SERBIAN, ACCOUNT_AS_PROFILE],
  hr: [...NOT_IN_CROATIAN, ...EKAVIAN, ACCOUNT_AS_PROFILE],
};

/**
 * Words a variant's list forbids that one text legitimately holds, each allowed in this one place
 * only: `where` is the text's name as the tests give it, `word` the glossary entry.
 */
export const GLOSSARY_SHARED: readonly { variant: TextVariant; where: string; word: string; why: string }[] = [
  // The agency's own name in Bosnia and Herzegovina holds both words; a shopper must find it as it is registered.
  {
    variant: 'ije',
    where: 'privacy.PRIVACY_AUTHORITY.BA',
    word: 'osobni (podaci)',
    why: 'the official name of the BA agency',
  },
  // The delivery file's outcome column holds English keywords (delivered, refused, returned) the import reads as they are.
  ...(['ije', 'me', 'hr'] as const).map((variant) => ({
    variant,
    where: 'desk.deskDispatchMessages.importOutcomesHint',
    word: 'deliti',
    why: 'a keyword of the file, not a word',
  })),
  // Croatian "redak, retka, retke" (a row) is not the ekavian "retko" (rarely).
  {
    variant: 'hr',
    where: 'desk.deskDispatchMessages.importRefused',
    word: 'retko',
    why: 'Croatian redak (a row), plural retke',
  },
];

/** The glossary's complaints about one text read in one variant: "name: 'tjednima' (say sedmica …)". */
export function glossaryFaults(where: string, text: string, variant: TextVariant): string[] {
  const faults: string[] = [];
  // {placeholders} are names the screen fills, not words.
  const words = text.replace(/\{\w+\}/g, '{}');
  for (const entry of GLOSSARY_AVOID[variant]) {
    const found = words.match(entry.pattern);
    if (!found) continue;
    if (GLOSSARY_SHARED.some((s) => s.variant === variant && s.where === where && s.word === entry.word)) continue;
    const at = found.index ?? 0;
    const context = words.slice(Math.max(0, at - 40), at + found[0].length + 40).replace(/\s+/g, ' ');
    faults.push(`${where} [${variant}]: "${found[0]}" (say ${entry.instead}) in "…${context}…"`);
  }
  return faults;
}

const isText = (value: unknown): value is Text =>
  typeof value === 'string' ||
  (typeof value === 'object' &&
    value !== null &&
    typeof (value as { ije?: unknown }).ije === 'string' &&
    typeof (value as { eke?: unknown }).eke === 'string');

/** Keys whose strings are addresses or anchors, not words. */
const ADDRESS_KEYS = new Set(['href', 'icon', 'image', 'id']);

/** A map keyed by country (the order button's label, the privacy authority) is read in that country only. */
export function readsIn(where: string, country: CountryCode): boolean {
  const owner = /\.(BA|RS|HR|ME)$/.exec(where)?.[1];
  return owner === undefined || owner === country;
}

/**
 * Every text inside a value (a message map, an article, a quiz set), named by where it sits:
 * `refundDoc.sections[2].blocks[0].p`. Links, icons and images are addresses, not words.
 */
export function textsIn(value: unknown, where: string, out: [string, Text][] = []): [string, Text][] {
  if (isText(value)) out.push([where, value]);
  else if (Array.isArray(value)) value.forEach((item, i) => textsIn(item, `${where}[${i}]`, out));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) if (!ADDRESS_KEYS.has(key)) textsIn(item, `${where}.${key}`, out);
  }
  return out;
}
