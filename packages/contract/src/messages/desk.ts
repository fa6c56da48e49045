// The desk's texts (the team's console, docs/desk.md), per spelling variant like the shop's: a staff
// member's country picks which one they read. The shop's bundle never imports this module.
import type { DeskErrorCode } from '../desk/errors.ts';
import type { StaffRole } from '../desk/roles.ts';
import type { CallOutcome, CancelReason } from '../desk/types.ts';
import { forHr, type Text } from '../text.ts';
import { fieldLabels } from './fields.ts';

export const deskShellMessages = {
  title: 'Zdravo desk',
  nav: { ije: 'Glavni meni', eke: 'Glavni meni', hr: 'Glavni izbornik' },
  queue: { ije: 'Red poziva', eke: 'Red poziva', hr: 'Red poziva' },
  orders: { ije: 'Narudžbe', eke: 'Porudžbine', hr: 'Narudžbe' },
  staff: 'Osoblje',
  audit: { ije: 'Dnevnik promjena', eke: 'Dnevnik promena', hr: 'Dnevnik promjena' },
  phones: { ije: 'Blokirani brojevi', eke: 'Blokirani brojevi', hr: 'Blokirani brojevi' },
  signOut: 'Odjava',
  loading: { ije: 'Učitavanje…', eke: 'Učitavanje…', hr: 'Učitavanje…' },
  loadFailed: { ije: 'Podaci se nisu učitali. Pokušajte ponovo.', eke: 'Podaci se nisu učitali. Pokušajte ponovo.', hr: 'Podaci se nisu učitali. Pokušajte ponovno.' },
  retry: { ije: 'Pokušaj ponovo', eke: 'Pokušaj ponovo', hr: 'Pokušaj ponovno' },
  notFound: { ije: 'Ova stranica ne postoji.', eke: 'Ova stranica ne postoji.', hr: 'Ova stranica ne postoji.' },
  skip: { ije: 'Preskoči na sadržaj', eke: 'Preskoči na sadržaj', hr: 'Preskoči na sadržaj' },
} satisfies Record<string, Text>;

export const deskRoleLabels = {
  agent: 'Agent',
  moderator: 'Moderator',
  manager: { ije: 'Menadžer', eke: 'Menadžer', hr: 'Voditelj' },
} satisfies Record<StaffRole, Text>;

export const deskSignInMessages = {
  heading: { ije: 'Prijava u desk', eke: 'Prijava u desk', hr: 'Prijava u desk' },
  lead: { ije: 'Za osoblje Zdravo shopa.', eke: 'Za osoblje Zdravo šopa.', hr: 'Za djelatnike Zdravo trgovine.' },
  email: fieldLabels.email,
  password: fieldLabels.password,
  submit: { ije: 'Prijavi se', eke: 'Prijavi se', hr: 'Prijavi se' },
  codeHeading: { ije: 'Kod iz aplikacije', eke: 'Kod iz aplikacije', hr: 'Kôd iz aplikacije' },
  codeLead: {
    ije: 'Upišite šestocifreni kod koji vam sada pokazuje aplikacija za autentifikaciju.',
    eke: 'Upišite šestocifreni kod koji vam sada pokazuje aplikacija za autentifikaciju.',
    hr: 'Upišite šesteroznamenkasti kôd koji vam sada pokazuje aplikacija za autentifikaciju.',
  },
  code: { ije: 'Kod', eke: 'Kod', hr: 'Kôd' },
  verify: { ije: 'Potvrdi', eke: 'Potvrdi', hr: 'Potvrdi' },
  useRecovery: { ije: 'Nemam telefon: koristi kod za oporavak', eke: 'Nemam telefon: koristi kod za oporavak', hr: 'Nemam mobitel: upotrijebi kôd za oporavak' },
  recoveryCode: { ije: 'Kod za oporavak', eke: 'Kod za oporavak', hr: 'Kôd za oporavak' },
  useApp: { ije: 'Nazad na kod iz aplikacije', eke: 'Nazad na kod iz aplikacije', hr: 'Natrag na kôd iz aplikacije' },
  startOver: { ije: 'Počni ispočetka', eke: 'Počni ispočetka', hr: 'Počni ispočetka' },
} satisfies Record<string, Text>;

export const deskEnrolMessages = {
  heading: { ije: 'Dobro došli u desk', eke: 'Dobro došli u desk', hr: 'Dobro došli u desk' },
  lead: {
    ije: 'Postavite lozinku i prijavu u dva koraka. Pozivnica vrijedi 24 sata i može se iskoristiti jednom.',
    eke: 'Postavite lozinku i prijavu u dva koraka. Pozivnica važi 24 sata i može se iskoristiti jednom.',
    hr: 'Postavite lozinku i prijavu u dva koraka. Pozivnica vrijedi 24 sata i može se iskoristiti jednom.',
  },
  account: { ije: 'Nalog', eke: 'Nalog', hr: 'Račun' },
  role: { ije: 'Uloga', eke: 'Uloga', hr: 'Uloga' },
  step1: { ije: '1. Skenirajte QR kod aplikacijom za autentifikaciju', eke: '1. Skenirajte QR kod aplikacijom za autentifikaciju', hr: '1. Skenirajte QR kôd aplikacijom za autentifikaciju' },
  qrAlt: { ije: 'QR kod za aplikaciju za autentifikaciju', eke: 'QR kod za aplikaciju za autentifikaciju', hr: 'QR kôd za aplikaciju za autentifikaciju' },
  keyLabel: { ije: 'Ili upišite ključ ručno:', eke: 'Ili upišite ključ ručno:', hr: 'Ili upišite ključ ručno:' },
  step2: { ije: '2. Vaši podaci', eke: '2. Vaši podaci', hr: '2. Vaši podaci' },
  name: { ije: 'Ime i prezime', eke: 'Ime i prezime', hr: 'Ime i prezime' },
  password: { ije: 'Nova lozinka (8 do 64 znaka)', eke: 'Nova lozinka (8 do 64 znaka)', hr: 'Nova lozinka (8 do 64 znaka)' },
  code: { ije: 'Kod iz aplikacije', eke: 'Kod iz aplikacije', hr: 'Kôd iz aplikacije' },
  submit: { ije: 'Završi prijavu', eke: 'Završi prijavu', hr: 'Dovrši prijavu' },
  codesHeading: { ije: 'Kodovi za oporavak', eke: 'Kodovi za oporavak', hr: 'Kôdovi za oporavak' },
  codesLead: {
    ije: 'Ako izgubite telefon, svaki od ovih kodova jednom zamjenjuje kod iz aplikacije. Sačuvajte ih na sigurno mjesto: više ih nećemo pokazati.',
    eke: 'Ako izgubite telefon, svaki od ovih kodova jednom zamenjuje kod iz aplikacije. Sačuvajte ih na sigurno mesto: više ih nećemo pokazati.',
    hr: 'Ako izgubite mobitel, svaki od ovih kôdova jednom zamjenjuje kôd iz aplikacije. Spremite ih na sigurno mjesto: više ih nećemo pokazati.',
  },
  codesDone: { ije: 'Sačuvao/la sam kodove', eke: 'Sačuvao/la sam kodove', hr: 'Spremio/la sam kôdove' },
} satisfies Record<string, Text>;

export const deskOrdersMessages = {
  heading: { ije: 'Pretraga narudžbi', eke: 'Pretraga porudžbina', hr: 'Pretraživanje narudžbi' },
  searchLabel: { ije: 'Broj narudžbe, telefon, email ili ime', eke: 'Broj porudžbine, telefon, email ili ime', hr: 'Broj narudžbe, telefon, email ili ime' },
  search: { ije: 'Traži', eke: 'Traži', hr: 'Traži' },
  hint: { ije: 'Telefon upišite kako god ga kupac kaže: 061 234 567, +387 61 234 567…', eke: 'Telefon upišite kako god ga kupac kaže: 064 123 4567, +381 64 123 4567…', hr: 'Telefon upišite kako god ga kupac kaže: 091 234 5678, +385 91 234 5678…' },
  none: { ije: 'Nijedna narudžba ne odgovara pretrazi.', eke: 'Nijedna porudžbina ne odgovara pretrazi.', hr: 'Nijedna narudžba ne odgovara pretraživanju.' },
  number: { ije: 'Broj', eke: 'Broj', hr: 'Broj' },
  placed: { ije: 'Naručeno', eke: 'Poručeno', hr: 'Naručeno' },
  customer: { ije: 'Kupac', eke: 'Kupac', hr: 'Kupac' },
  phone: fieldLabels.phone,
  status: 'Status',
  country: { ije: 'Država', eke: 'Država', hr: 'Država' },
  total: { ije: 'Ukupno', eke: 'Ukupno', hr: 'Ukupno' },
  back: { ije: '← Nazad na pretragu', eke: '← Nazad na pretragu', hr: '← Natrag na pretraživanje' },
  orderHeading: { ije: 'Narudžba {number}', eke: 'Porudžbina {number}', hr: 'Narudžba {number}' },
  lines: { ije: 'Artikli', eke: 'Artikli', hr: 'Artikli' },
  product: { ije: 'Proizvod', eke: 'Proizvod', hr: 'Proizvod' },
  quantity: { ije: 'Količina', eke: 'Količina', hr: 'Količina' },
  unitPrice: { ije: 'Cijena', eke: 'Cena', hr: 'Cijena' },
  subtotal: { ije: 'Artikli ukupno', eke: 'Artikli ukupno', hr: 'Artikli ukupno' },
  clubDiscount: { ije: 'Popust kluba', eke: 'Popust kluba', hr: 'Popust kluba' },
  delivery: { ije: 'Dostava', eke: 'Dostava', hr: 'Dostava' },
  toCollect: { ije: 'Za naplatu pouzećem', eke: 'Za naplatu pouzećem', hr: 'Za naplatu pouzećem' },
  history: { ije: 'Tok narudžbe', eke: 'Tok porudžbine', hr: 'Tijek narudžbe' },
  lead: { ije: 'Lead u CRM-u', eke: 'Lead u CRM-u', hr: 'Lead u CRM-u' },
  leadWaiting: { ije: 'Još u redu za slanje', eke: 'Još u redu za slanje', hr: 'Još u redu za slanje' },
  shipment: { ije: 'Pošiljka', eke: 'Pošiljka', hr: 'Pošiljka' },
  noShipment: { ije: 'Još nema podataka o pošiljci.', eke: 'Još nema podataka o pošiljci.', hr: 'Još nema podataka o pošiljci.' },
  crmShipment: { ije: 'Podatke o pošiljci vodi zasebni CRM.', eke: 'Podatke o pošiljci vodi zasebni CRM.', hr: 'Podatke o pošiljci vodi zasebni CRM.' },
  withdrawal: { ije: 'Odustanak', eke: 'Odustanak', hr: 'Odustanak' },
  withdrawn: { ije: 'Kupac je odustao {at}; potvrda poslana ({channel}) na {recipient}.', eke: 'Kupac je odustao {at}; potvrda poslata ({channel}) na {recipient}.', hr: 'Kupac je odustao {at}; potvrda poslana ({channel}) na {recipient}.' },
  stage_notSent: { ije: 'Paket nije bio poslan: ne šaljite ga.', eke: 'Paket nije bio poslat: ne šaljite ga.', hr: 'Paket nije bio poslan: ne šaljite ga.' },
  stage_inTransit: { ije: 'Paket je bio na putu: vraća se.', eke: 'Paket je bio na putu: vraća se.', hr: 'Paket je bio na putu: vraća se.' },
  stage_delivered: { ije: 'Paket je bio dostavljen: preuzmite ga kurirom i vratite novac u roku od 14 dana.', eke: 'Paket je bio isporučen: preuzmite ga kurirom i vratite novac u roku od 14 dana.', hr: 'Paket je bio dostavljen: preuzmite ga kurirom i vratite novac u roku od 14 dana.' },
  messages: { ije: 'Poslane poruke', eke: 'Poslate poruke', hr: 'Poslane poruke' },
  noMessages: { ije: 'Za ovu narudžbu nije slana nijedna poruka.', eke: 'Za ovu porudžbinu nije slata nijedna poruka.', hr: 'Za ovu narudžbu nije poslana nijedna poruka.' },
  event_placed: { ije: 'Narudžba primljena', eke: 'Porudžbina primljena', hr: 'Narudžba primljena' },
  'event_lead-forwarded': { ije: 'Lead predan CRM-u', eke: 'Lead predat CRM-u', hr: 'Lead predan CRM-u' },
} satisfies Record<string, Text>;

export const deskStaffMessages = {
  heading: 'Osoblje',
  inviteHeading: { ije: 'Pozovi osobu', eke: 'Pozovi osobu', hr: 'Pozovi osobu' },
  email: fieldLabels.email,
  role: { ije: 'Uloga', eke: 'Uloga', hr: 'Uloga' },
  country: { ije: 'Država (jezik deska)', eke: 'Država (jezik deska)', hr: 'Država (jezik deska)' },
  invite: { ije: 'Pošalji pozivnicu', eke: 'Pošalji pozivnicu', hr: 'Pošalji pozivnicu' },
  linkReady: {
    ije: 'Pozivnica je spremna. Pošaljite ovaj link osobi (vrijedi 24 sata, jednom):',
    eke: 'Pozivnica je spremna. Pošaljite ovaj link osobi (važi 24 sata, jednom):',
    hr: 'Pozivnica je spremna. Pošaljite ovu poveznicu osobi (vrijedi 24 sata, jednom):',
  },
  copy: { ije: 'Kopiraj link', eke: 'Kopiraj link', hr: 'Kopiraj poveznicu' },
  copied: { ije: 'Kopirano', eke: 'Kopirano', hr: 'Kopirano' },
  name: { ije: 'Ime', eke: 'Ime', hr: 'Ime' },
  lastSignIn: { ije: 'Zadnja prijava', eke: 'Poslednja prijava', hr: 'Zadnja prijava' },
  state: 'Status',
  active: { ije: 'Aktivan', eke: 'Aktivan', hr: 'Aktivan' },
  invited: { ije: 'Pozvan', eke: 'Pozvan', hr: 'Pozvan' },
  disabled: { ije: 'Onemogućen', eke: 'Onemogućen', hr: 'Onemogućen' },
  disable: { ije: 'Onemogući', eke: 'Onemogući', hr: 'Onemogući' },
  enable: { ije: 'Omogući', eke: 'Omogući', hr: 'Omogući' },
  roleOf: { ije: 'Uloga za {name}', eke: 'Uloga za {name}', hr: 'Uloga za {name}' },
  saved: forHr('Sačuvano', 'Spremljeno'),
  you: { ije: '(vi)', eke: '(vi)', hr: '(vi)' },
  never: '—',
} satisfies Record<string, Text>;

export const deskAuditMessages = {
  heading: { ije: 'Dnevnik promjena', eke: 'Dnevnik promena', hr: 'Dnevnik promjena' },
  person: { ije: 'Osoba', eke: 'Osoba', hr: 'Osoba' },
  everyone: { ije: 'Svi', eke: 'Svi', hr: 'Svi' },
  cli: { ije: 'Komandna linija (CLI)', eke: 'Komandna linija (CLI)', hr: 'Naredbeni redak (CLI)' },
  subject: { ije: 'Predmet', eke: 'Predmet', hr: 'Predmet' },
  anySubject: { ije: 'Sve', eke: 'Sve', hr: 'Sve' },
  from: { ije: 'Od dana', eke: 'Od dana', hr: 'Od dana' },
  to: { ije: 'Do dana', eke: 'Do dana', hr: 'Do dana' },
  filter: { ije: 'Primijeni', eke: 'Primeni', hr: 'Primijeni' },
  when: { ije: 'Vrijeme', eke: 'Vreme', hr: 'Vrijeme' },
  who: { ije: 'Ko', eke: 'Ko', hr: 'Tko' },
  what: { ije: 'Radnja', eke: 'Radnja', hr: 'Radnja' },
  change: { ije: 'Promjena', eke: 'Promena', hr: 'Promjena' },
  address: { ije: 'Adresa', eke: 'Adresa', hr: 'Adresa' },
  none: { ije: 'Nema zapisa za ovaj izbor.', eke: 'Nema zapisa za ovaj izbor.', hr: 'Nema zapisa za ovaj odabir.' },
  more: { ije: 'Starije', eke: 'Starije', hr: 'Starije' },
} satisfies Record<string, Text>;

export const deskErrorMessages = {
  STAFF_LOGIN_REQUIRED: { ije: 'Sesija je istekla. Prijavite se ponovo.', eke: 'Sesija je istekla. Prijavite se ponovo.', hr: 'Sesija je istekla. Prijavite se ponovno.' },
  FORBIDDEN: { ije: 'Vaša uloga nema pristup ovome.', eke: 'Vaša uloga nema pristup ovome.', hr: 'Vaša uloga nema pristup ovome.' },
  INVALID_CODE: { ije: 'Kod nije tačan ili je već iskorišten.', eke: 'Kod nije tačan ili je već iskorišćen.', hr: 'Kôd nije točan ili je već iskorišten.' },
  CODES_LOCKED: { ije: 'Pet pogrešnih kodova zaredom: kodovi su zaključani 15 minuta.', eke: 'Pet pogrešnih kodova zaredom: kodovi su zaključani 15 minuta.', hr: 'Pet pogrešnih kôdova zaredom: kôdovi su zaključani 15 minuta.' },
  INVITATION_INVALID: { ije: 'Ova pozivnica više ne vrijedi. Zatražite novu od menadžera.', eke: 'Ova pozivnica više ne važi. Zatražite novu od menadžera.', hr: 'Ova pozivnica više ne vrijedi. Zatražite novu od voditelja.' },
  STAFF_EXISTS: { ije: 'Ova osoba već ima pristup desku.', eke: 'Ova osoba već ima pristup desku.', hr: 'Ova osoba već ima pristup desku.' },
  NOT_ON_YOURSELF: { ije: 'To ne možete uraditi sami sebi.', eke: 'To ne možete uraditi sami sebi.', hr: 'To ne možete učiniti sami sebi.' },
  LEAD_HELD: { ije: 'Ovu narudžbu je već preuzeo neko drugi.', eke: 'Ovu porudžbinu je već preuzeo neko drugi.', hr: 'Ovu narudžbu je već preuzeo netko drugi.' },
  LEAD_NOT_HELD: { ije: 'Narudžba više nije vaša: preuzmite je ponovo.', eke: 'Porudžbina više nije vaša: preuzmite je ponovo.', hr: 'Narudžba više nije vaša: preuzmite je ponovno.' },
  INVALID_ADDRESS: { ije: 'Adresa nije ispravna.', eke: 'Adresa nije ispravna.', hr: 'Adresa nije ispravna.' },
  ORDER_CLOSED: { ije: 'Narudžba je u međuvremenu zatvorena.', eke: 'Porudžbina je u međuvremenu zatvorena.', hr: 'Narudžba je u međuvremenu zatvorena.' },
  INVALID_CREDENTIALS: { ije: 'Email ili lozinka nisu tačni.', eke: 'Email ili lozinka nisu tačni.', hr: 'Email ili lozinka nisu točni.' },
  PASSWORD_SHORT: { ije: 'Lozinka mora imati od 8 do 64 znaka.', eke: 'Lozinka mora imati od 8 do 64 znaka.', hr: 'Lozinka mora imati od 8 do 64 znaka.' },
  RATE_LIMITED: { ije: 'Previše pokušaja. Sačekajte nekoliko minuta.', eke: 'Previše pokušaja. Sačekajte nekoliko minuta.', hr: 'Previše pokušaja. Pričekajte nekoliko minuta.' },
  NOT_FOUND: { ije: 'Nije pronađeno.', eke: 'Nije pronađeno.', hr: 'Nije pronađeno.' },
  VALIDATION_ERROR: { ije: 'Provjerite unesene podatke.', eke: 'Proverite unete podatke.', hr: 'Provjerite unesene podatke.' },
  other: { ije: 'Došlo je do greške. Pokušajte ponovo.', eke: 'Došlo je do greške. Pokušajte ponovo.', hr: 'Došlo je do pogreške. Pokušajte ponovno.' },
} satisfies Partial<Record<DeskErrorCode, Text>> & { other: Text };

export const deskQueueMessages = {
  heading: { ije: 'Red poziva', eke: 'Red poziva', hr: 'Red poziva' },
  lead: {
    ije: 'Narudžbe koje treba nazvati, najhitnije prve. Red se osvježava sam.',
    eke: 'Porudžbine koje treba pozvati, najhitnije prve. Red se osvežava sam.',
    hr: 'Narudžbe koje treba nazvati, najhitnije prve. Red se osvježava sam.',
  },
  shortcuts: {
    ije: 'Prečice: N preuzima sljedeću slobodnu narudžbu.',
    eke: 'Prečice: N preuzima sledeću slobodnu porudžbinu.',
    hr: 'Prečaci: N preuzima sljedeću slobodnu narudžbu.',
  },
  empty: { ije: 'Nema narudžbi za pozivanje. Sve je pozvano!', eke: 'Nema porudžbina za pozivanje. Sve je pozvano!', hr: 'Nema narudžbi za zvanje. Sve je obavljeno!' },
  allCountries: { ije: 'Sve države', eke: 'Sve države', hr: 'Sve države' },
  country: { ije: 'Država', eke: 'Država', hr: 'Država' },
  due: { ije: 'Rok', eke: 'Rok', hr: 'Rok' },
  order: { ije: 'Narudžba', eke: 'Porudžbina', hr: 'Narudžba' },
  customer: { ije: 'Kupac', eke: 'Kupac', hr: 'Kupac' },
  total: { ije: 'Ukupno', eke: 'Ukupno', hr: 'Ukupno' },
  flags: { ije: 'Upozorenja', eke: 'Upozorenja', hr: 'Upozorenja' },
  take: 'Preuzmi',
  inMinutes: { ije: 'za {minutes} min', eke: 'za {minutes} min', hr: 'za {minutes} min' },
  lateMinutes: { ije: 'kasni {minutes} min', eke: 'kasni {minutes} min', hr: 'kasni {minutes} min' },
  at: { ije: 'u {time}', eke: 'u {time}', hr: 'u {time}' },
  heldBy: { ije: 'Preuzeo/la: {name}', eke: 'Preuzeo/la: {name}', hr: 'Preuzeo/la: {name}' },
  noAnswers: { ije: 'Bez odgovora: {count}', eke: 'Bez odgovora: {count}', hr: 'Bez odgovora: {count}' },
  flagDuplicate: { ije: 'Još jedna otvorena narudžba s ovog broja', eke: 'Još jedna otvorena porudžbina sa ovog broja', hr: 'Još jedna otvorena narudžba s ovog broja' },
  flagRefused: { ije: 'Ranije odbijeni paketi: {count}', eke: 'Ranije odbijeni paketi: {count}', hr: 'Ranije odbijeni paketi: {count}' },
  flagBlocked: { ije: 'Blokiran broj', eke: 'Blokiran broj', hr: 'Blokiran broj' },
} satisfies Record<string, Text>;

export const deskCallMessages = {
  heading: { ije: 'Poziv: narudžba {number}', eke: 'Poziv: porudžbina {number}', hr: 'Poziv: narudžba {number}' },
  back: { ije: '← Nazad u red (Esc)', eke: '← Nazad u red (Esc)', hr: '← Natrag u red (Esc)' },
  call: { ije: 'Nazovi {phone}', eke: 'Pozovi {phone}', hr: 'Nazovi {phone}' },
  holding: { ije: 'Narudžba je vaša dok je ovaj ekran otvoren.', eke: 'Porudžbina je vaša dok je ovaj ekran otvoren.', hr: 'Narudžba je vaša dok je ovaj zaslon otvoren.' },
  lost: { ije: 'Ovu narudžbu je preuzeo neko drugi.', eke: 'Ovu porudžbinu je preuzeo neko drugi.', hr: 'Ovu narudžbu je preuzeo netko drugi.' },
  outcome: { ije: 'Ishod poziva', eke: 'Ishod poziva', hr: 'Ishod poziva' },
  shortcuts: { ije: 'Prečice: 1–6 bira ishod, Esc vraća u red.', eke: 'Prečice: 1–6 bira ishod, Esc vraća u red.', hr: 'Prečaci: 1–6 biraju ishod, Esc vraća u red.' },
  street: 'Ulica i broj',
  postalCode: 'Poštanski broj',
  place: 'Mjesto',
  callBackAt: { ije: 'Nazvati ponovo', eke: 'Pozvati ponovo', hr: 'Nazvati ponovno' },
  reason: { ije: 'Razlog', eke: 'Razlog', hr: 'Razlog' },
  duplicateOf: { ije: 'Ista kao narudžba', eke: 'Ista kao porudžbina', hr: 'Ista kao narudžba' },
  note: { ije: 'Bilješka (neobavezno)', eke: 'Beleška (neobavezno)', hr: 'Bilješka (neobvezno)' },
  save: forHr('Sačuvaj', 'Spremi'),
  saved: { ije: 'Sačuvano: {status}.', eke: 'Sačuvano: {status}.', hr: 'Spremljeno: {status}.' },
  badFields: { ije: 'Provjerite: {fields}.', eke: 'Proverite: {fields}.', hr: 'Provjerite: {fields}.' },
} satisfies Record<string, Text>;

/** The outcomes as an agent picks them ("Potvrđeno" is the confirm button's word). */
export const deskOutcomeLabels = {
  confirmed: 'Potvrđeno',
  noAnswer: { ije: 'Ne javlja se', eke: 'Ne javlja se', hr: 'Ne javlja se' },
  callBack: { ije: 'Nazvati kasnije', eke: 'Pozvati kasnije', hr: 'Nazvati kasnije' },
  wrongNumber: { ije: 'Pogrešan broj', eke: 'Pogrešan broj', hr: 'Pogrešan broj' },
  cancelled: { ije: 'Otkazuje', eke: 'Otkazuje', hr: 'Otkazuje' },
  duplicate: { ije: 'Duplikat', eke: 'Duplikat', hr: 'Duplikat' },
} satisfies Record<CallOutcome, Text>;

export const deskCancelReasonLabels = {
  changedMind: { ije: 'Predomislio/la se', eke: 'Predomislio/la se', hr: 'Predomislio/la se' },
  tooExpensive: { ije: 'Preskupo', eke: 'Preskupo', hr: 'Preskupo' },
  orderedByMistake: { ije: 'Naručeno greškom', eke: 'Poručeno greškom', hr: 'Naručeno greškom' },
  orderedElsewhere: { ije: 'Kupio/la drugdje', eke: 'Kupio/la drugde', hr: 'Kupio/la drugdje' },
  other: { ije: 'Drugo (u bilješci)', eke: 'Drugo (u belešci)', hr: 'Drugo (u bilješci)' },
} satisfies Record<CancelReason, Text>;

export const deskPhonesMessages = {
  heading: { ije: 'Blokirani brojevi', eke: 'Blokirani brojevi', hr: 'Blokirani brojevi' },
  lead: {
    ije: 'Narudžbe s ovih brojeva i dalje stižu, ali ih red poziva označava.',
    eke: 'Porudžbine sa ovih brojeva i dalje stižu, ali ih red poziva označava.',
    hr: 'Narudžbe s ovih brojeva i dalje stižu, ali ih red poziva označava.',
  },
  phone: { ije: 'Broj telefona', eke: 'Broj telefona', hr: 'Broj telefona' },
  note: { ije: 'Razlog (neobavezno)', eke: 'Razlog (neobavezno)', hr: 'Razlog (neobvezno)' },
  block: { ije: 'Blokiraj', eke: 'Blokiraj', hr: 'Blokiraj' },
  unblock: { ije: 'Ukloni', eke: 'Ukloni', hr: 'Ukloni' },
  none: { ije: 'Nijedan broj nije blokiran.', eke: 'Nijedan broj nije blokiran.', hr: 'Nijedan broj nije blokiran.' },
  since: { ije: 'Od', eke: 'Od', hr: 'Od' },
} satisfies Record<string, Text>;

export const deskAmendMessages = {
  heading: { ije: 'Izmjene na pozivu', eke: 'Izmene na pozivu', hr: 'Izmjene na pozivu' },
  quantityOf: { ije: 'Količina: {name}', eke: 'Količina: {name}', hr: 'Količina: {name}' },
  remove: { ije: 'Ukloni', eke: 'Ukloni', hr: 'Ukloni' },
  add: { ije: 'Dodaj proizvod', eke: 'Dodaj proizvod', hr: 'Dodaj proizvod' },
  addPick: { ije: 'Proizvod za dodati', eke: 'Proizvod za dodavanje', hr: 'Proizvod za dodati' },
  firstName: 'Ime',
  lastName: 'Prezime',
  phone: 'Broj telefona',
  newTotal: { ije: 'Novi iznos za naplatu', eke: 'Novi iznos za naplatu', hr: 'Novi iznos za naplatu' },
  save: { ije: 'Sačuvaj izmjene', eke: 'Sačuvaj izmene', hr: 'Spremi izmjene' },
  saved: { ije: 'Izmjene su sačuvane.', eke: 'Izmene su sačuvane.', hr: 'Izmjene su spremljene.' },
} satisfies Record<string, Text>;
