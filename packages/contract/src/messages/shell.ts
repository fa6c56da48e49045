// Texts of the web shell: header, phone menu, footer and the shared page states.
// A Text is one string for every country, or { ije, eke }: ijekavian for BA, HR and ME, ekavian for RS,
// with `hr` (forHr) where Croatian words differ (docs/glossary.md).
// Placeholders in braces ({count}, {shop}…) are filled by the caller.
import { forHr, type Text } from '../text.ts';
import type { ShopGroup } from '../catalog.ts';

export const shellMessages = {
  skipToContent: 'Preskoči na sadržaj',
  /** At the top of a page shown without JavaScript (first-paint HTML): the page reads, ordering needs scripts. */
  noScript: {
    ije: 'Stranicu možete čitati, ali za korpu i narudžbu uključite JavaScript u pretraživaču.',
    eke: 'Stranicu možete da čitate, ali za korpu i porudžbinu uključite JavaScript u pregledaču.',
    hr: 'Stranicu možete čitati, ali za košaricu i narudžbu uključite JavaScript u pregledniku.',
  },
  promo: '{promo}: do {percent}% popusta',
  /** Where no fixed percentage may be announced (HR, docs/decisions/023). */
  promoNoPercent: '{promo}: sniženja',
  promoMore: 'na odabrane proizvode',
  promoCta: 'Pogledajte ponudu',
  tagline: { ije: 'Prirodni dodaci prehrani za zdravlje i ljepotu', eke: 'Prirodni dodaci ishrani za zdravlje i lepotu' },
  homeLabel: '{shop}, početna stranica',

  navLabel: { ije: 'Glavni izbornik', eke: 'Glavni meni' },
  navFirstOffer: 'Hit ponuda',
  navShop: 'Proizvodi',
  navShopAll: 'Svi proizvodi',
  navShopHint: 'Odaberite kategoriju',
  navMostPopular: 'Najpopularnije',
  navBundles: 'Paketi',
  navClub: 'Klub',
  navCommunity: 'Zajednica',
  navQuiz: 'Kviz',
  navQuizLong: 'Pronađite svoj proizvod',
  login: 'Prijava',
  search: forHr('Pretraga', 'Pretraživanje'),
  searchPlaceholder: 'Potražite proizvod…',
  searchSoon: forHr(
    'Pretraga proizvoda stiže uskoro. Do tada pogledajte najpopularnije proizvode.',
    'Pretraživanje proizvoda stiže uskoro. Do tada pogledajte najpopularnije proizvode.',
  ),
  close: 'Zatvori',
  cart: forHr('Korpa', 'Košarica'),
  cartWithCount: forHr('Korpa, {count} {items}', 'Košarica, {count} {items}'),
  itemOne: forHr('artikal', 'artikl'),
  itemFew: 'artikla',
  itemMany: 'artikala',
  menuOpen: { ije: 'Otvori izbornik', eke: 'Otvori meni' },
  menuClose: { ije: 'Zatvori izbornik', eke: 'Zatvori meni' },
  menuTitle: { ije: 'Izbornik', eke: 'Meni' },
  menuLearn: 'Saznajte više',
  menuSupport: 'Podrška',

  footerGroups: 'Kategorije',
  footerLearn: 'Saznajte više',
  footerSupport: 'Podrška kupcima',
  footerContact: 'Kontakt',
  footerFollow: 'Pratite nas',
  footerPolicies: 'Pravne informacije',
  ourStory: 'Naša priča',
  about: 'O nama',
  contact: 'Kontaktirajte nas',
  shipping: 'Dostava',
  refunds: 'Povrat novca',
  track: 'Praćenje pošiljke',
  terms: { ije: 'Uvjeti korištenja', eke: 'Uslovi korišćenja' },
  privacy: 'Politika privatnosti',
  blogWeightLoss: 'Blog: zdravo mršavljenje',
  blogHair: 'Blog: zdrava kosa',
  blogLibido: 'Blog: libido i vitalnost',
  blogGeneral: { ije: 'Blog: da li su kapsule sigurne?', eke: 'Blog: da li su kapsule bezbedne?', hr: 'Blog: jesu li kapsule sigurne?' },
  supportHours: { ije: 'Ponedjeljak – petak, {from} – {to}', eke: 'Ponedeljak – petak, {from} – {to}' },
  disclaimer: {
    ije: 'Dodaci prehrani nisu zamjena za raznoliku i uravnoteženu prehranu ni za zdrav način života. Nisu lijekovi i nisu namijenjeni dijagnosticiranju, liječenju ni sprječavanju bolesti. Ne prekoračujte preporučenu dnevnu dozu i čuvajte ih van domašaja djece. Ako ste trudni, dojite ili uzimate lijekove, prije upotrebe se posavjetujte s ljekarom ili farmaceutom.',
    eke: 'Dodaci ishrani nisu zamena za raznovrsnu i uravnoteženu ishranu niti za zdrav način života. Nisu lekovi i nisu namenjeni dijagnostikovanju, lečenju niti sprečavanju bolesti. Ne prekoračujte preporučenu dnevnu dozu i čuvajte ih van domašaja dece. Ako ste trudni, dojite ili uzimate lekove, pre upotrebe se posavetujte sa lekarom ili farmaceutom.',
    hr: 'Dodaci prehrani nisu zamjena za raznoliku i uravnoteženu prehranu ni za zdrav način života. Nisu lijekovi i nisu namijenjeni dijagnosticiranju, liječenju ni sprječavanju bolesti. Ne prekoračujte preporučenu dnevnu dozu i čuvajte ih izvan dohvata djece. Ako ste trudni, dojite ili uzimate lijekove, prije upotrebe se posavjetujte s liječnikom ili ljekarnikom.',
  },
  rights: '© {year} {shop}. Sva prava zadržana.',
  countryLabel: 'Država',
  countryChanged: 'Država: {country}',
  social: 'Društvene mreže',
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  opensInNewTab: '(otvara se u novoj kartici)',

  seeMostPopular: 'Pogledajte najpopularnije',
  backHome: 'Na početnu',
  notFoundHeading: 'Stranica nije pronađena',
  notFoundText: {
    ije: 'Stranica koju tražite ne postoji ili je premještena. Provjerite adresu ili krenite od početne stranice.',
    eke: 'Stranica koju tražite ne postoji ili je premeštena. Proverite adresu ili krenite od početne stranice.',
  },
  loading: 'Učitavanje…',
  errorHeading: 'Nešto je pošlo po zlu',
  errorText: {
    ije: 'Stranicu trenutno nije moguće učitati. Provjerite internetsku vezu i pokušajte ponovo.',
    eke: 'Stranicu trenutno nije moguće učitati. Proverite internet vezu i pokušajte ponovo.',
  },
  reload: { ije: 'Osvježi stranicu', eke: 'Osveži stranicu' },
} satisfies Record<string, Text>;

/** Product group names (listing sidebar, footer, shop menu), by URL slug. */
export const groupMessages = {
  mrsavljenje: 'Mršavljenje',
  celulit: 'Celulit',
  kosa: 'Kosa',
  bore: 'Bore',
  'prosirene-vene': 'Proširene vene',
  'menstrualna-podrska': 'Menstrualna podrška',
  libido: 'Libido',
} satisfies Record<ShopGroup, Text>;
