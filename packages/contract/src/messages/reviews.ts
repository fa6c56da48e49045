// Texts of writing and reading reviews: the leave-review modal (the spec's messages verbatim), the
// list's badge, reply and paging, the rating histogram, the photo viewer, the notice on how reviews
// are checked (EU Omnibus: say whether and how reviews are checked), and the review request.
import { forHr, type Text } from '../text.ts';
import { reviewErrorMessages } from './review-errors.ts';

export const reviewFormMessages = {
  open: 'Napišite recenziju',
  title: 'Vaša recenzija',
  loggedOutTitle: 'Recenzije pišu naši kupci',
  loggedOutText: {
    ije: 'Za recenziju vam treba profil u našoj trgovini. Prijavite se ili ga napravite za minutu — nakon prijave vraćamo vas na ovaj proizvod, s otvorenim obrascem.',
    eke: 'Za recenziju vam treba profil u našoj prodavnici. Prijavite se ili ga napravite za minut — posle prijave vraćamo vas na ovaj proizvod, sa otvorenim obrascem.',
  },
  login: 'Prijavite se',
  register: 'Napravite profil',
  ratingLabel: { ije: 'Vaša ocjena', eke: 'Vaša ocena' },
  starLabel: { ije: '{n} od 5 zvjezdica', eke: '{n} od 5 zvezdica' },
  ratingZero: {
    ije: 'Odaberite ocjenu od 1 do 5 zvjezdica — bez nje ne možemo objaviti recenziju.',
    eke: 'Izaberite ocenu od 1 do 5 zvezdica — bez nje ne možemo da objavimo recenziju.',
  },
  headLabel: 'Naslov',
  headPlaceholder: 'Ukratko, kako vam se čini?',
  textLabel: 'Vaše iskustvo',
  textPlaceholder: {
    ije: 'Koliko dugo koristite proizvod, šta vam se svidjelo, a šta ne?',
    eke: 'Koliko dugo koristite proizvod, šta vam se dopalo, a šta ne?',
    hr: 'Koliko dugo koristite proizvod, što vam se svidjelo, a što ne?',
  },
  textRequired: 'Unesite vaš komentar',
  charsLeft: 'Još {n} znakova',
  terms: {
    ije: 'Recenzija je moje iskustvo i slažem se s pravilima objave recenzija',
    eke: 'Recenzija je moje iskustvo i slažem se sa pravilima objave recenzija',
  },
  /** The terms box is required (marked *): sending without it says so. */
  termsRequired: {
    ije: 'Potvrdite da je recenzija vaše iskustvo i da se slažete s pravilima objave.',
    eke: 'Potvrdite da je recenzija vaše iskustvo i da se slažete sa pravilima objave.',
  },
  photos: forHr('Fotografije (neobavezno, do {n})', 'Fotografije (neobvezno, do {n})'),
  addPhoto: 'Dodaj fotografiju',
  photoName: 'Naziv fotografije',
  removePhoto: 'Ukloni fotografiju',
  photoNameRequired: reviewErrorMessages.photoNameRequired,
  photoFileRequired: reviewErrorMessages.photoFileRequired,
  preparing: 'Pripremamo fotografiju…',
  send: 'Pošalji recenziju',
  sending: 'Šaljemo…',
  saveFailed: reviewErrorMessages.saveFailed,
  exists: reviewErrorMessages.exists,
  waiting: {
    ije: 'Hvala vam! Recenzija čeka odobrenje: objavit ćemo je čim je pročitamo, obično u roku od jednog radnog dana.',
    eke: 'Hvala vam! Recenzija čeka odobrenje: objavićemo je čim je pročitamo, obično u roku od jednog radnog dana.',
  },
  photoType: reviewErrorMessages.photoType,
  photoTooBig: reviewErrorMessages.photoTooBig,
  photoUnreadable: reviewErrorMessages.photoUnreadable,
  photoLimit: reviewErrorMessages.photoLimit,
} satisfies Record<string, Text>;

export const reviewListMessages = {
  verified: { ije: 'Provjerena kupovina', eke: 'Proverena kupovina', hr: 'Provjerena kupnja' },
  verifiedHint: forHr(
    'Autor je ovaj proizvod naručio kod nas i paket mu je isporučen.',
    'Autor je ovaj proizvod naručio kod nas i paket mu je dostavljen.',
  ),
  reply: { ije: 'Odgovor trgovine', eke: 'Odgovor prodavnice' },
  showMore: 'Prikaži još',
  loadFailed: 'Recenzije se nisu učitale. Pokušajte ponovo.',
  retry: 'Pokušaj ponovo',
  photoOf: 'Fotografija {n} od {total}',
  openPhoto: 'Otvori fotografiju {n}',
  // A photo's alt says whose review it is from and of what, never the uploaded file's name.
  photoAlt: 'Fotografija iz recenzije: {author} o proizvodu {product}',
  histogram: { ije: 'Objavljene recenzije po ocjeni', eke: 'Objavljene recenzije po oceni' },
  histogramRow: { ije: '{stars} zvjezdica: {count}', eke: '{stars} zvezdica: {count}' },
  madeOfPublished: { ije: 'Objavljenih recenzija ovdje: {count}.', eke: 'Objavljenih recenzija ovde: {count}.' },
  madeOfElsewhere: {
    ije: 'U ukupan broj ulazi i {count} ocjena prikupljenih ranije, izvan ove stranice.',
    eke: 'U ukupan broj ulazi i {count} ocena prikupljenih ranije, van ove stranice.',
  },
  noRatings: { ije: 'Još nema objavljenih ocjena.', eke: 'Još nema objavljenih ocena.' },
} satisfies Record<string, Text>;

export const photoViewerMessages = {
  title: 'Fotografije iz recenzije',
  previous: 'Prethodna',
  next: { ije: 'Sljedeća', eke: 'Sledeća' },
  counter: '{n} / {total}',
} satisfies Record<string, Text>;

export const reviewNoticeMessages = {
  title: { ije: 'Kako provjeravamo recenzije', eke: 'Kako proveravamo recenzije' },
  who: {
    ije: 'Recenziju može napisati svako ko ima profil u našoj trgovini, jednu po proizvodu.',
    eke: 'Recenziju može da napiše svako ko ima profil u našoj prodavnici, jednu po proizvodu.',
    hr: 'Recenziju može napisati svatko tko ima profil u našoj trgovini, jednu po proizvodu.',
  },
  badge: {
    ije: 'Oznaka „Provjerena kupovina“ znači da je autor taj proizvod naručio kod nas i da mu je paket isporučen.',
    eke: 'Oznaka „Proverena kupovina“ znači da je autor taj proizvod naručio kod nas i da mu je paket isporučen.',
    hr: 'Oznaka „Provjerena kupnja“ znači da je autor taj proizvod naručio kod nas i da mu je paket dostavljen.',
  },
  negative: {
    ije: 'Objavljujemo i negativne recenzije. Nijednu ne uklanjamo zato što je ocjena niska.',
    eke: 'Objavljujemo i negativne recenzije. Nijednu ne uklanjamo zato što je ocena niska.',
  },
  removed: {
    ije: 'Svaku recenziju prije objave pročita naš tim. Uklanjamo samo uvrede, tuđe lične podatke, obećanja izlječenja, reklame i spam.',
    eke: 'Svaku recenziju pre objave pročita naš tim. Uklanjamo samo uvrede, tuđe lične podatke, obećanja izlečenja, reklame i spam.',
    hr: 'Svaku recenziju prije objave pročita naš tim. Uklanjamo samo uvrede, tuđe osobne podatke, obećanja izlječenja, reklame i spam.',
  },
  elsewhere: {
    ije: 'Ocjene prikupljene ranije, izvan ove stranice, ne možemo provjeriti na isti način, pa ih navodimo odvojeno.',
    eke: 'Ocene prikupljene ranije, van ove stranice, ne možemo da proverimo na isti način, pa ih navodimo odvojeno.',
  },
} satisfies Record<string, Text>;

/** The review request the outbox sends some days after delivery (one per order). */
export const reviewRequestMessages = {
  subject: 'Kako vam odgovara {product}?',
  greeting: 'Pozdrav {name},',
  body: {
    ije: 'prije nekoliko dana stigao vam je {product}. Ako ste ga već isprobali, vaša iskrena recenzija — pozitivna ili negativna — pomaže drugim kupcima da odluče. Traje dvije minute:',
    eke: 'pre nekoliko dana stigao vam je {product}. Ako ste ga već isprobali, vaša iskrena recenzija — pozitivna ili negativna — pomaže drugim kupcima da odluče. Traje dva minuta:',
  },
  thanks: 'Hvala vam, tim {shop}',
  sms: {
    ije: '{shop}: kako vam odgovara {product}? Vaša iskrena recenzija pomaže drugim kupcima: {link}',
    eke: '{shop}: kako vam odgovara {product}? Vaša iskrena recenzija pomaže drugim kupcima: {link}',
  },
} satisfies Record<string, Text>;
