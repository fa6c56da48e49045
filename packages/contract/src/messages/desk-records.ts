// The desk's records screens (docs/desk.md, "Withdrawals" and "Quiz leads"), per spelling variant
// like the rest of the desk: the menu entries, the withdrawals with the team's to-do, the quiz leads
// and newsletter subscribers, and the header of their CSV. The shop's bundle never imports this module.
import type { WithdrawalListState, WithdrawalTodo } from '../desk/records-types.ts';
import type { WithdrawalStage } from '../withdrawal.ts';
import type { Text } from '../text.ts';

export const deskRecordsMenu = {
  withdrawals: { ije: 'Odustanci', eke: 'Odustanci', hr: 'Odustanci' },
  quizLeads: { ije: 'Kviz i pretplatnici', eke: 'Kviz i pretplatnici', hr: 'Kviz i pretplatnici' },
} satisfies Record<string, Text>;

export const deskWithdrawalMessages = {
  heading: { ije: 'Odustanci od ugovora', eke: 'Odustanci od ugovora', hr: 'Odustanci od ugovora' },
  lead: {
    ije: 'Izjave kupaca o odustanku od narudžbe ili članstva u klubu, potvrda koju je kupac dobio i šta tim mora uraditi.',
    eke: 'Izjave kupaca o odustanku od porudžbine ili članstva u klubu, potvrda koju je kupac dobio i šta tim mora da uradi.',
    hr: 'Izjave kupaca o odustanku od narudžbe ili članstva u klubu, potvrda koju je kupac dobio i što tim mora učiniti.',
  },
  show: { ije: 'Prikaži', eke: 'Prikaži', hr: 'Prikaži' },
  none: { ije: 'Nema odustanaka u ovoj listi.', eke: 'Nema odustanaka u ovoj listi.', hr: 'Nema odustanaka na ovom popisu.' },
  order: { ije: 'Narudžba {number}', eke: 'Porudžbina {number}', hr: 'Narudžba {number}' },
  club: { ije: 'Članstvo u klubu {number}', eke: 'Članstvo u klubu {number}', hr: 'Članstvo u klubu {number}' },
  openOrder: { ije: 'Otvori narudžbu', eke: 'Otvori porudžbinu', hr: 'Otvori narudžbu' },
  received: { ije: 'Izjava primljena', eke: 'Izjava primljena', hr: 'Izjava primljena' },
  statement: { ije: 'Izjava kupca', eke: 'Izjava kupca', hr: 'Izjava kupca' },
  name: { ije: 'Ime i prezime', eke: 'Ime i prezime', hr: 'Ime i prezime' },
  items: { ije: 'Proizvodi', eke: 'Proizvodi', hr: 'Proizvodi' },
  orderStatus: { ije: 'Stanje narudžbe sada', eke: 'Stanje porudžbine sada', hr: 'Stanje narudžbe sada' },
  acknowledgement: { ije: 'Potvrda kupcu', eke: 'Potvrda kupcu', hr: 'Potvrda kupcu' },
  ackEmail: { ije: 'E-mail na {to}', eke: 'E-mail na {to}', hr: 'E-mail na {to}' },
  ackSms: { ije: 'SMS na {to}', eke: 'SMS na {to}', hr: 'SMS na {to}' },
  ackSent: { ije: 'poslana {at}', eke: 'poslata {at}', hr: 'poslana {at}' },
  ackPending: { ije: 'čeka slanje (u redu od {at})', eke: 'čeka slanje (u redu od {at})', hr: 'čeka slanje (u redu od {at})' },
  ackFailed: { ije: 'nije poslana: provjerite adresu i javite se kupcu', eke: 'nije poslata: proverite adresu i javite se kupcu', hr: 'nije poslana: provjerite adresu i javite se kupcu' },
  ackNone: { ije: 'Nema zapisa o potvrdi.', eke: 'Nema zapisa o potvrdi.', hr: 'Nema zapisa o potvrdi.' },
  ackText: { ije: 'Tekst potvrde', eke: 'Tekst potvrde', hr: 'Tekst potvrde' },
  todo: { ije: 'Zadatak tima', eke: 'Zadatak tima', hr: 'Zadatak tima' },
  doneOn: { ije: 'Datum', eke: 'Datum', hr: 'Datum' },
  note: { ije: 'Napomena (neobavezno)', eke: 'Napomena (neobavezno)', hr: 'Napomena (neobvezno)' },
  doneBy: { ije: '{what}: {on}, označio/la {by}', eke: '{what}: {on}, označio/la {by}', hr: '{what}: {on}, označio/la {by}' },
  marked: { ije: '{reference}: {what}.', eke: '{reference}: {what}.', hr: '{reference}: {what}.' },
  more: { ije: 'Starije', eke: 'Starije', hr: 'Starije' },
} satisfies Record<string, Text>;

export const deskWithdrawalStates = {
  open: { ije: 'Otvoreni zadaci', eke: 'Otvoreni zadaci', hr: 'Otvoreni zadaci' },
  done: { ije: 'Završeni', eke: 'Završeni', hr: 'Završeni' },
} satisfies Record<WithdrawalListState, Text>;

/** Where the parcel was when the shopper withdrew. */
export const deskWithdrawalStages = {
  notSent: { ije: 'Paket još nije poslan', eke: 'Paket još nije poslat', hr: 'Paket još nije poslan' },
  inTransit: { ije: 'Paket je bio na putu', eke: 'Paket je bio na putu', hr: 'Paket je bio na putu' },
  delivered: { ije: 'Paket je bio isporučen', eke: 'Paket je bio isporučen', hr: 'Paket je bio dostavljen' },
} satisfies Record<WithdrawalStage, Text>;

/** What the team must do. */
export const deskWithdrawalTodos = {
  stopParcel: {
    ije: 'Zaustavite paket: ne smije se poslati. Ako je već kod kurira, javite kuriru da ga vrati.',
    eke: 'Zaustavite paket: ne sme da se pošalje. Ako je već kod kurira, javite kuriru da ga vrati.',
    hr: 'Zaustavite paket: ne smije se poslati. Ako je već kod kurira, javite kuriru da ga vrati.',
  },
  awaitReturn: {
    ije: 'Paket je na putu: očekujte povrat od kurira (kupac ga ne preuzima).',
    eke: 'Paket je na putu: očekujte povraćaj od kurira (kupac ga ne preuzima).',
    hr: 'Paket je na putu: očekujte povrat od kurira (kupac ga ne preuzima).',
  },
  returnAndRefund: {
    ije: 'Kupac vraća paket: kad stigne, vratite mu plaćeni iznos u roku od 14 dana od izjave.',
    eke: 'Kupac vraća paket: kad stigne, vratite mu plaćeni iznos u roku od 14 dana od izjave.',
    hr: 'Kupac vraća paket: kad stigne, vratite mu plaćeni iznos u roku od 14 dana od izjave.',
  },
  refundFee: {
    ije: 'Vratite članarinu kluba u roku od 14 dana od izjave.',
    eke: 'Vratite članarinu kluba u roku od 14 dana od izjave.',
    hr: 'Vratite članarinu kluba u roku od 14 dana od izjave.',
  },
} satisfies Record<WithdrawalTodo, Text>;

/** The button that marks the to-do done, and how a done one reads. */
export const deskWithdrawalDone = {
  stopParcel: { ije: 'Paket zaustavljen', eke: 'Paket zaustavljen', hr: 'Paket zaustavljen' },
  awaitReturn: { ije: 'Povrat primljen', eke: 'Povraćaj primljen', hr: 'Povrat primljen' },
  returnAndRefund: { ije: 'Paket vraćen, novac uplaćen', eke: 'Paket vraćen, novac uplaćen', hr: 'Paket vraćen, novac uplaćen' },
  refundFee: { ije: 'Povrat uplaćen', eke: 'Povraćaj uplaćen', hr: 'Povrat uplaćen' },
} satisfies Record<WithdrawalTodo, Text>;

export const deskQuizLeadMessages = {
  heading: { ije: 'Kviz i pretplatnici', eke: 'Kviz i pretplatnici', hr: 'Kviz i pretplatnici' },
  lead: {
    ije: 'Prijave iz kviza i za novosti. Odgovori iz kviza vide se samo uz poseban pristanak osobe i samo tada idu u CSV.',
    eke: 'Prijave iz kviza i za novosti. Odgovori iz kviza vide se samo uz poseban pristanak osobe i samo tada idu u CSV.',
    hr: 'Prijave iz kviza i za novosti. Odgovori iz kviza vide se samo uz poseban pristanak osobe i samo tada idu u CSV.',
  },
  country: { ije: 'Država', eke: 'Država', hr: 'Država' },
  allCountries: { ije: 'Sve države', eke: 'Sve države', hr: 'Sve države' },
  from: { ije: 'Od dana', eke: 'Od dana', hr: 'Od dana' },
  to: { ije: 'Do dana', eke: 'Do dana', hr: 'Do dana' },
  filter: { ije: 'Prikaži', eke: 'Prikaži', hr: 'Prikaži' },
  download: { ije: 'Preuzmi CSV', eke: 'Preuzmi CSV', hr: 'Preuzmi CSV' },
  cut: {
    ije: 'U datoteci je {rows} najnovijih prijava; za ostale suzite dane.',
    eke: 'U datoteci je {rows} najnovijih prijava; za ostale suzite dane.',
    hr: 'U datoteci je {rows} najnovijih prijava; za ostale suzite dane.',
  },
  none: { ije: 'Nema prijava za ovaj izbor.', eke: 'Nema prijava za ovaj izbor.', hr: 'Nema prijava za ovaj odabir.' },
  when: { ije: 'Vrijeme', eke: 'Vreme', hr: 'Vrijeme' },
  contact: { ije: 'Kontakt', eke: 'Kontakt', hr: 'Kontakt' },
  group: { ije: 'Grupa / ponuda', eke: 'Grupa / ponuda', hr: 'Grupa / ponuda' },
  consent: { ije: 'Pristanak', eke: 'Pristanak', hr: 'Pristanak' },
  answers: { ije: 'Odgovori iz kviza', eke: 'Odgovori iz kviza', hr: 'Odgovori iz kviza' },
  offer: { ije: 'ponuda {offer}', eke: 'ponuda {offer}', hr: 'ponuda {offer}' },
  consentLine: { ije: 'kontakt v{version}, {at}', eke: 'kontakt v{version}, {at}', hr: 'kontakt v{version}, {at}' },
  noConsent: { ije: 'nije zabilježen', eke: 'nije zabeležen', hr: 'nije zabilježen' },
  noHealthConsent: { ije: 'Bez pristanka: odgovori se ne čuvaju.', eke: 'Bez pristanka: odgovori se ne čuvaju.', hr: 'Bez pristanka: odgovori se ne čuvaju.' },
  goal: { ije: 'Cilj: {goal}', eke: 'Cilj: {goal}', hr: 'Cilj: {goal}' },
  more: { ije: 'Starije', eke: 'Starije', hr: 'Starije' },
} satisfies Record<string, Text>;

/** The CSV's header row, in the order of its columns (desk/records/quiz-leads-csv.ts). */
export const quizLeadCsvHeader = {
  id: 'ID',
  at: { ije: 'Vrijeme', eke: 'Vreme', hr: 'Vrijeme' },
  country: { ije: 'Država', eke: 'Država', hr: 'Država' },
  email: 'E-mail',
  phone: 'Telefon',
  name: { ije: 'Ime i prezime', eke: 'Ime i prezime', hr: 'Ime i prezime' },
  group: { ije: 'Grupa', eke: 'Grupa', hr: 'Grupa' },
  offer: { ije: 'Ponuda', eke: 'Ponuda', hr: 'Ponuda' },
  consent: { ije: 'Pristanak na kontakt (verzija)', eke: 'Pristanak na kontakt (verzija)', hr: 'Pristanak na kontakt (verzija)' },
  healthConsent: { ije: 'Pristanak na odgovore iz kviza', eke: 'Pristanak na odgovore iz kviza', hr: 'Pristanak na odgovore iz kviza' },
  goal: { ije: 'Cilj', eke: 'Cilj', hr: 'Cilj' },
  answers: { ije: 'Odgovori', eke: 'Odgovori', hr: 'Odgovori' },
} satisfies Record<string, Text>;

export const quizLeadCsvWords = {
  yes: { ije: 'Da', eke: 'Da', hr: 'Da' },
  no: { ije: 'Ne', eke: 'Ne', hr: 'Ne' },
} satisfies Record<string, Text>;
