// The glossary per text variant (docs/glossary.md): the words each variant's shoppers read, and the
// words of another variant they must not read, with the forms that inflect. The wording tests run
// every shopper-facing text of a country through `glossaryFaults` (contract messages, the static
// pages and blogs, the catalog's offer and bundle copy, quiz, FAQ, e-mails and SMS).
//
//   ije — ijekavian Bosnian / Montenegrin (BA, ME)
//   eke — ekavian Serbian (RS)
//   hr  — standard Croatian (HR)
import type { CountryCode, TextVariant } from '../countries.ts';
import type { Text } from '../text.ts';

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

/** Croatian words Bosnian, Montenegrin and Serbian shoppers read as another country's shop. */
const CROATIAN_ONLY: readonly ForeignWord[] = [
  foreign('tko / netko / nitko / svatko / itko', exact('tko', 'netko', 'nitko', 'svatko', 'itko'), 'ko / neko / niko / svako / iko'),
  foreign('tjedan', stem('tjed'), 'sedmica (BA, ME) / nedelja (RS)'),
  foreign('kava', exact('kava', 'kave', 'kavi', 'kavu', 'kavom'), 'kafa'),
  foreign('kruh', stem('kruh'), 'hljeb / hleb'),
  foreign('žlica', stem('žlic', 'žlič'), 'kašika'),
  foreign('jamstvo', stem('jamstv', 'jamč', 'zajamč'), 'garancija'),
  foreign('kupnja', stem('kupnj'), 'kupovina'),
  foreign('ljekarna / ljekarnik', stem('ljekarn'), 'apoteka / farmaceut'),
  foreign('liječnik', stem('liječnik'), 'ljekar / lekar'),
  foreign('primjerice', exact('primjerice'), 'naprimjer / na primer'),
  foreign('zlouporaba', stem('zlouporab'), 'zloupotreba'),
  foreign('uporaba', stem('uporab', 'uporabi'), 'upotreba'),
  foreign('dulje / duljina', stem('dulj'), 'duže / dužina'),
  foreign('spremi (save)', exact('spremi', 'spremite'), 'sačuvaj'),
  foreign('poveznica', stem('poveznic'), 'link'),
  foreign('košarica', stem('košaric'), 'korpa'),
  foreign('tisuća', stem('tisuć'), 'hiljada'),
  foreign('točno / točka', stem('točn', 'točk', 'netočn'), 'tačno / tačka'),
  foreign('osobni (podaci)', stem('osobn'), 'lični'),
  foreign('tijekom / tijek', stem('tijek'), 'tokom / tok'),
  foreign('kamo', exact('kamo'), 'gdje / gde'),
  foreign('obitelj', stem('obitelj'), 'porodica'),
  foreign('sustav', stem('sustav'), 'sistem'),
  foreign('znanost', stem('znanost', 'znanstven'), 'nauka / naučni'),
  foreign('kemija', stem('kemij', 'kemik'), 'hemija'),
  foreign('kroničan', stem('kroni[čc]'), 'hroničan'),
  foreign('Europa', stem('europ'), 'Evropa'),
  foreign('suradnja', stem('surad', 'surađ'), 'saradnja'),
  foreign('sudjelovati', stem('sudjel'), 'učestvovati'),
  foreign('privola', stem('privol'), 'saglasnost / pristanak'),
  foreign('obveza', stem('obvez', 'neobvez'), 'obaveza'),
  foreign('usporedba', stem('usporedb', 'usporedi', 'uspoređ'), 'poređenje'),
  foreign('učinak', stem('učink', 'učinak'), 'efekat / djelovanje'),
  foreign('tvrtka', stem('tvrtk'), 'firma / kompanija'),
  foreign('djelatnik', stem('djelatni[kc]'), 'uposlenik / zaposleni'),
  foreign('pakiranje', stem('pakiranj'), 'pakovanje'),
  foreign('bjelančevine', stem('bjelančevin'), 'proteini'),
  foreign('naranča', stem('naranč'), 'narandža'),
  foreign('rajčica', stem('rajčic'), 'paradajz'),
  foreign('krumpir', stem('krumpir'), 'krompir'),
  foreign('juha', exact('juha', 'juhe', 'juhu', 'juhom', 'juhi'), 'supa / čorba'),
  foreign('šalica', stem('šalic'), 'šolja'),
  foreign('isprika', stem('ispričav', 'isprik'), 'izvinjenje'),
  foreign('glede / sukladno / unatoč', exact('glede', 'sukladno', 'unatoč'), 'u vezi s / u skladu s / uprkos'),
  foreign('iznimno / iznimka', stem('iznim'), 'izuzetno / izuzetak'),
  foreign('štoviše / nadalje', exact('štoviše', 'nadalje'), 'štaviše / dalje'),
  foreign('preglednik', stem('preglednik'), 'pretraživač (BA, ME) / pregledač (RS)'),
  foreign('računalo', stem('računal'), 'računar'),
  foreign('pozornost', stem('pozornost'), 'pažnja'),
  foreign('milijun', stem('milijun'), 'milion'),
  foreign('postotak', stem('postot'), 'procenat'),
  foreign('blagdan', stem('blagdan'), 'praznik'),
  foreign('zaporka', stem('zapork'), 'lozinka'),
  foreign('tjelovježba', stem('tjelovjež'), 'vježbanje / vežbanje'),
  foreign('češnjak / papar / ocat', stem('češnjak', 'ocat', 'octa'), 'bijeli luk / sirće'),
  foreign('papar', exact('papar', 'papra', 'paprom'), 'biber'),
  foreign('svrbež', stem('svrbež'), 'svrab'),
  foreign('redovito', stem('redovit'), 'redovno'),
  foreign('primitak', stem('primitk', 'primitak'), 'prijem'),
  foreign('na temelju', exact('temelju'), 'na osnovu'),
  foreign('prijenos', stem('prijenos'), 'prenos'),
  foreign('pohrana', stem('pohran'), 'čuvanje / memorija'),
  foreign('ponovno', exact('ponovno'), 'ponovo'),
  foreign('prodavatelj', stem('prodavatelj'), 'prodavac'),
  foreign('očito', stem('očit'), 'očigledno'),
  foreign('zbrojiti', stem('zbroj', 'zbraj'), 'sabrati'),
  foreign('podrijetlo', stem('podrijetl'), 'porijeklo'),
  foreign('tvar', stem('tvar'), 'supstanca / materija'),
  foreign('kupaonica', stem('kupaonic'), 'kupatilo'),
  foreign('vrećica', stem('vrećic'), 'kesica'),
  foreign('ovojnica', stem('ovojnic'), 'omotač'),
  foreign('istodobno', stem('istodob'), 'istovremeno'),
  foreign('ručnik', stem('ručnik'), 'peškir'),
  foreign('dobivati', exact('dobiva', 'dobivate', 'dobivaju', 'dobivamo', 'dobivaš'), 'dobija / dobijate'),
  foreign('registrirati', stem('registrir'), 'registrovati'),
  foreign('natrag', exact('natrag'), 'nazad'),
  foreign('pričekati', stem('pričeka'), 'sačekati'),
  foreign('međuzbroj', stem('međuzbroj'), 'međuzbir'),
  foreign('zaprimiti', stem('zaprim'), 'primiti'),
  foreign('košara', exact('košara', 'košare', 'košari', 'košaru'), 'korpa'),
  foreign('stražnjica', stem('stražnjic'), 'zadnjica'),
  foreign('ovisno / ovisi', stem('ovisn', 'ovis[ie]'), 'zavisno od / zavisi'),
  foreign('okus', exact('okus', 'okusa', 'okusu', 'okusom', 'okusi'), 'ukus'),
  foreign('tlak', exact('tlak', 'tlaka', 'tlaku', 'tlakom'), 'pritisak'),
  foreign('utjecati', stem('utjec', 'utječ'), 'uticati'),
  foreign('razdoblje', stem('razdoblj'), 'period'),
  foreign('poslužitelj / pružatelj', stem('poslužitelj', 'pružatelj'), 'server / pružalac'),
  foreign('navečer', exact('navečer'), 'uveče'),
  foreign('hladnjak', stem('hladnjak'), 'frižider'),
  foreign('pakirati', stem('pakira', 'pakir'), 'pakovati'),
  foreign('trenutačno', stem('trenutač'), 'trenutno'),
  foreign('e-pošta', stem('e-pošt'), 'e-mail'),
  foreign('kućanstvo', stem('kućanstv'), 'domaćinstvo'),
  foreign('štitnjača', stem('štitnjač'), 'štitna žlijezda'),
];

/** Bosnian and Montenegrin ask "šta"; "što" stays a conjunction ("zato što"), so only a question's first word is caught. */
const QUESTION_STO: ForeignWord = foreign('Što (question)', /(?:^|[.!?:–]\s+|\*\*)Što(?!\p{L})/u, 'Šta');

/** Ekavian forms an ijekavian text (BA, ME, HR) must not hold. */
const EKAVIAN: readonly ForeignWord[] = [
  foreign('pre / posle', exact('pre', 'posle', 'poslednj\\p{L}*'), 'prije / poslije'),
  foreign('uvek / gde / ovde / negde', exact('uvek', 'gde', 'ovde', 'negde', 'svugde'), 'uvijek / gdje / ovdje / negdje'),
  foreign('vreme', exact('vreme'), 'vrijeme'),
  foreign('mesec', stem('mesec', 'meseč'), 'mjesec'),
  foreign('cena', exact('cena', 'cene', 'ceni', 'cenu', 'cenom', 'cenama'), 'cijena'),
  foreign('deca / dete', exact('deca', 'dece', 'deci', 'decu', 'decom', 'dete', 'deteta', 'detetu'), 'djeca / dijete'),
  foreign('lek / lekar', stem('lekar', 'lekov', 'leči', 'lečen') , 'lijek / ljekar'),
  foreign('lek', exact('lek', 'leka', 'leku'), 'lijek'),
  foreign('mleko / hleb', stem('mlek', 'mleč', 'hleb'), 'mlijeko / hljeb'),
  foreign('lep', exact('lep', 'lepa', 'lepo', 'lepe', 'lepu', 'lepog', 'lepša', 'lepše', 'lepši'), 'lijep'),
  foreign('sledeći', stem('sledeć', 'sled'), 'sljedeći'),
  foreign('reč', exact('reč', 'reči', 'rečima'), 'riječ'),
  foreign('primer', stem('primer'), 'primjer'),
  foreign('nedelja', stem('nedelj'), 'sedmica'),
  foreign('promena', stem('promen', 'promeni'), 'promjena'),
  foreign('uspešno', stem('uspeš'), 'uspješno'),
  foreign('bezbedno', stem('bezbed'), 'sigurno'),
  foreign('zamena', stem('zamen'), 'zamjena'),
  foreign('savet', stem('savet', 'posavet'), 'savjet'),
  foreign('deliti', stem('podel', 'podeli', 'deli', 'delim', 'delit'), 'dijeliti'),
  foreign('telo', exact('telo', 'tela', 'telu', 'telom', 'telesn\\p{L}*'), 'tijelo'),
  foreign('mera', stem('mera', 'mere', 'meri', 'meru', 'merenj'), 'mjera'),
  foreign('crevo', stem('crev'), 'crijevo'),
  foreign('svež', stem('svež'), 'svjež'),
  foreign('osećaj', stem('oseć', 'oseti'), 'osjećaj'),
  foreign('vežbanje', stem('vežb'), 'vježbanje'),
  foreign('sedim / sedenje', exact('sedim', 'sedite', 'sedenje', 'sedenja', 'sediti'), 'sjedim / sjedenje'),
  foreign('mesto', exact('mesto', 'mesta', 'mestu', 'mestom'), 'mjesto'),
  foreign('retko', stem('retk', 'ređe'), 'rijetko'),
  foreign('verovatno', stem('verovat'), 'vjerovatno'),
  foreign('delovanje', stem('delovanj', 'deluj', 'delotvor'), 'djelovanje'),
  foreign('videti / želeti', exact('videti', 'želeti', 'voleti', 'razumeti', 'umeti'), 'vidjeti / željeti'),
  foreign('devojka', stem('devojk'), 'djevojka'),
  foreign('belo', exact('beo', 'bela', 'belo', 'beli', 'belog', 'bele'), 'bijel'),
  foreign('cvet', stem('cvet'), 'cvijet'),
  foreign('sećanje', stem('seća', 'seti'), 'sjećanje'),
];

/** Ijekavian forms a Serbian (ekavian) text must not hold. */
const IJEKAVIAN: readonly ForeignWord[] = [
  foreign('prije / poslije', exact('prije', 'poslije', 'posljednj\\p{L}*'), 'pre / posle'),
  foreign('uvijek / gdje / ovdje / negdje', exact('uvijek', 'gdje', 'ovdje', 'negdje', 'svugdje'), 'uvek / gde / ovde / negde'),
  foreign('vrijeme', exact('vrijeme'), 'vreme'),
  foreign('mjesec', stem('mjesec', 'mjeseč'), 'mesec'),
  foreign('cijena', stem('cijen'), 'cena'),
  // Not "dijete" alone: the plural of "dijeta" (a diet) is written so in both variants.
  foreign('djeca / dijete', stem('djec', 'djetet', 'djetetu'), 'deca / dete'),
  foreign('lijek / liječiti', stem('lijek', 'liječ'), 'lek / lečiti'),
  foreign('ljekar', stem('ljekar'), 'lekar'),
  foreign('mlijeko / hljeb', stem('mlijek', 'mliječ', 'hljeb'), 'mleko / hleb'),
  foreign('lijep', stem('lijep', 'ljep'), 'lep'),
  foreign('sljedeći', stem('sljed'), 'sledeći'),
  foreign('riječ', stem('riječ'), 'reč'),
  foreign('primjer', stem('primjer'), 'primer'),
  foreign('nedjelja', stem('nedjelj'), 'nedelja'),
  foreign('promjena', stem('promjen', 'promijen'), 'promena'),
  foreign('uspješno', stem('uspješ'), 'uspešno'),
  foreign('bezbjedno', stem('bezbjed'), 'bezbedno'),
  foreign('zamjena', stem('zamjen', 'zamijen'), 'zamena'),
  foreign('savjet', stem('savjet', 'posavjet'), 'savet'),
  foreign('dijeliti', stem('dijel', 'podijel', 'podjel'), 'deliti'),
  foreign('tijelo', stem('tijel', 'tjelesn'), 'telo'),
  foreign('mjera', stem('mjer', 'izmjer'), 'mera'),
  foreign('crijevo', stem('crijev'), 'crevo'),
  foreign('svjež', stem('svjež'), 'svež'),
  foreign('osjećaj', stem('osjeć', 'osjet'), 'osećaj'),
  foreign('vježbanje', stem('vježb'), 'vežbanje'),
  foreign('sjediti', stem('sjed', 'sjedn'), 'sedeti'),
  foreign('mjesto', stem('mjest'), 'mesto'),
  foreign('rijetko', stem('rijet', 'rjeđ'), 'retko'),
  foreign('vjerovatno', stem('vjer'), 'verovatno'),
  foreign('djelovanje', stem('djel'), 'delovanje'),
  foreign('vidjeti', stem('vidje', 'razumje'), 'videti / razumeti'),
  foreign('željeti / voljeti', exact('željeti', 'voljeti'), 'želeti / voleti'),
  foreign('djevojka', stem('djevoj'), 'devojka'),
  foreign('bijel', stem('bijel'), 'beo'),
  foreign('cvijet', stem('cvijet', 'cvjet'), 'cvet'),
  foreign('sjećanje', stem('sjeć', 'sjeti'), 'sećanje'),
  foreign('pjena / pjesma', stem('pjen', 'pjes'), 'pena / pesma'),
  foreign('snijeg / vijest', stem('snijeg', 'vijest', 'obavijest', 'obavješt'), 'sneg / vest / obaveštenje'),
  foreign('cjelina', stem('cjel', 'cijel'), 'celina / ceo'),
  foreign('razumijem', stem('razumij'), 'razumem'),
  foreign('zahtjev', stem('zahtjev', 'zahtijev'), 'zahtev'),
  foreign('dio / djelimično', exact('dio', 'dijelom'), 'deo / delom'),
  foreign('bilješka / griješka', stem('bilješ', 'griješ', 'grješ'), 'beleška / greška'),
  foreign('vijek / vjerovati', stem('vijek'), 'vek'),
  foreign('tješiti / tjeskoba', stem('tješ', 'tjeskob'), 'tešiti / teskoba'),
  foreign('slijed / svijet', stem('slijed', 'naslijed', 'svijet'), 'sled / nasled / svet'),
];

/** Serbian-only words Croatian readers meet as another country's shop (NOT_CROATIAN holds the older list). */
const NOT_IN_CROATIAN: readonly ForeignWord[] = [
  foreign('ko / niko', exact('ko', 'niko', 'iko'), 'tko / nitko / itko'),
  foreign('korpa', exact('korpa', 'korpe', 'korpi', 'korpu', 'korpom'), 'košarica'),
  foreign('sedmica', stem('sedmi[cč]'), 'tjedan'),
  foreign('hiljada', stem('hiljad'), 'tisuća'),
  foreign('pozvaćemo', stem('pozvać'), 'nazvat ćemo'),
  foreign('garancija', stem('garancij', 'garantu', 'garantov'), 'jamstvo'),
  foreign('artikal', exact('artikal'), 'artikl'),
  foreign('kupovina', stem('kupovin'), 'kupnja'),
  foreign('sačuvaj', stem('sačuva'), 'spremi'),
  foreign('nalog (account)', stem('nalog'), 'račun'),
  foreign('porudžbina', stem('porudžbin'), 'narudžba'),
  foreign('istorija / historija', stem('istorij', 'historij'), 'povijest'),
  foreign('podešavanja', stem('podešavanj'), 'postavke'),
  foreign('uslovi', stem('uslov'), 'uvjeti'),
  foreign('ishrana', stem('ishran'), 'prehrana'),
  foreign('tačno', stem('tačn', 'tačk'), 'točno / točka'),
  foreign('bezbjedan', stem('bezbj?e?edn'), 'siguran'),
  foreign('ljekar / lekar', stem('lekar', 'ljekar(?!n)'), 'liječnik'),
  foreign('apoteka', stem('apotek'), 'ljekarna'),
  foreign('kafa', exact('kafa', 'kafe', 'kafi', 'kafu', 'kafom'), 'kava'),
  foreign('pakovanje', stem('pakovanj'), 'pakiranje'),
  foreign('šta', exact('šta'), 'što'),
  foreign('hljeb', stem('hljeb', 'hleb'), 'kruh'),
  foreign('kašika', stem('kašik', 'kašič'), 'žlica'),
  foreign('šolja', stem('šolj'), 'šalica'),
  foreign('naprimjer', exact('naprimjer'), 'primjerice / na primjer'),
  foreign('zloupotreba', stem('zloupotreb'), 'zlouporaba'),
  foreign('obavezno / neobavezno', stem('obavez', 'neobavez'), 'obvezno / neobvezno'),
  foreign('Polja označena sa *', /označena sa \*/iu, 'Polja označena zvjezdicom (*)'),
  foreign('opšti', stem('opšt'), 'opći'),
  foreign('saradnja', stem('saradnj', 'sarađ'), 'suradnja'),
  foreign('učestvovati', stem('učestv', 'učesni'), 'sudjelovati'),
  foreign('procenat', stem('procen[ta]'), 'postotak'),
  foreign('hemija / hroničan', stem('hemij', 'hemik', 'hroni'), 'kemija / kroničan'),
  foreign('Evropa', stem('evrop'), 'Europa'),
  foreign('uposlenik', stem('uposlen'), 'zaposlenik'),
  foreign('porodica', stem('porodic', 'porodič'), 'obitelj'),
  foreign('paradajz / krompir / narandža', stem('paradajz', 'krompir', 'narandž'), 'rajčica / krumpir / naranča'),
  foreign('supa', exact('supa', 'supe', 'supu', 'supom'), 'juha'),
  foreign('pretraživač / pregledač', stem('pretraživač', 'pregledač'), 'preglednik'),
  foreign('računar', stem('računar'), 'računalo'),
  foreign('lični (podaci)', stem('ličn'), 'osobni'),
  foreign('izvinjenje', stem('izvinj', 'izvini'), 'isprika'),
  foreign('uprkos', exact('uprkos'), 'unatoč / usprkos'),
  foreign('saglasnost', stem('saglasn'), 'privola / suglasnost'),
  foreign('tečnost', stem('tečnost'), 'tekućina'),
  foreign('prodavnica', stem('prodavnic'), 'trgovina'),
  foreign('svrab', exact('svrab', 'svraba'), 'svrbež'),
  foreign('vazduh', stem('vazduh'), 'zrak'),
  foreign('sirće / biber', stem('sirć', 'biber'), 'ocat / papar'),
];

/** Words a Serbian text does not use (beside the ijekavian forms and the Croatian words). */
const NOT_IN_SERBIAN: readonly ForeignWord[] = [
  foreign('postavke', stem('postavk'), 'podešavanja'),
  foreign('trgovina', stem('trgovin'), 'prodavnica'),
  foreign('narudžba', stem('narudžb'), 'porudžbina'),
  foreign('sedmica', stem('sedmic', 'sedmičn'), 'nedelja'),
  foreign('historija', stem('historij'), 'istorija'),
  foreign('kupovinu / kupnju', stem('kupnj'), 'kupovina'),
  foreign('uvjeti', stem('uvjet'), 'uslovi'),
  foreign('tko', exact('tko'), 'ko'),
  foreign('dodatak prehrani', stem('prehran'), 'ishrana'),
  foreign('kašičica', exact('žličica'), 'kašičica'),
];

/** What each variant must read for the things the glossary names (docs/glossary.md). */
export const GLOSSARY_USE: Readonly<Record<TextVariant, readonly string[]>> = {
  ije: ['sedmica', 'ko', 'niko', 'neko', 'svako', 'kafa', 'hljeb', 'kašika', 'kupovina', 'garancija', 'pakovanje', 'sačuvaj', 'link', 'ljekar', 'farmaceut', 'apoteka', 'zloupotreba', 'naprimjer', 'duže', 'lični podaci', 'korpa', 'narudžba', 'hiljada'],
  eke: ['nedelja', 'ko', 'niko', 'neko', 'svako', 'kafa', 'hleb', 'kašika', 'kupovina', 'garancija', 'pakovanje', 'sačuvaj', 'link', 'lekar', 'farmaceut', 'apoteka', 'porudžbina', 'korpa', 'prodavnica', 'pregledač', 'podešavanja', 'nalog', 'uslovi'],
  hr: ['tjedan', 'tko', 'nitko', 'netko', 'svatko', 'kava', 'kruh', 'žlica', 'kupnja', 'jamstvo', 'pakiranje', 'spremi', 'poveznica', 'liječnik', 'ljekarnik', 'ljekarna', 'zlouporaba', 'primjerice', 'dulje', 'osobni podaci', 'košarica', 'narudžba', 'tisuća', 'neobvezno', 'obvezno', 'artikl'],
};

/** Per variant, the words of another variant it must not read. */
export const GLOSSARY_AVOID: Readonly<Record<TextVariant, readonly ForeignWord[]>> = {
  ije: [...CROATIAN_ONLY, ...EKAVIAN, QUESTION_STO],
  eke: [...CROATIAN_ONLY, ...IJEKAVIAN, ...NOT_IN_SERBIAN],
  hr: [...NOT_IN_CROATIAN, ...EKAVIAN],
};

/**
 * Words a variant's list forbids that one text legitimately holds, each allowed in this one place
 * only: `where` is the text's name as the tests give it, `word` the glossary entry.
 */
export const GLOSSARY_SHARED: readonly { variant: TextVariant; where: string; word: string; why: string }[] = [
  // The agency's own name in Bosnia and Herzegovina holds both words; a shopper must find it as it is registered.
  { variant: 'ije', where: 'privacy.PRIVACY_AUTHORITY.BA', word: 'osobni (podaci)', why: 'the official name of the BA agency' },
  // The story says the shop writes "mlijeko" or "mleko", "vrijeme" or "vreme": it quotes both spellings on purpose.
  ...(['ije', 'eke', 'hr'] as const).flatMap((variant) =>
    (variant === 'eke' ? ['mlijeko / hljeb', 'vrijeme'] : ['mleko / hleb', 'vreme']).map((word) => ({
      variant,
      where: 'ourStory.ourStoryDoc.sections[2].blocks[0].p',
      word,
      why: 'the story quotes both spellings of the same word',
    })),
  ),
  // The delivery file's outcome column holds English keywords (delivered, refused, returned) the import reads as they are.
  ...(['ije', 'hr'] as const).map((variant) => ({ variant, where: 'desk.deskDispatchMessages.importOutcomesHint', word: 'deliti', why: 'a keyword of the file, not a word' })),
  // Croatian "redak, retka, retke" (a row) is not the ekavian "retko" (rarely).
  { variant: 'hr', where: 'desk.deskDispatchMessages.importRefused', word: 'retko', why: 'Croatian redak (a row), plural retke' },
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
  (typeof value === 'object' && value !== null && typeof (value as { ije?: unknown }).ije === 'string' && typeof (value as { eke?: unknown }).eke === 'string');

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
