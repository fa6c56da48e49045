// Texts of the storefront: listing, offer page, bundles, ratings, cart, search and the shop menu.
// A Text is one string for every country, or { ije, eke } (ijekavian BA/HR/ME, ekavian RS), with `hr`
// (forHr) where Croatian words differ (docs/glossary.md).
import { forHr, type Text } from '../text.ts';

export const catalogMessages = {
  // Shared states
  error: 'Došlo je do greške!',
  retry: 'Pokušajte ponovo',
  loading: 'Učitavanje…',

  // Listing (docs/product.md §2)
  listingHeading: 'Najpopularniji proizvodi',
  listingLead: { ije: 'Dodaci prehrani koje naši kupci najčešće biraju.', eke: 'Dodaci ishrani koje naši kupci najčešće biraju.' },
  groupLead: { ije: 'Sve iz kategorije {group}, s cijenama za vašu državu.', eke: 'Sve iz kategorije {group}, sa cenama za vašu državu.' },
  listingAll: 'Sve kategorije',
  listingPopular: 'Najpopularniji',
  categoriesLabel: 'Kategorije proizvoda',
  categoryPick: 'Kategorija: {name}',
  groupEmpty: 'U ovoj kategoriji trenutno nema proizvoda.',
  groupUnknown: 'Ta kategorija ne postoji. Evo naših najpopularnijih proizvoda.',
  productOne: 'proizvod',
  productFew: 'proizvoda',
  productMany: 'proizvoda',

  // Offer card and prices
  order: 'Naruči',
  viewOffer: 'Pogledajte proizvod',
  discount: '-{percent}%',
  priceNow: { ije: 'Cijena', eke: 'Cena' },
  priceWas: { ije: 'Stara cijena', eke: 'Stara cena' },
  /** Under a reduced price where the 30-day rule holds (HR): the price it is measured from. */
  priorPrice: { ije: 'Najniža cijena u posljednjih 30 dana: {price}', eke: 'Najniža cena u poslednjih 30 dana: {price}' },
  youSave: 'Uštedite {amount}',
  bundleBadge: 'Paket',

  // Ratings (stars row)
  ratingOne: { ije: 'ocjena', eke: 'ocena' },
  ratingFew: { ije: 'ocjene', eke: 'ocene' },
  ratingMany: { ije: 'ocjena', eke: 'ocena' },
  ratingLabel: { ije: 'Prosječna ocjena {rating} od 5, {count} {word}', eke: 'Prosečna ocena {rating} od 5, {count} {word}' },

  // Offer page
  stockIn: 'Na stanju',
  stockDays: 'zaliha za {days} dana',
  quantity: 'Količina',
  decrease: 'Smanji količinu',
  increase: 'Povećaj količinu',
  addToCart: forHr('Dodaj u korpu', 'Dodaj u košaricu'),
  added: { ije: 'Dodano u korpu', eke: 'Dodato u korpu', hr: 'Dodano u košaricu' },
  tabDescription: 'Opis',
  tabAdvantages: 'Prednosti',
  tabHowToUse: forHr('Način upotrebe', 'Način uporabe'),
  detailsLabel: 'O proizvodu',
  accordionInfo: 'Informacije o proizvodu',
  accordionIngredients: 'Sastojci',
  accordionGuarantee: forHr('{days} dana garancije povrata novca', '{days} dana jamstva povrata novca'),
  guaranteeText: {
    ije: 'Niste zadovoljni? U roku od {days} dana od dostave vratit ćemo vam novac, umanjeno za troškove dostave i {fee}% naknade za obradu. Povrat unaprijed dogovorite telefonom radnim danom od {from} do {to} sati; novac stiže za {min} do {max} radnih dana.',
    eke: 'Niste zadovoljni? U roku od {days} dana od isporuke vratićemo vam novac, umanjeno za troškove dostave i {fee}% naknade za obradu. Povrat unapred dogovorite telefonom radnim danom od {from} do {to} časova; novac stiže za {min} do {max} radnih dana.',
  },
  guaranteeLink: 'Politika povrata',
  ingredientsAlt: 'Sastav i nutritivna tablica: {name}',
  imageAlt: '{name}, slika {n} od {total}',
  showImage: 'Prikaži sliku {n}',
  galleryLabel: 'Slike proizvoda',
  bundleContains: 'U paketu',
  notFoundHeading: 'Proizvod nije pronađen',
  notFoundText: 'Proizvod koji tražite ne postoji ili više nije u ponudi. Pogledajte naše najpopularnije proizvode.',
  notFoundCta: 'Najpopularniji proizvodi',

  // Sharing an offer
  share: { ije: 'Podijelite proizvod', eke: 'Podelite proizvod' },
  shareCopied: forHr('Link je kopiran', 'Poveznica je kopirana'),
  shareFailed: forHr('Kopirajte link:', 'Kopirajte poveznicu:'),
  shareLink: { ije: 'Link na proizvod', eke: 'Link ka proizvodu', hr: 'Poveznica na proizvod' },

  // Reviews area (the reviews issue fills the list)
  reviewsHeading: 'Recenzije kupaca',
  reviewsSort: forHr('Sortiraj', 'Poredaj'),
  sortFiles: { ije: 'S fotografijama', eke: 'Sa fotografijama' },
  sortNewest: 'Najnovije',
  sortOldest: 'Najstarije',
  sortBest: { ije: 'Najbolje ocjene', eke: 'Najbolje ocene' },
  sortWorst: { ije: 'Najlošije ocjene', eke: 'Najlošije ocene' },
  reviewsOutOf: 'od 5',
  reviewsEmpty: {
    ije: 'Za ovaj prikaz još nema pisanih recenzija. Recenzije objavljujemo nakon provjere, pa se nove pojavljuju s malim zakašnjenjem.',
    eke: 'Za ovaj prikaz još nema pisanih recenzija. Recenzije objavljujemo nakon provere, pa se nove pojavljuju sa malim zakašnjenjem.',
  },

  // Bundles (docs/product.md §2)
  bundlesHeading: 'Paketi',
  bundlesLead: {
    ije: 'Proizvodi koji se dopunjuju, zajedno u jednom paketu i po nižoj cijeni.',
    eke: 'Proizvodi koji se dopunjuju, zajedno u jednom paketu i po nižoj ceni.',
    hr: 'Proizvodi koji se nadopunjuju, zajedno u jednom paketu i po nižoj cijeni.',
  },
  bundleOrder: 'Naruči paket',

  // Cart (docs/product.md §2, §4)
  cartTitle: forHr('Vaša korpa', 'Vaša košarica'),
  cartEmpty: forHr('Vaša korpa je prazna.', 'Vaša košarica je prazna.'),
  cartEmptyCta: 'Pogledajte najpopularnije',
  subtotal: forHr('Međuzbir', 'Međuzbroj'),
  savings: 'Ušteda',
  checkout: { ije: 'Nastavi na narudžbu', eke: 'Nastavi na porudžbinu' },
  continueShopping: forHr('Nastavi kupovinu', 'Nastavi s kupnjom'),
  remove: 'Ukloni',
  removeItem: forHr('Ukloni {name} iz korpe', 'Ukloni {name} iz košarice'),
  quantityOf: 'Količina: {name}',
  cartNote: 'Plaćanje pouzećem: iznos plaćate pri preuzimanju paketa.',

  // Search overlay (docs/product.md §2)
  searchNoMatch: forHr('Nije pronađen nijedan artikal', 'Nije pronađen nijedan artikl'),
  searchResults: forHr('Rezultati pretrage', 'Rezultati pretraživanja'),
  searchHint: 'Upišite naziv, sastojak ili ono što vam treba, npr. kosa ili cink.',
  /** Under "no match": the categories instead of a dead end. */
  searchCategories: 'Pogledajte naše kategorije:',

  // Header shop menu
  shopMenuOffers: 'Izdvojeno iz ponude',

  // Carousel controls
  carouselPrev: 'Prethodno',
  carouselNext: { ije: 'Sljedeće', eke: 'Sledeće' },
  carouselPage: 'Stranica {n} od {total}',
} satisfies Record<string, Text>;
