// The desk's Klub screen (docs/desk.md, Klub): join requests with their account, memberships, those
// ending soon; taking the fee with its day, cancelling. Per spelling variant like every desk text.
import type { ClubRowState, ClubView } from '../desk/club.ts';
import { forHr, type Text } from '../text.ts';

export const deskClubMessages = {
  menu: 'Klub',
  heading: 'Klub',
  lead: {
    ije: 'Ko je tražio članstvo, s korisničkim računom koji mu odgovara po broju telefona ili emailu; članovi i članstva koja uskoro ističu.',
    eke: 'Ko je tražio članstvo, sa korisničkim nalogom koji mu odgovara po broju telefona ili emailu; članovi i članstva koja uskoro ističu.',
    hr: 'Tko je tražio članstvo, s korisničkim računom koji mu odgovara po broju telefona ili e-mailu; članovi i članstva koja uskoro istječu.',
  },
  views: 'Prikaz',
  days: forHr('Ističe u narednih (dana)', 'Istječe u sljedećih (dana)'),
  show: 'Prikaži',
  person: 'Ime i telefon',
  account: { ije: 'Korisnički račun', eke: 'Korisnički nalog' },
  noAccount: {
    ije: 'Nema računa s ovim brojem ni emailom',
    eke: 'Nema naloga sa ovim brojem ni emailom',
    hr: 'Nema računa s ovim brojem ni e-mailom',
  },
  matchedNow: forHr('pronađen po broju ili emailu', 'pronađen po broju ili e-mailu'),
  orders: { ije: 'Narudžbe ({count})', eke: 'Porudžbine ({count})' },
  ordersOf: { ije: 'Narudžbe računa {name}', eke: 'Porudžbine naloga {name}' },
  asked: 'Prijava',
  period: 'Članstvo',
  actions: 'Radnje',
  fromTo: '{from} – {to}',
  activate: 'Uplata primljena',
  activateFor: 'Uplata primljena: {name}',
  renew: forHr('Produži članstvo', 'Produlji članstvo'),
  renewFor: forHr('Produži članstvo: {name}', 'Produlji članstvo: {name}'),
  cancel: 'Otkaži',
  cancelFor: 'Otkaži: {name}',
  dialogTitle: 'Aktiviranje članstva',
  dialogLead: 'Članstvo traje godinu dana od dana uplate. Ako je članstvo još aktivno, nova godina počinje kad ono istekne.',
  paidOn: 'Datum uplate',
  confirmActivate: 'Aktiviraj članstvo',
  close: 'Odustani',
  confirmCancel: {
    ije: 'Otkazati za {name}? Od sada plaća redovne cijene i dostavu.',
    eke: 'Otkazati za {name}? Od sada plaća redovne cene i dostavu.',
  },
  // {to} ends with the date's own full stop ("25. 11. 2027.").
  activated: '{name} je član do {to}',
  cancelled: 'Otkazano: {name}.',
  noAccountError: {
    ije: 'Nijedan korisnički račun nema ovaj broj ni email: neka se kupac prvo registruje s tim brojem.',
    eke: 'Nijedan korisnički nalog nema ovaj broj ni email: neka se kupac prvo registruje sa tim brojem.',
    hr: 'Nijedan korisnički račun nema ovaj broj ni e-mail: neka se kupac prvo registrira s tim brojem.',
  },
  dateError: 'Upišite dan uplate: danas ili raniji, unutar protekle godine.',
  more: 'Učitaj još',
  readOnly: forHr(
    'Uplate i otkazivanja unosi menadžer.',
    'Uplate i otkazivanja unosi voditelj.',
  ),
} satisfies Record<string, Text>;

export const deskClubViews = {
  requests: { ije: 'Zahtjevi za članstvo', eke: 'Zahtevi za članstvo' },
  members: 'Članovi',
  expiring: forHr('Ističe uskoro', 'Istječe uskoro'),
} satisfies Record<ClubView, Text>;

export const deskClubNone = {
  requests: { ije: 'Nema otvorenih zahtjeva.', eke: 'Nema otvorenih zahteva.' },
  members: 'Još nema članova.',
  expiring: forHr('Nijedno članstvo ne ističe u tom roku.', 'Nijedno članstvo ne istječe u tom roku.'),
} satisfies Record<ClubView, Text>;

export const deskClubStates = {
  request: { ije: 'Zahtjev', eke: 'Zahtev' },
  upcoming: { ije: 'Plaćeno unaprijed', eke: 'Plaćeno unapred' },
  active: 'Aktivno',
  ended: 'Isteklo',
  cancelled: 'Otkazano',
} satisfies Record<ClubRowState, Text>;
