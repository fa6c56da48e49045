// The shopper messages the spec quotes (§5 Validation rules, §8 Error catalogue). They are shown
// exactly as written, in every country — also in HR, where the shop's own texts take Croatian
// words: a quoted message is a promise to the people who wrote the spec, not our wording.
// Listed once here so a test can tell them from the shop's own texts.

/** Quoted messages shown alike in all four countries. */
export const SPEC_QUOTED_MESSAGES: readonly string[] = [
  // §5
  'Korisničko ime mora biti popunjeno i duže od 8 slova ili broj telefona unešen',
  'Lozinka mora bit popunjena i duža od 8 slova',
  'Email mora biti u odgovarajućem formatu.',
  'Molimo unesite vaš email',
  'Molimo unesite vaš broj telefona',
  'Broj telefona mora biti u odgovarajućem formatu.',
  'Popunite sva potrebna polja',
  'Unesite vaš kometar',
  'Ime ne može biti prazno',
  'Odaberite privitak',
  'Nema artikala za narudžbu.',
  'Ime ne može biti prazno.',
  'Prezime ne može biti prazno.',
  'Broj telefona ne može biti prazan.',
  'Molimo unesite Vaše podatke',
  'Došlo je do greške, molimo pokušajte ponovo kasnije',
  'Došlo je do greške',
  // §8
  'Pogrešan email ili lozinka',
  'Email ili lozinka su netačni.',
  'Račun sa navedenim emailom postoji',
  'Račun sa navedenim brojem telefona postoji',
  'Korisnik sa navedenim emailom već postoji',
  'Korisnik sa navedenim brojem telefona već postoji',
  'Lozinka mora biti između 8 i 64 karaktera',
  'Došlo je do greške prilikom dohvatanja podataka',
  'Nema evidentiranih narudžbi na vašem računu.',
  'Došlo je do greške prilikom spremanja kometara, molimo pokušajte ponovo kasnije',
  'Došlo je do greške!',
  'Paket nije pronađen',
  'Paket u pripremi za slanje',
  'Došlo je do greske prilikom kreiranja narudžbe, molimo pokušajte ponovo kasnije.',
  'Informacije su pogrešno unešene',
  'Nije pronađen ni jedan artikal',
];

/**
 * Quoted messages the spec gives per spelling (§8 account save). Our own ekavian forms of the
 * other quoted failures (promjene → promene) follow the spec's lead for RS.
 */
export const SPEC_QUOTED_BY_SPELLING: readonly { ije: string; eke: string }[] = [
  { ije: 'Promjene uspješno sačuvane', eke: 'Promene uspešno sačuvane' },
  { ije: 'Došlo je do greške prilikom promjene podataka', eke: 'Došlo je do greške prilikom promene podataka' },
  { ije: 'Lozinka uspješno promjenjena', eke: 'Lozinka uspešno promenjena' },
  { ije: 'Došlo je do greške prilikom promjene lozinke', eke: 'Došlo je do greške prilikom promene lozinke' },
];
