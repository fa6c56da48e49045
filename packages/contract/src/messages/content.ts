// Texts of the static pages, the four blog articles and the community page: headings and the short
// texts of their frames. The long bodies (policy sections, article paragraphs) live next to their
// screen in apps/web/src/features/content/articles/*.ts, so each loads with its own chunk only.
// Placeholders in braces are filled by the screen ({shop}, {members}, {minutes}…).
import { forHr, type Text } from '../text.ts';

export const contentMessages = {
  // Headings (the landing's blog teasers use the four blog titles too).
  ourStory: 'Naša priča',
  about: 'O nama',
  contact: 'Kontaktirajte nas',
  shipping: 'Politika dostave',
  refunds: 'Politika povrata',
  terms: { ije: 'Uvjeti korištenja', eke: 'Uslovi korišćenja' },
  privacy: 'Politika privatnosti',
  blogEyebrow: 'Blog',
  blogWeightLoss: 'Mršavljenje bez gladovanja: kako zdravo izgubiti kilograme',
  blogHair: 'Zdrava i sjajna kosa iz dana u dan',
  blogLibido: 'Libido i vitalnost: prirodna podrška',
  blogGeneral: { ije: 'Da li su kapsule sigurne?', eke: 'Da li su kapsule bezbedne?', hr: 'Jesu li kapsule sigurne?' },

  // Page frames.
  eyebrowLegal: 'Pravne informacije',
  eyebrowSupport: 'Podrška kupcima',
  eyebrowAbout: forHr('Ko smo mi', 'Tko smo mi'),
  validFrom: { ije: 'Vrijedi od {date}', eke: 'Važi od {date}' },
  tocTitle: 'Na ovoj stranici',
  factsLabel: 'Najvažnije ukratko',
  readingTime: '{minutes} min čitanja',
  byTeam: 'Piše tim {shop}',
  keyPoints: 'Ukratko',
  careTitle: { ije: 'Važno prije upotrebe', eke: 'Važno pre upotrebe' },
  blogCare: {
    ije: 'Dodatak prehrani nije zamjena za raznoliku prehranu i zdrav način života. Ne prekoračujte preporučenu dnevnu dozu i čuvajte proizvod van domašaja djece. Ako ste trudni, dojite, uzimate lijekove ili imate hroničnu bolest, prije upotrebe se posavjetujte s ljekarom ili farmaceutom.',
    eke: 'Dodatak ishrani nije zamena za raznovrsnu ishranu i zdrav način života. Ne prekoračujte preporučenu dnevnu dozu i čuvajte proizvod van domašaja dece. Ako ste trudni, dojite, uzimate lekove ili imate hroničnu bolest, pre upotrebe se posavetujte sa lekarom ili farmaceutom.',
    hr: 'Dodatak prehrani nije zamjena za raznoliku prehranu i zdrav način života. Ne prekoračujte preporučenu dnevnu dozu i čuvajte proizvod izvan dohvata djece. Ako ste trudni, dojite, uzimate lijekove ili imate kroničnu bolest, prije upotrebe se posavjetujte s liječnikom ili ljekarnikom.',
  },
  fromOurRange: 'Iz naše ponude',
  orderNow: 'Naručite',
  orderProduct: 'Naručite {product}',
  libidoShelf: 'Pogledajte sve proizvode za libido',
  seeProducts: 'Pogledajte naše proizvode',
  moreArticles: 'Pročitajte još',
  relatedPages: 'Korisne stranice',

  // Contact page.
  contactLead: {
    ije: 'Imate pitanje o narudžbi, dostavi ili proizvodu? Javite nam se – odgovaraju vam ljudi iz našeg tima, a ne automat.',
    eke: 'Imate pitanje o porudžbini, dostavi ili proizvodu? Javite nam se – odgovaraju vam ljudi iz našeg tima, a ne automat.',
  },
  contactFor: 'Kontakt za državu: {country}',
  contactPhone: 'Telefon',
  contactEmail: 'E-mail',
  contactAddress: 'Adresa',
  contactHours: { ije: 'Radno vrijeme podrške', eke: 'Radno vreme podrške' },
  contactHoursNote: { ije: 'Vikendom i praznikom odgovaramo prvi sljedeći radni dan.', eke: 'Vikendom i praznikom odgovaramo prvog sledećeg radnog dana.' },
  contactOtherCountry: {
    ije: 'Kupujete iz druge države? Izaberite je u podnožju stranice i ovdje će se prikazati njeni kontakti.',
    eke: 'Kupujete iz druge države? Izaberite je u podnožju stranice i ovde će se prikazati njeni kontakti.',
    hr: 'Kupujete iz druge države? Odaberite je u podnožju stranice i ovdje će se prikazati njezini kontakti.',
  },
} satisfies Record<string, Text>;

/** The community page's texts beyond its heading and lead (those are communityMessages). */
export const communityPageMessages = {
  eyebrow: 'Zajednica {shop}',
  statMembers: 'članova',
  statCountries: 'države',
  statNetworks: 'društvene mreže',
  joinTitle: 'Pridružite se jednim klikom',
  joinText: forHr(
    'Izaberite mrežu koju najčešće koristite. Grupa za vašu državu otvara se u novoj kartici, a članstvo je besplatno.',
    'Odaberite mrežu koju najčešće koristite. Grupa za vašu državu otvara se u novoj kartici, a članstvo je besplatno.',
  ),
  facebookGroup: 'Facebook grupa',
  whatTitle: forHr('Šta vas čeka u grupi', 'Što vas čeka u grupi'),
  perk1Title: 'Iskustva iz prve ruke',
  perk1Text: {
    ije: 'Članovi dijele kako im je prošao prvi mjesec, šta im je pomoglo da ustraju i na šta bi drugi put pazili.',
    eke: 'Članovi dele kako im je prošao prvi mesec, šta im je pomoglo da istraju i na šta bi drugi put pazili.',
    hr: 'Članovi dijele kako im je prošao prvi mjesec, što im je pomoglo da ustraju i na što bi drugi put pazili.',
  },
  perk2Title: { ije: 'Savjeti i recepti', eke: 'Saveti i recepti' },
  perk2Text: 'Jednostavni obroci, ideje za užinu i male navike koje se lako uklope u užurban dan.',
  perk3Title: 'Motivacija bez pritiska',
  perk3Text: {
    ije: 'Izazovi s hodanjem i vodom, mali ciljevi i puno podrške – bez osuđivanja i poređenja.',
    eke: 'Izazovi sa hodanjem i vodom, mali ciljevi i puno podrške – bez osuđivanja i poređenja.',
    hr: 'Izazovi s hodanjem i vodom, mali ciljevi i puno podrške – bez osuđivanja i uspoređivanja.',
  },
  perk4Title: 'Prvi saznajete za akcije',
  perk4Text: 'Članovi grupe prvi čuju za sniženja, nove proizvode i nagradne igre.',
  rulesTitle: 'Kako razgovaramo',
  rule1: { ije: 'Ljubazno i s poštovanjem – svako je negdje počeo.', eke: 'Ljubazno i sa poštovanjem – svako je negde počeo.', hr: 'Ljubazno i s poštovanjem – svatko je negdje počeo.' },
  rule2: { ije: 'Dijelimo vlastito iskustvo, ne obećanja ni dijagnoze.', eke: 'Delimo sopstveno iskustvo, ne obećanja ni dijagnoze.' },
  rule3: forHr('Bez reklama, spama i tuđih ličnih podataka.', 'Bez reklama, spama i tuđih osobnih podataka.'),
  rule4: {
    ije: 'Za pitanja o narudžbi javite se našoj podršci – tamo ćete najbrže dobiti odgovor.',
    eke: 'Za pitanja o porudžbini javite se našoj podršci – tamo ćete najbrže dobiti odgovor.',
  },
  supportLink: 'Kontakti podrške',
  care: {
    ije: 'Savjeti u grupi dolaze od članova i našeg tima, ali nisu zamjena za savjet ljekara. Ako ste trudni, dojite ili uzimate lijekove, o dodacima prehrani razgovarajte s ljekarom ili farmaceutom.',
    eke: 'Saveti u grupi dolaze od članova i našeg tima, ali nisu zamena za savet lekara. Ako ste trudni, dojite ili uzimate lekove, o dodacima ishrani razgovarajte sa lekarom ili farmaceutom.',
    hr: 'Savjeti u grupi dolaze od članova i našeg tima, ali nisu zamjena za savjet liječnika. Ako ste trudni, dojite ili uzimate lijekove, o dodacima prehrani razgovarajte s liječnikom ili ljekarnikom.',
  },
} satisfies Record<string, Text>;
