// The shopper messages the spec quotes (§5 Validation rules, §8 Error catalogue). They are shown
// exactly as written, in every country — also in HR, where the shop's own texts take Croatian
// words: a quoted message is a promise to the people who wrote the spec, not our wording.
// Listed once here so a test can tell them from the shop's own texts.
//
// Five evident typos of the spec are corrected in every country (SPEC_TYPO_CORRECTIONS below says
// which and why); everything else stays word for word, "greske" included. (docs/glossary.md names the five corrections.)

/** The spec's evident typos and what every country reads instead, with the reason. */
export const SPEC_TYPO_CORRECTIONS: readonly { spec: string; shown: string; why: string; pattern: RegExp }[] = [
  {
    spec: 'kometar',
    shown: 'komentar',
    why: 'a dropped letter: the word is "komentar" in all four standards',
    pattern: /kometar/iu,
  },
  {
    spec: 'promjenjena',
    shown: 'promijenjena',
    why: 'the ijekavian participle of "promijeniti" keeps "ije" (RS reads "promenjena", already right)',
    pattern: /promjenjen/iu,
  },
  {
    spec: 'unešen(e)',
    shown: 'unesen(e)',
    why: 'the participle of "unijeti / uneti" is "unesen": "unešen" is a colloquial misspelling',
    pattern: /unešen/iu,
  },
  {
    spec: 'mora bit',
    shown: 'mora biti',
    why: 'the clipped infinitive is speech, not writing; the sentence beside it says "mora biti"',
    pattern: /mora bit(?!\p{L})/iu,
  },
  {
    spec: 'ni jedan artikal',
    shown: 'nijedan artikal (HR: nijedan artikl)',
    why: '"nijedan" is one word without a preposition; Croatian says "artikl"',
    pattern: /ni jedan artik/iu,
  },
];

/** Quoted messages shown alike in all four countries. */
export const SPEC_QUOTED_MESSAGES: readonly string[] = [
  // §5
  'Korisničko ime mora biti popunjeno i duže od 8 slova ili broj telefona unesen',
  'Lozinka mora biti popunjena i duža od 8 slova',
  'Email mora biti u odgovarajućem formatu.',
  'Molimo unesite vaš email',
  'Molimo unesite vaš broj telefona',
  'Broj telefona mora biti u odgovarajućem formatu.',
  'Popunite sva potrebna polja',
  'Unesite vaš komentar',
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
  'Došlo je do greške prilikom spremanja komentara, molimo pokušajte ponovo kasnije',
  'Došlo je do greške!',
  'Paket nije pronađen',
  'Paket u pripremi za slanje',
  'Došlo je do greske prilikom kreiranja narudžbe, molimo pokušajte ponovo kasnije.',
  'Informacije su pogrešno unesene',
];

/**
 * Quoted messages the spec gives per spelling (§8 account save). Our own ekavian forms of the
 * other quoted failures (promjene → promene) follow the spec's lead for RS. `hr` where Croatia
 * reads its own word in a corrected message ("artikl").
 */
export const SPEC_QUOTED_BY_SPELLING: readonly { ije: string; eke: string; hr?: string }[] = [
  { ije: 'Promjene uspješno sačuvane', eke: 'Promene uspešno sačuvane' },
  { ije: 'Došlo je do greške prilikom promjene podataka', eke: 'Došlo je do greške prilikom promene podataka' },
  { ije: 'Lozinka uspješno promijenjena', eke: 'Lozinka uspešno promenjena' },
  { ije: 'Došlo je do greške prilikom promjene lozinke', eke: 'Došlo je do greške prilikom promene lozinke' },
  { ije: 'Nije pronađen nijedan artikal', eke: 'Nije pronađen nijedan artikal', hr: 'Nije pronađen nijedan artikl' },
];
