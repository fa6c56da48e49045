// The desk's records screens (docs/desk.md, "Withdrawals" and "Quiz leads"), per spelling variant
// like the rest of the desk: the menu entries, the withdrawals with the team's to-do, the quiz leads
// and newsletter subscribers, and the header of their CSV. The shop's bundle never imports this module.
import type { WithdrawalListState, WithdrawalTodo } from '../desk/records-types.ts';
import type { WithdrawalStage } from '../withdrawal.ts';
import { forHr, type Text } from '../text.ts';

export const deskRecordsMenu = {
  withdrawals: 'Odustanci',
  quizLeads: 'Kviz i pretplatnici',
} satisfies Record<string, Text>;

export const deskWithdrawalMessages = {
  heading: 'Odustanci od ugovora',
  lead: {
    ije: 'Izjave kupaca o odustanku od narudžbe ili članstva u klubu, potvrda koju je kupac dobio i šta tim mora uraditi.',
    eke: 'Izjave kupaca o odustanku od porudžbine ili članstva u klubu, potvrda koju je kupac dobio i šta tim mora da uradi.',
    hr: 'Izjave kupaca o odustanku od narudžbe ili članstva u klubu, potvrda koju je kupac dobio i što tim mora učiniti.',
  },
  show: 'Prikaži',
  none: forHr('Nema odustanaka u ovoj listi.', 'Nema odustanaka na ovom popisu.'),
  order: { ije: 'Narudžba {number}', eke: 'Porudžbina {number}' },
  club: 'Članstvo u klubu {number}',
  openOrder: { ije: 'Otvori narudžbu', eke: 'Otvori porudžbinu' },
  received: 'Izjava primljena',
  statement: 'Izjava kupca',
  name: 'Ime i prezime',
  items: 'Proizvodi',
  orderStatus: { ije: 'Stanje narudžbe sada', eke: 'Stanje porudžbine sada' },
  acknowledgement: 'Potvrda kupcu',
  ackEmail: 'E-mail na {to}',
  ackSms: 'SMS na {to}',
  ackSent: { ije: 'poslana {at}', eke: 'poslata {at}' },
  ackPending: 'čeka slanje (u redu od {at})',
  ackFailed: { ije: 'nije poslana: provjerite adresu i javite se kupcu', eke: 'nije poslata: proverite adresu i javite se kupcu' },
  ackNone: 'Nema zapisa o potvrdi.',
  ackText: 'Tekst potvrde',
  todo: 'Zadatak tima',
  doneOn: 'Datum',
  note: forHr('Napomena (neobavezno)', 'Napomena (neobvezno)'),
  doneBy: '{what}: {on}, označio/la {by}',
  marked: '{reference}: {what}.',
  more: 'Starije',
} satisfies Record<string, Text>;

export const deskWithdrawalStates = {
  open: 'Otvoreni zadaci',
  done: 'Završeni',
} satisfies Record<WithdrawalListState, Text>;

/** Where the parcel was when the shopper withdrew. */
export const deskWithdrawalStages = {
  notSent: { ije: 'Paket još nije poslan', eke: 'Paket još nije poslat' },
  inTransit: 'Paket je bio na putu',
  delivered: forHr('Paket je bio isporučen', 'Paket je bio dostavljen'),
} satisfies Record<WithdrawalStage, Text>;

/** What the team must do. */
export const deskWithdrawalTodos = {
  stopParcel: {
    ije: 'Zaustavite paket: ne smije se poslati. Ako je već kod kurira, javite kuriru da ga vrati.',
    eke: 'Zaustavite paket: ne sme da se pošalje. Ako je već kod kurira, javite kuriru da ga vrati.',
  },
  awaitReturn: {
    ije: 'Paket je na putu: očekujte povrat od kurira (kupac ga ne preuzima).',
    eke: 'Paket je na putu: očekujte povraćaj od kurira (kupac ga ne preuzima).',
  },
  returnAndRefund: 'Kupac vraća paket: kad stigne, vratite mu plaćeni iznos u roku od 14 dana od izjave.',
  refundFee: 'Vratite članarinu kluba u roku od 14 dana od izjave.',
} satisfies Record<WithdrawalTodo, Text>;

/** The button that marks the to-do done, and how a done one reads. */
export const deskWithdrawalDone = {
  stopParcel: 'Paket zaustavljen',
  awaitReturn: { ije: 'Povrat primljen', eke: 'Povraćaj primljen' },
  returnAndRefund: 'Paket vraćen, novac uplaćen',
  refundFee: { ije: 'Povrat uplaćen', eke: 'Povraćaj uplaćen' },
} satisfies Record<WithdrawalTodo, Text>;

export const deskQuizLeadMessages = {
  heading: 'Kviz i pretplatnici',
  lead: 'Prijave iz kviza i za novosti. Odgovori iz kviza vide se samo uz poseban pristanak osobe i samo tada idu u CSV.',
  country: 'Država',
  allCountries: 'Sve države',
  from: 'Od dana',
  to: 'Do dana',
  filter: 'Prikaži',
  download: 'Preuzmi CSV',
  cut: 'U datoteci je {rows} najnovijih prijava; za ostale suzite dane.',
  none: forHr('Nema prijava za ovaj izbor.', 'Nema prijava za ovaj odabir.'),
  when: { ije: 'Vrijeme', eke: 'Vreme' },
  contact: 'Kontakt',
  group: 'Grupa / ponuda',
  consent: 'Pristanak',
  answers: 'Odgovori iz kviza',
  offer: 'ponuda {offer}',
  consentLine: 'kontakt v{version}, {at}',
  noConsent: { ije: 'nije zabilježen', eke: 'nije zabeležen' },
  noHealthConsent: 'Bez pristanka: odgovori se ne čuvaju.',
  goal: 'Cilj: {goal}',
  more: 'Starije',
} satisfies Record<string, Text>;

/** The CSV's header row, in the order of its columns (desk/records/quiz-leads-csv.ts). */
export const quizLeadCsvHeader = {
  id: 'ID',
  at: { ije: 'Vrijeme', eke: 'Vreme' },
  country: 'Država',
  email: 'E-mail',
  phone: 'Telefon',
  name: 'Ime i prezime',
  group: 'Grupa',
  offer: 'Ponuda',
  consent: 'Pristanak na kontakt (verzija)',
  healthConsent: 'Pristanak na odgovore iz kviza',
  goal: 'Cilj',
  answers: 'Odgovori',
} satisfies Record<string, Text>;

export const quizLeadCsvWords = {
  yes: 'Da',
  no: 'Ne',
} satisfies Record<string, Text>;
