// The club page's FAQ (spec §2 Club: 11 items, several may be open at once): q1…q11 and a1…a11.
// {percent} is the club discount, {fee} the annual fee in the shopper's currency.
import type { Text } from '../text.ts';

/** How many questions the FAQ has: q1…q{CLUB_FAQ_COUNT}. */
export const CLUB_FAQ_COUNT = 11;

export const clubFaqMessages = {
  q1: 'Kako se popust obračunava?',
  a1: {
    ije: 'Automatski. Kad ste prijavljeni na svoj račun, cijene u košari i na blagajni već su umanjene za {percent}%, a dostava je besplatna. Isti iznos plaćate kuriru.',
    eke: 'Automatski. Kad ste prijavljeni na svoj nalog, cene u korpi i na plaćanju već su umanjene za {percent}%, a isporuka je besplatna. Isti iznos plaćate kuriru.',
    hr: 'Automatski. Kad ste prijavljeni na svoj račun, cijene u košarici i na blagajni već su umanjene za {percent}%, a dostava je besplatna. Isti iznos plaćate dostavljaču.',
  },
  q2: 'Koliko košta članstvo i koliko traje?',
  a2: {
    ije: 'Članarina je {fee} za godinu dana. Godina počinje onog dana kad potvrdimo vaše članstvo.',
    eke: 'Članarina je {fee} za godinu dana. Godina počinje onog dana kad potvrdimo vaše članstvo.',
  },
  q3: 'Kako plaćam članarinu?',
  a3: {
    ije: 'Nakon prijave nazovemo vas u radno vrijeme i dogovorimo plaćanje koje vam odgovara. Članstvo vrijedi od dana uplate.',
    eke: 'Posle prijave pozovemo vas u radno vreme i dogovorimo plaćanje koje vam odgovara. Članstvo važi od dana uplate.',
  },
  q4: { ije: 'Postoji li minimalan iznos narudžbe?', eke: 'Postoji li minimalan iznos porudžbine?' },
  a4: {
    ije: 'Ne. Popust i besplatna dostava vrijede za svaku narudžbu, i kad naručite samo jedan proizvod.',
    eke: 'Ne. Popust i besplatna isporuka važe za svaku porudžbinu, i kad poručite samo jedan proizvod.',
  },
  q5: { ije: 'Vrijedi li popust i za pakete i proizvode na akciji?', eke: 'Važi li popust i za pakete i proizvode na akciji?' },
  a5: {
    ije: 'Da. Popust kluba računa se od cijene koju vidite u trgovini, pa i paketi i proizvodi na akciji postaju još povoljniji.',
    eke: 'Da. Popust kluba računa se od cene koju vidite u prodavnici, pa i paketi i proizvodi na akciji postaju još povoljniji.',
  },
  q6: { ije: 'Trebam li račun u trgovini?', eke: 'Da li mi treba nalog u prodavnici?', hr: 'Trebam li račun u trgovini?' },
  a6: {
    ije: 'Da. Članstvo vežemo uz vaš račun (e-mail ili broj telefona), pa se popust vidi čim se prijavite. Ako ga još nemate, napravite ga za minutu.',
    eke: 'Da. Članstvo vezujemo za vaš nalog (e-mail ili broj telefona), pa se popust vidi čim se prijavite. Ako ga još nemate, napravite ga za minut.',
  },
  q7: { ije: 'Kako funkcionišu sedmične akcije?', eke: 'Kako funkcionišu nedeljne akcije?', hr: 'Kako funkcioniraju tjedne akcije?' },
  a7: {
    ije: 'Svake sedmice izdvojimo nekoliko proizvoda po posebnoj cijeni za članove. O njima vas obavijestimo SMS-om ili e-mailom, prije ostalih kupaca.',
    eke: 'Svake nedelje izdvojimo nekoliko proizvoda po posebnoj ceni za članove. O njima vas obavestimo SMS-om ili e-mailom, pre ostalih kupaca.',
    hr: 'Svaki tjedan izdvojimo nekoliko proizvoda po posebnoj cijeni za članove. O njima vas obavijestimo SMS-om ili e-mailom, prije ostalih kupaca.',
  },
  q8: { ije: 'Šta je povrat novca u akcijama?', eke: 'Šta je povrat novca u akcijama?', hr: 'Što je povrat novca u akcijama?' },
  a8: {
    ije: 'Tokom velikih akcija dio iznosa koji potrošite vraćamo vam kao popust na sljedeću narudžbu. Uvjete svake akcije objavimo na njenom početku.',
    eke: 'Tokom velikih akcija deo iznosa koji potrošite vraćamo vam kao popust na sledeću porudžbinu. Uslove svake akcije objavimo na njenom početku.',
    hr: 'Tijekom velikih akcija dio iznosa koji potrošite vraćamo vam kao popust na sljedeću narudžbu. Uvjete svake akcije objavimo na njezinu početku.',
  },
  q9: { ije: 'Kako učestvujem u nagradnim igrama?', eke: 'Kako učestvujem u nagradnim igrama?', hr: 'Kako sudjelujem u nagradnim igrama?' },
  a9: {
    ije: 'Ne morate ništa raditi: svaki aktivan član je automatski u izvlačenju. Dobitnike javljamo telefonom.',
    eke: 'Ne morate ništa da radite: svaki aktivan član je automatski u izvlačenju. Dobitnike obaveštavamo telefonom.',
  },
  q10: { ije: 'Mogu li odustati od članstva?', eke: 'Mogu li da odustanem od članstva?', hr: 'Mogu li odustati od članstva?' },
  a10: {
    ije: 'Možete, u roku od 14 dana od početka članstva, bez navođenja razloga: javite nam se i vratimo vam članarinu. Nakon toga članstvo traje do kraja plaćene godine.',
    eke: 'Možete, u roku od 14 dana od početka članstva, bez navođenja razloga: javite nam se i vratimo vam članarinu. Posle toga članstvo traje do kraja plaćene godine.',
  },
  q11: { ije: 'Šta se događa kad članstvo istekne?', eke: 'Šta se dešava kad članstvo istekne?', hr: 'Što se događa kad članstvo istekne?' },
  a11: {
    ije: 'Nekoliko dana prije isteka nazovemo vas i pitamo želite li produžiti. Ako ne, kupujete dalje po redovnim cijenama, a vaš račun i narudžbe ostaju kakvi jesu.',
    eke: 'Nekoliko dana pre isteka pozovemo vas i pitamo da li želite da produžite. Ako ne, kupujete dalje po redovnim cenama, a vaš nalog i porudžbine ostaju kakvi jesu.',
  },
} satisfies Record<string, Text>;
